import { Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { AuthCard } from '../features/auth/auth-card';
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
      below={
        <>
          <FormattedMessage id="auth.login.noAccount" />{' '}
          <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
            <RouterLink to="/register">
              <FormattedMessage id="auth.login.register" />
            </RouterLink>
          </Link>
        </>
      }
    >
      <LoginForm key={notice ? `${notice.notice}:${notice.email}` : 'plain'} notice={notice} />
    </AuthCard>
  );
}
