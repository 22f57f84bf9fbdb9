import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { AuthCard, AuthCardLink } from '../features/auth/auth-card';
import { LoginForm } from '../features/auth/login-form';
import { readLoginNotice } from '../features/auth/login-notice';
import { authMessages } from '../features/auth/messages';
import { registerMessages } from '../i18n/messages';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(authMessages);

/** /login (spec 01 §2): after register or reset, the state carries a message and the e-mail. */
export default function LoginPage() {
  const notice = readLoginNotice(useLocation().state);
  return (
    <AuthCard
      title={<FormattedMessage id="auth.login.title" />}
      subtitle={<FormattedMessage id="auth.login.subtitle" />}
      below={<AuthCardLink to="/register" linkId="auth.login.register" leadId="auth.login.noAccount" />}
    >
      <LoginForm key={notice ? `${notice.notice}:${notice.email}` : 'plain'} notice={notice} />
    </AuthCard>
  );
}
