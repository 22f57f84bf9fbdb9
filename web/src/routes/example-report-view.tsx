// Before anything it draws: the recipes of its Chakra components join the system.
import '../components/deferred-recipes';
import type { QueryResult } from '../../../shared/contract/queries.schema';
import { componentMessages } from '../components/messages';
import { reportChartMessages } from '../features/report/charts/messages';
import { reportMessages } from '../features/report/messages';
import { ReportView } from '../features/report/report-view';
import { reportSectionMessages } from '../features/report/sections/messages';
import { registerMessages } from '../i18n/messages';

// The report's texts travel with this chunk, which loads when the example is first opened.
registerMessages(componentMessages);
registerMessages(reportMessages);
registerMessages(reportSectionMessages);
registerMessages(reportChartMessages);

/** The home page's example report, drawn by the report page's own sections. */
export default function ExampleReportView({ report }: { readonly report: QueryResult }) {
  return <ReportView report={report} />;
}
