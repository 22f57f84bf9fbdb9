// Before anything it draws: the recipes of its Chakra components join the system.
import '../components/deferred-recipes';
import { LegalPage } from '../features/legal/legal-page';
import { legalMessages } from '../features/legal/messages';
import { registerMessages } from '../i18n/messages';
import { usePageTitle } from '../lib/use-document-title';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(legalMessages);

/** Route `/terms`. */
export default function Page() {
  usePageTitle('legal.terms.title');
  return <LegalPage doc="terms" />;
}
