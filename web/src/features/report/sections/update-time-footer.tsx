import type { QueryResult } from '../../../../../shared/contract/queries.schema';

/** Placeholder until its section is built. */
export function UpdateTimeFooter({
  report,
  updatedAt,
}: {
  readonly report: QueryResult;
  readonly updatedAt?: string;
}) {
  void report;
  void updatedAt;
  return null;
}
