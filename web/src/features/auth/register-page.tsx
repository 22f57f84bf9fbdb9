import { paths } from '../../lib/paths';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';

/** /register (spec 01 §2). */
export function RegisterPage() {
  return (
    <AuthCard
      messages="auth.register"
      link={{ to: paths.login(), linkId: 'auth.register.login', leadId: 'auth.register.haveAccount' }}
    >
      <RegisterForm />
    </AuthCard>
  );
}
