import type { QueryResult } from '../../../../../shared/contract/queries.schema';

/** Placeholder until its section is built. */
export function ReportHeader({
  report,
  onBack,
}: {
  readonly report: QueryResult;
  readonly onBack?: () => void;
}) {
  void report;
  void onBack;
  return null;
}
