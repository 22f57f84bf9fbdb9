import type { QueryResult } from '../../../shared/contract/queries.schema';
import type { Chain, Token } from '../../../shared/rules/chain-rules';
import { QUERY_STATUS } from '../../../shared/rules/query-rules';
import type { QueryRecord, QueryRepository } from './query.ports';

/** Queries of the address read to find the latest completed one of a chain and token. */
const RECENT_SCAN_MAX = 50;
const RECENT_PAGE = 25;

/** A user's latest completed report of an address, as the recent offer and the estimate read it. */
export interface LatestReport {
  readonly query: QueryRecord;
  /** The stored report; undefined if it could not be read (the query alone still tells a lot). */
  readonly report: Partial<QueryResult> | undefined;
  /** Transfers it analysed. */
  readonly transfers: number;
  /** More transfers existed in its range than it analysed (its limit or its credits stopped it). */
  readonly truncated: boolean;
}

/**
 * The caller's latest completed query of an address (normalised) on a chain and token, from the
 * history of that address, newest first, at most RECENT_SCAN_MAX queries read.
 */
export async function latestCompletedReport(
  queries: Pick<QueryRepository, 'list' | 'getResult'>,
  userId: string,
  key: { chain: Chain; token: Token; address: string },
): Promise<LatestReport | undefined> {
  let cursor: string | undefined;
  for (let read = 0; read < RECENT_SCAN_MAX; read += RECENT_PAGE) {
    const page = await queries.list(userId, {
      number: 1,
      size: RECENT_PAGE,
      address: key.address,
      ...(cursor !== undefined ? { cursor } : {}),
    });
    const found = page.items.find(
      (q) => q.chain === key.chain && q.token === key.token && q.status === QUERY_STATUS.completed,
    );
    if (found) {
      const report = (await queries.getResult(found.hash)) as Partial<QueryResult> | undefined;
      const transfers = found.transfersAnalysed ?? report?.coverage?.transfers_analysed ?? 0;
      // A report from before coverage existed: cut short if it analysed as many as its limit.
      const truncated =
        report?.coverage?.truncated ?? (found.limit !== undefined && transfers >= found.limit);
      return { query: found, report, transfers, truncated };
    }
    if (page.nextCursor === undefined) break;
    cursor = page.nextCursor;
  }
  return undefined;
}
