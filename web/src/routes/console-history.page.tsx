// Before anything it draws: the recipes of its Chakra components join the system.
import '../components/deferred-recipes';
import { componentMessages } from '../components/messages';
import { HistoryPage } from '../features/history/history-page';
import { historyMessages } from '../features/history/messages';
import { registerMessages } from '../i18n/messages';
import { usePageTitle } from '../lib/use-document-title';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(componentMessages);
registerMessages(historyMessages);

/** /console/history: the query history tab (spec 01 §2). */
export default function ConsoleHistoryPage() {
  usePageTitle('console.nav.history');
  return <HistoryPage />;
}
