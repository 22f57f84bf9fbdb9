// Before anything it draws: the recipes of its Chakra components join the system.
import '../components/deferred-recipes';
import { componentMessages } from '../components/messages';
import { ConsolePage } from '../features/console/console-page';
import { consoleMessages } from '../features/console/messages';
import { CreditsPage } from '../features/credits/credits-page';
import { creditsMessages } from '../features/credits/messages';
import { registerMessages } from '../i18n/messages';
import { usePageTitle } from '../lib/use-document-title';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(componentMessages);
registerMessages(consoleMessages);
registerMessages(creditsMessages);

/** /console/credits: the credit statement (beyond the spec), open to every plan. */
export default function ConsoleCreditsPage() {
  usePageTitle('console.nav.credits');
  return (
    <ConsolePage titleId="credits.title" descriptionId="credits.description">
      <CreditsPage />
    </ConsolePage>
  );
}
