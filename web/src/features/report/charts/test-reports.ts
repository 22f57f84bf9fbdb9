import { type QueryResult, queryResultSchema } from '../../../../../shared/contract/queries.schema';
import exchange from '../../../test/reports/exchange.json';
import indirect from '../../../test/reports/indirect.json';
import poisoning from '../../../test/reports/poisoning.json';
import sanctioned from '../../../test/reports/sanctioned.json';

/** The engine's real showcase reports, read through the contract as the report screen receives them (tests only). */
export const testReports = {
  exchange: queryResultSchema.parse(exchange),
  indirect: queryResultSchema.parse(indirect),
  poisoning: queryResultSchema.parse(poisoning),
  sanctioned: queryResultSchema.parse(sanctioned),
} satisfies Record<string, QueryResult>;

/** A showcase report with some fields replaced. */
export const reportWith = (name: keyof typeof testReports, changes: Partial<QueryResult>): QueryResult => ({
  ...testReports[name],
  ...changes,
});
