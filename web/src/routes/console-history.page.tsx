import { LuHistory } from 'react-icons/lu';
import { ComingSoon } from '../features/console/coming-soon';
import { ConsolePage } from '../features/console/console-page';
import { consoleMessages } from '../features/console/messages';
import { registerMessages } from '../i18n/messages';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(consoleMessages);

/** /console/history: the query history tab (the list arrives with its issue). */
export default function ConsoleHistoryPage() {
  return (
    <ConsolePage titleId="console.history.title" descriptionId="console.history.description">
      <ComingSoon icon={LuHistory} messageId="console.history.soon" />
    </ConsolePage>
  );
}
