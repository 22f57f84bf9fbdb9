import { lazy } from 'react';
import type { QueryResult } from '../../../shared/contract/queries.schema';
import { HomePage } from '../features/home/home-page';
import { homeMessages } from '../features/home/messages';
import { registerMessages } from '../i18n/messages';

registerMessages(homeMessages);

const ExampleReportView = lazy(() => import('./example-report-view'));

const renderExampleReport = (report: QueryResult) => <ExampleReportView report={report} />;

/** Route `/`: the marketing home page. */
export default function Page() {
  return <HomePage renderExampleReport={renderExampleReport} />;
}
