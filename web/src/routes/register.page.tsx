import { Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../features/auth/auth-card';
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
      below={
        <>
          <FormattedMessage id="auth.register.haveAccount" />{' '}
          <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
            <RouterLink to="/login">
              <FormattedMessage id="auth.register.login" />
            </RouterLink>
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
