// Before anything it draws: the recipes of its Chakra components join the system.
import '../components/deferred-recipes';
import { componentMessages } from '../components/messages';
import { consoleMessages } from '../features/console/messages';
import { monitorCostMessages } from '../features/monitor/cost-messages';
import { monitorDeliveryMessages } from '../features/monitor/delivery-messages';
import { monitorMessages } from '../features/monitor/messages';
import { MonitorPage } from '../features/monitor/monitor-page';
import { registerMessages } from '../i18n/messages';
import { usePageTitle } from '../lib/use-document-title';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(componentMessages);
registerMessages(consoleMessages);
registerMessages(monitorMessages);
registerMessages(monitorCostMessages);
registerMessages(monitorDeliveryMessages);

/** /console/monitor: address monitoring and alerts (spec 02 §2 Monitor page). */
export default function ConsoleMonitorPage() {
  usePageTitle('console.nav.monitor');
  return <MonitorPage />;
}
