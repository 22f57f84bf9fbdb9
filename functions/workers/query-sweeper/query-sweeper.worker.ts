import {
  analysisErrorNames,
  type TaskError,
} from '../../../shared/contract/payloads/analysis-workflow.schema';
import type { Chain } from '../../../shared/rules/chain-rules';
import { QUERY_STATUS, type QueryStatusCode } from '../../../shared/rules/query-rules';
import type { Logger } from '../../platform/logger';

/**
 * The scheduled sweeper (every minute, infra/lib/constructs/query-sweeper.ts): no query may
 * stay pending or processing forever, holding a credit and a concurrency slot, whatever lost it
 * (a crash between the create transaction and the queue send, a message that expired, MarkFailed
 * running out of retries). It reads the queries due before now from the OpenQueries index
 * (deadlines: shared/constants/query-deadlines.ts) and fails each through the analysis's own
 * failure path, which refunds what the query holds and frees its slot in one transaction
 * conditional on the status it leaves, so a completion racing the sweep is never undone.
 *
 * The index is eventually consistent and a query's deadline moves when it starts processing, so
 * the failure is conditional on the query being as the index showed it (status, updatedAt and the
 * credits held): one that started, settled or moved on since is left for the next run.
 */
/** What the sweeper reads of a query (a QueryRecord of the query repository has all of it). */
export interface OpenQuery {
  readonly hash: string;
  readonly userId: string;
  readonly status: QueryStatusCode;
  /** Epoch ms. */
  readonly createdAt: number;
  readonly updatedAt: number;
  /** What a refund gives back. */
  readonly reservedCredits: number;
  /** Whose call the refund is counted for in the usage statistics. */
  readonly apiKeyId: number;
  readonly chain: Chain;
}

export interface QuerySweeperDeps {
  /** Open queries due before `nowMs`, from the OpenQueries index (the query repository). */
  readonly listOverdue: (nowMs: number, limit: number) => Promise<readonly OpenQuery[]>;
  /**
   * Fails and refunds an open query if it is still as read (the analysis service's failOverdue);
   * 'changed' when it moved on first.
   */
  readonly fail: (seen: OpenQuery, error: TaskError) => Promise<'failed' | 'changed'>;
  readonly clock: { nowMs(): number };
  readonly log: Logger;
  /** The most queries one run handles; the next run takes the rest. */
  readonly limit?: number;
}

export interface SweepSummary {
  readonly overdue: number;
  readonly failed: number;
  /** Changed since the index saw them (started, settled, or moved on): left to the next run. */
  readonly skipped: number;
  readonly errors: number;
}

export class QuerySweepError extends Error {
  override name = 'QuerySweepError';
}

const DEFAULT_LIMIT = 200;

export function createQuerySweeper(deps: QuerySweeperDeps): () => Promise<SweepSummary> {
  const { log } = deps;
  return async () => {
    const nowMs = deps.clock.nowMs();
    const overdue = await deps.listOverdue(nowMs, deps.limit ?? DEFAULT_LIMIT);
    let failed = 0;
    let skipped = 0;
    let errors = 0;
    // One at a time: a run handles a few stuck queries at most, and each is a transaction on the
    // user's plan item, which parallel sweeps of one user's queries would only contend for.
    for (const seen of overdue) {
      try {
        const openForMs = nowMs - (seen.status === QUERY_STATUS.pending ? seen.createdAt : seen.updatedAt);
        const outcome = await deps.fail(seen, {
          Error: analysisErrorNames.deadlineExceeded,
          Cause: `open for ${Math.round(openForMs / 1000)} s`,
        });
        if (outcome === 'changed') {
          skipped++;
          continue;
        }
        failed++;
        log.warn('query past its deadline failed and refunded', {
          queryHash: seen.hash,
          userId: seen.userId,
          wasStatus: seen.status,
          openForMs,
        });
      } catch (error) {
        errors++;
        log.error('could not fail an overdue query; the next run tries again', {
          queryHash: seen.hash,
          error,
        });
      }
    }
    const summary = { overdue: overdue.length, failed, skipped, errors };
    if (overdue.length > 0) log.info('sweep', summary);
    // A failed run shows in the function's Errors metric; the next run retries what is left.
    if (errors > 0)
      throw new QuerySweepError(`${errors} of ${overdue.length} overdue queries could not be failed`);
    return summary;
  };
}
