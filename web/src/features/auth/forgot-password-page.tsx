import { paths } from '../../lib/paths';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';

/** /forgot-password (spec 01 §2): request a code, then reset the password on the same page. */
export function ForgotPasswordPage() {
  return (
    <AuthCard messages="auth.forgot" link={{ to: paths.login(), linkId: 'auth.forgot.backToLogin' }}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
