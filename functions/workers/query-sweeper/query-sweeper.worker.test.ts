import { createLogger } from '../../platform/logger';
import { createQuerySweeper, type OpenQuery, QuerySweepError } from './query-sweeper.worker';

const NOW_MS = Date.UTC(2027, 0, 15, 12);
const clock = { nowMs: () => NOW_MS };
const log = createLogger('silent');

const query = (hash: string, overrides: Partial<OpenQuery> = {}): OpenQuery => ({
  hash,
  userId: 'user-1',
  status: 0,
  createdAt: NOW_MS - 20 * 60_000,
  updatedAt: NOW_MS - 20 * 60_000,
  reservedCredits: 1,
  apiKeyId: 0,
  chain: 'tron',
  ...overrides,
});

/** A sweeper over an in-memory table: `stored` is what a consistent read answers now. */
function sweeperOver(
  overdue: OpenQuery[],
  stored: Map<string, OpenQuery>,
  failing = new Set<string>(),
  /** Queries that move on between the sweeper's read and its conditional failure. */
  racing = new Set<string>(),
) {
  const failed: { hash: string; error: string | undefined }[] = [];
  const sweep = createQuerySweeper({
    listOverdue: async (nowMs, limit) => {
      expect(nowMs).toBe(NOW_MS);
      return overdue.slice(0, limit);
    },
    // As the conditional write does: only a query still as the index showed it is failed.
    fail: async (seen, error) => {
      const { hash } = seen;
      if (failing.has(hash)) throw new Error('throttled');
      const now = stored.get(hash);
      if (racing.has(hash) || now?.status !== seen.status || now.updatedAt !== seen.updatedAt)
        return 'changed';
      failed.push({ hash, error: error.Error });
      return 'failed';
    },
    clock,
    log,
    limit: 10,
  });
  return { sweep, failed };
}

describe('query sweeper', () => {
  it('fails every overdue query with DeadlineExceeded, pending or processing', async () => {
    // Prepare
    const pending = query('hash-pending');
    const processing = query('hash-processing', { status: 1, updatedAt: NOW_MS - 61 * 60_000 });
    const { sweep, failed } = sweeperOver(
      [pending, processing],
      new Map([
        [pending.hash, pending],
        [processing.hash, processing],
      ]),
    );
    // Act
    const summary = await sweep();
    // Assess
    expect(failed).toEqual([
      { hash: 'hash-pending', error: 'DeadlineExceeded' },
      { hash: 'hash-processing', error: 'DeadlineExceeded' },
    ]);
    expect(summary).toEqual({ overdue: 2, failed: 2, skipped: 0, errors: 0 });
  });

  it('leaves a query that changed since the index saw it: started, settled or gone', async () => {
    const started = query('hash-started');
    const settled = query('hash-settled', { status: 1 });
    const gone = query('hash-gone');
    const { sweep, failed } = sweeperOver(
      [started, settled, gone],
      new Map([
        [started.hash, { ...started, status: 1, updatedAt: NOW_MS - 1000 }],
        [settled.hash, { ...settled, status: 2 }],
      ]),
    );

    const summary = await sweep();

    expect(failed).toEqual([]);
    expect(summary).toMatchObject({ overdue: 3, failed: 0, skipped: 3 });
  });

  it('counts a query that started between its read and its failure as skipped, not failed', async () => {
    const racer = query('hash-racer');
    const { sweep, failed } = sweeperOver(
      [racer],
      new Map([[racer.hash, racer]]),
      new Set(),
      new Set([racer.hash]),
    );

    expect(await sweep()).toEqual({ overdue: 1, failed: 0, skipped: 1, errors: 0 });
    expect(failed).toEqual([]);
  });

  it('goes on past a query it could not fail, then fails the run so it shows', async () => {
    const stuck = query('hash-stuck');
    const other = query('hash-other');
    const { sweep, failed } = sweeperOver(
      [stuck, other],
      new Map([
        [stuck.hash, stuck],
        [other.hash, other],
      ]),
      new Set(['hash-stuck']),
    );

    await expect(sweep()).rejects.toBeInstanceOf(QuerySweepError);
    expect(failed.map((f) => f.hash)).toEqual(['hash-other']);
  });

  it('does nothing when nothing is overdue', async () => {
    const { sweep, failed } = sweeperOver([], new Map());

    expect(await sweep()).toEqual({ overdue: 0, failed: 0, skipped: 0, errors: 0 });
    expect(failed).toEqual([]);
  });
});
