import { FormattedMessage } from 'react-intl';
import { AuthCard, AuthCardLink } from '../features/auth/auth-card';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form';
import { authMessages } from '../features/auth/messages';
import { registerMessages } from '../i18n/messages';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(authMessages);

/** /forgot-password (spec 01 §2): request a code, then reset the password on the same page. */
export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title={<FormattedMessage id="auth.forgot.title" />}
      subtitle={<FormattedMessage id="auth.forgot.subtitle" />}
      below={<AuthCardLink to="/login" linkId="auth.forgot.backToLogin" />}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
