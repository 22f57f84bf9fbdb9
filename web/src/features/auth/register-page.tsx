import { FormattedMessage } from 'react-intl';
import { paths } from '../../lib/paths';
import { AuthCard, AuthCardLink } from './auth-card';
import { RegisterForm } from './register-form';

/** /register (spec 01 §2). */
export function RegisterPage() {
  return (
    <AuthCard
      title={<FormattedMessage id="auth.register.title" />}
      subtitle={<FormattedMessage id="auth.register.subtitle" />}
      below={
        <AuthCardLink to={paths.login()} linkId="auth.register.login" leadId="auth.register.haveAccount" />
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
