import type { QueryResult } from '../../../shared/contract/queries.schema';
import type { Chain } from '../../../shared/rules/chain-rules';
import { QUERY_STATUS } from '../../../shared/rules/query-rules';
import { pendingQuery } from '../../testing/query-records';
import type { ChainSource, TransferQuery } from '../chain/chain-source';
import { SourceUnavailableError } from '../chain/chain-source';
import type { QueryRecord, QueryRepository } from './query.ports';
import { createQueryEstimates, type EstimateRequest } from './query-estimate.service';

/**
 * The estimate before an analysis (GET /v1/query/estimate), over an in-memory history, a chain
 * source that can count (or not) and a balance the test sets.
 */
const USER = 'u1';
const ADDRESS = 'TNc3oSA4dguMCxknygZHQ19WyYm5JVqvaj';
const COMPLETED_MS = Date.UTC(2026, 10, 20, 8, 0, 4);

const completed = (overrides: Partial<QueryRecord> = {}): QueryRecord =>
  pendingQuery(USER, {
    address: ADDRESS,
    status: QUERY_STATUS.completed,
    statusText: 'completed',
    updatedAt: COMPLETED_MS,
    transfersAnalysed: 120_654,
    costQuota: 121,
    ...overrides,
  });

const coverage = (truncated: boolean) => ({ coverage: { truncated } }) as Partial<QueryResult>;

function setup(
  options: {
    history?: QueryRecord[];
    reports?: Record<string, Partial<QueryResult>>;
    /** The source's count; undefined: a source that cannot count (a live provider). */
    count?: number | (() => Promise<number>);
    balance?: number;
  } = {},
) {
  const history = options.history ?? [];
  const counted: Omit<TransferQuery, 'limit'>[] = [];
  const queries = {
    async list(_userId: string, page: { address?: string }) {
      const items = history
        .filter((q) => q.address === page.address)
        .sort((a, b) => b.createdAt - a.createdAt);
      return { items, total: items.length };
    },
    async getResult(hash: string) {
      return options.reports?.[hash];
    },
  } as unknown as QueryRepository;
  const { count } = options;
  const source: ChainSource = {
    name: 'simulated',
    supports: () => true,
    fetchTransfers: () => Promise.reject(new Error('an estimate never fetches')),
    ...(count === undefined
      ? {}
      : {
          countTransfers: async (query: Omit<TransferQuery, 'limit'>) => {
            counted.push(query);
            return typeof count === 'number' ? count : count();
          },
        }),
  };
  const warnings: string[] = [];
  const estimates = createQueryEstimates({
    queries,
    sourceFor: (_chain: Chain) => source,
    currentPlan: async () => ({ queryQuota: options.balance ?? 4840 }),
    log: { info() {}, warn: (message: string) => warnings.push(message), error() {}, debug() {} } as never,
  });
  return { estimates, counted, warnings };
}

const request = (overrides: Partial<EstimateRequest> = {}): EstimateRequest => ({
  chain: 'tron',
  token: 'usdt',
  address: ADDRESS,
  ...overrides,
});

