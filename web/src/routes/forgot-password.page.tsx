// Before anything it draws: the recipes of its Chakra components join the system.
import '../components/deferred-recipes';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { authMessages } from '../features/auth/messages';
import { registerMessages } from '../i18n/messages';
import { usePageTitle } from '../lib/use-document-title';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(authMessages);

/** /forgot-password (spec 01 §2). */
export default function ForgotPasswordPageRoute() {
  usePageTitle('auth.forgot.title');
  return <ForgotPasswordPage />;
}
