import { FormattedMessage } from 'react-intl';
import { AuthCard, AuthCardLink } from '../features/auth/auth-card';
import { authMessages } from '../features/auth/messages';
import { RegisterForm } from '../features/auth/register-form';
import { registerMessages } from '../i18n/messages';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(authMessages);

/** /register (spec 01 §2). */
export default function RegisterPage() {
  return (
    <AuthCard
      title={<FormattedMessage id="auth.register.title" />}
      subtitle={<FormattedMessage id="auth.register.subtitle" />}
      below={<AuthCardLink to="/login" linkId="auth.register.login" leadId="auth.register.haveAccount" />}
    >
      <RegisterForm />
    </AuthCard>
  );
}
