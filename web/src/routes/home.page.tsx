import { lazy } from 'react';
import type { QueryResult } from '../../../shared/contract/queries.schema';
import { HomePage } from '../features/home/home-page';

const ExampleReportView = lazy(() => import('./example-report-view'));

const renderExampleReport = (report: QueryResult) => <ExampleReportView report={report} />;

/** Route `/`: the marketing home page. */
export default function Page() {
  return <HomePage renderExampleReport={renderExampleReport} />;
}
