import { FormattedMessage } from 'react-intl';
import { paths } from '../../lib/paths';
import { AuthCard, AuthCardLink } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';

/** /forgot-password (spec 01 §2): request a code, then reset the password on the same page. */
export function ForgotPasswordPage() {
  return (
    <AuthCard
      title={<FormattedMessage id="auth.forgot.title" />}
      subtitle={<FormattedMessage id="auth.forgot.subtitle" />}
      below={<AuthCardLink to={paths.login()} linkId="auth.forgot.backToLogin" />}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
