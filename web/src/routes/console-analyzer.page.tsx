import { LuScanSearch } from 'react-icons/lu';
import { ComingSoon } from '../features/console/coming-soon';
import { ConsolePage } from '../features/console/console-page';
import { consoleMessages } from '../features/console/messages';
import { registerMessages } from '../i18n/messages';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(consoleMessages);

/** /console: the risk analyzer tab (the analyzer itself arrives with its issue). */
export default function ConsoleAnalyzerPage() {
  return (
    <ConsolePage titleId="console.analyzer.title" descriptionId="console.analyzer.description">
      <ComingSoon icon={LuScanSearch} messageId="console.analyzer.soon" />
    </ConsolePage>
  );
}
