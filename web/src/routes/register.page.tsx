// Before anything it draws: the recipes of its Chakra components join the system.
import '../components/deferred-recipes';
import { authMessages } from '../features/auth/messages';
import { RegisterPage } from '../features/auth/register-page';
import { registerMessages } from '../i18n/messages';
import { usePageTitle } from '../lib/use-document-title';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(authMessages);

/** /register (spec 01 §2). */
export default function RegisterPageRoute() {
  usePageTitle('auth.register.title');
  return <RegisterPage />;
}
