import { useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { readLoginNotice } from './login-notice';

/** /login (spec 01 §2): after register or reset, the state carries a message and the e-mail. */
export function LoginPage() {
  const notice = readLoginNotice(useLocation().state);
  return (
    <AuthCard
      messages="auth.login"
      link={{ to: paths.register(), linkId: 'auth.login.register', leadId: 'auth.login.noAccount' }}
    >
      <LoginForm key={notice ? `${notice.notice}:${notice.email}` : 'plain'} notice={notice} />
    </AuthCard>
  );
}
