// Before anything it draws: the recipes of its Chakra components join the system.
import '../components/deferred-recipes';
import { componentMessages } from '../components/messages';
import { consoleMessages } from '../features/console/messages';
import { reportChartMessages } from '../features/report/charts/messages';
import { reportMessages } from '../features/report/messages';
import { ReportPage } from '../features/report/report-page';
import { reportSectionMessages } from '../features/report/sections/messages';
import { registerMessages } from '../i18n/messages';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(componentMessages);
registerMessages(consoleMessages);
registerMessages(reportMessages);
registerMessages(reportSectionMessages);
registerMessages(reportChartMessages);

/** /detail?hash=…: the report of one analysis (spec 02 §2). */
export default function DetailPage() {
  return <ReportPage />;
}
