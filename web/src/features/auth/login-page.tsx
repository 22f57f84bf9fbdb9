import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { AuthCard, AuthCardLink } from './auth-card';
import { LoginForm } from './login-form';
import { readLoginNotice } from './login-notice';

/** /login (spec 01 §2): after register or reset, the state carries a message and the e-mail. */
export function LoginPage() {
  const notice = readLoginNotice(useLocation().state);
  return (
    <AuthCard
      title={<FormattedMessage id="auth.login.title" />}
      subtitle={<FormattedMessage id="auth.login.subtitle" />}
      below={
        <AuthCardLink to={paths.register()} linkId="auth.login.register" leadId="auth.login.noAccount" />
      }
    >
      <LoginForm key={notice ? `${notice.notice}:${notice.email}` : 'plain'} notice={notice} />
    </AuthCard>
  );
}
