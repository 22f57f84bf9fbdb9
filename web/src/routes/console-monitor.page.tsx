import { LuRadar } from 'react-icons/lu';
import { ComingSoon } from '../features/console/coming-soon';
import { ConsolePage } from '../features/console/console-page';
import { consoleMessages } from '../features/console/messages';
import { registerMessages } from '../i18n/messages';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(consoleMessages);

/** /console/monitor: the monitoring tab (monitoring arrives with its issue). */
export default function ConsoleMonitorPage() {
  return (
    <ConsolePage titleId="console.monitor.title" descriptionId="console.monitor.description">
      <ComingSoon icon={LuRadar} messageId="console.monitor.soon" />
    </ConsolePage>
  );
}
