import type { QueryResult } from '../../../../../shared/contract/queries.schema';

/** Placeholder until its section is built. */
export function BalanceSection({ report }: { readonly report: QueryResult }) {
  void report;
  return null;
}
