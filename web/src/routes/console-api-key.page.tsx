// Before anything it draws: the recipes of its Chakra components join the system.
import '../components/deferred-recipes';
import { componentMessages } from '../components/messages';
import { ApiKeysPage } from '../features/api-keys/api-keys-page';
import { apiKeysMessages } from '../features/api-keys/messages';
import { ConsolePage } from '../features/console/console-page';
import { consoleMessages } from '../features/console/messages';
import { registerMessages } from '../i18n/messages';
import { usePageTitle } from '../lib/use-document-title';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(componentMessages);
registerMessages(consoleMessages);
registerMessages(apiKeysMessages);

/** /console/api-key: API keys, behind the premium guard (spec 01 §6: advanced and above). */
export default function ConsoleApiKeyPage() {
  usePageTitle('console.nav.apiKey');
  return (
    <ConsolePage titleId="console.apiKey.title" descriptionId="console.apiKey.description" premium>
      <ApiKeysPage />
    </ConsolePage>
  );
}
