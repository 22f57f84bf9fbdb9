import { LuChartColumn } from 'react-icons/lu';
import { ComingSoon } from '../features/console/coming-soon';
import { ConsolePage } from '../features/console/console-page';
import { consoleMessages } from '../features/console/messages';
import { PremiumGuard } from '../features/console/premium-guard';
import { registerMessages } from '../i18n/messages';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(consoleMessages);

/** /console/api-stats: usage statistics, behind the premium guard (spec 01 §6). */
export default function ConsoleApiStatsPage() {
  return (
    <ConsolePage titleId="console.apiStats.title" descriptionId="console.apiStats.description">
      <PremiumGuard>
        <ComingSoon icon={LuChartColumn} messageId="console.apiStats.soon" />
      </PremiumGuard>
    </ConsolePage>
  );
}
