// Before anything it draws: the recipes of its Chakra components join the system.
import '../components/deferred-recipes';
import { ApiStatsPage } from '../features/api-stats/api-stats-page';
import { apiStatsMessages } from '../features/api-stats/messages';
import { ConsolePage } from '../features/console/console-page';
import { consoleMessages } from '../features/console/messages';
import { registerMessages } from '../i18n/messages';
import { usePageTitle } from '../lib/use-document-title';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(consoleMessages);
registerMessages(apiStatsMessages);

/** /console/api-stats: usage statistics, behind the premium guard (spec 01 §6). */
export default function ConsoleApiStatsPage() {
  usePageTitle('console.nav.apiStats');
  return (
    <ConsolePage titleId="console.apiStats.title" descriptionId="console.apiStats.description" premium>
      <ApiStatsPage />
    </ConsolePage>
  );
}