describe('estimate from an earlier report', () => {
  it('takes the latest completed report of the same range: about as many transfers as then', async () => {
    // Prepare
    const earlier = completed();
    const { estimates, counted } = setup({
      history: [earlier, completed({ status: QUERY_STATUS.failed, createdAt: earlier.createdAt + 1 })],
      reports: { [earlier.hash]: coverage(false) },
      count: 130_000,
    });

    // Act
    const estimate = await estimates.estimate(USER, request());

    // Assess: the report wins over a count, which is not even asked for
    expect(estimate).toMatchObject({
      basis: 'earlier_report',
      transfers: { min: 120_654, max: 120_654, exact: false },
      credits: { min: 121, max: 121 },
      earlier_report: {
        query_hash: earlier.hash,
        completed_at: '2026-11-20T08:00:04Z',
        transfers_analysed: 120_654,
      },
      balance: 4840,
      covered: true,
      affordable_limit: 100_000,
    });
    expect(counted).toEqual([]);
  });

  it('respects the limit', async () => {
    const earlier = completed();
    const { estimates } = setup({ history: [earlier], reports: { [earlier.hash]: coverage(false) } });

    const estimate = await estimates.estimate(USER, request({ limit: 5000 }));

    expect(estimate).toMatchObject({
      basis: 'earlier_report',
      transfers: { max: 5000 },
      credits: { max: 5 },
    });
  });

  it('holds a report that was cut short only up to what it saw', async () => {
    // Prepare: the earlier analysis stopped at 5,000 transfers
    const earlier = completed({ transfersAnalysed: 5000, limit: 5000 });
    const { estimates } = setup({ history: [earlier], reports: { [earlier.hash]: coverage(true) } });

    // Act
    const within = await estimates.estimate(USER, request({ limit: 2000 }));
    const beyond = await estimates.estimate(USER, request());

    // Assess: nothing is known past 5,000, and this source cannot count
    expect(within).toMatchObject({ basis: 'earlier_report', transfers: { min: 2000, max: 2000 } });
    expect(beyond).toMatchObject({
      basis: 'range',
      transfers: { min: 0, max: 100_000 },
      credits: { min: 1, max: 100 },
    });
    expect(beyond.earlier_report?.query_hash).toBe(earlier.hash);
  });

  it('does not apply a report of another range', async () => {
    const earlier = completed({ startAt: 1_790_000_000 });
    const { estimates, counted } = setup({
      history: [earlier],
      reports: { [earlier.hash]: coverage(false) },
      count: 777,
    });

    const estimate = await estimates.estimate(USER, request({ start_at: 1_795_000_000 }));

    expect(estimate).toMatchObject({ basis: 'chain_source', transfers: { min: 777, max: 777, exact: true } });
    expect(counted).toEqual([{ chain: 'tron', token: 'usdt', address: ADDRESS, startAt: 1_795_000_000 }]);
  });
});

describe('estimate from the chain source', () => {
  it('counts the range for an address never analysed, bounded by the limit', async () => {
    const { estimates, counted } = setup({ count: 47_512 });

    const whole = await estimates.estimate(
      USER,
      request({ chain: 'ethereum', address: '0x28C6c06298d514Db089934071355E5743bf21d60' }),
    );
    const limited = await estimates.estimate(USER, request({ start_at: 100, end_at: 200, limit: 300 }));

    expect(whole).toMatchObject({
      address: '0x28c6c06298d514db089934071355e5743bf21d60',
      basis: 'chain_source',
      transfers: { min: 47_512, max: 47_512, exact: true },
      credits: { min: 48, max: 48 },
      earlier_report: null,
    });
    expect(limited).toMatchObject({ transfers: { max: 300 }, credits: { max: 1 } });
    expect(counted[1]).toEqual({ chain: 'tron', token: 'usdt', address: ADDRESS, startAt: 100, endAt: 200 });
  });

  it('never counts beyond what one analysis fetches', async () => {
    const { estimates } = setup({ count: 3_000_000 });

    const estimate = await estimates.estimate(USER, request());

    expect(estimate).toMatchObject({ transfers: { max: 1_000_000 }, credits: { max: 1000 } });
  });

  it('states a range when the count fails', async () => {
    const { estimates, warnings } = setup({
      count: () => Promise.reject(new SourceUnavailableError('rate limited')),
    });

    const estimate = await estimates.estimate(USER, request());

    expect(estimate.basis).toBe('range');
    expect(warnings).toEqual(['transfer count unavailable']);
  });
});

describe('estimate with nothing known', () => {
  it('states 1 to 100 credits without a limit, 1 to the limit’s price with one', async () => {
    const { estimates } = setup();

    const open = await estimates.estimate(USER, request());
    const limited = await estimates.estimate(USER, request({ limit: 5000 }));

    expect(open).toMatchObject({ basis: 'range', credits: { min: 1, max: 100 }, covered: true });
    expect(limited).toMatchObject({ basis: 'range', transfers: { min: 0, max: 5000 }, credits: { max: 5 } });
  });
});

describe('the balance', () => {
  it('says whether it pays for the upper bound, and which limit it pays for', async () => {
    const few = setup({ count: 120_000, balance: 5 });
    const none = setup({ count: 120_000, balance: 0 });
    const given = setup({ count: 800, balance: 999 });

    expect(await few.estimates.estimate(USER, request())).toMatchObject({
      credits: { max: 120 },
      balance: 5,
      covered: false,
      affordable_limit: 5000,
    });
    expect(await none.estimates.estimate(USER, request())).toMatchObject({
      covered: false,
      affordable_limit: null,
    });
    // A balance already read (query/create) is used as it is.
    expect(await given.estimates.estimate(USER, request(), 3)).toMatchObject({ balance: 3, covered: true });
  });
});
