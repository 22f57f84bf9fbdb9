import { QUERY_STATUS } from '../../../shared/rules/query-rules';
import { pendingQuery } from '../../testing/query-records';
import type { QueryRecord, QueryRepository } from './query.ports';
import {
  createQueryService,
  STATUS_WAIT_QUICK_MS,
  STATUS_WAIT_QUICK_STEP_MS,
  STATUS_WAIT_STEP_MS,
} from './query.service';

/**
 * The status call that waits for the change and the recent report of an address (issue 13),
 * over an in-memory repository and a clock the test moves.
 */
const USER = 'u1';
const ADDRESS = 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM';

function setup(records: QueryRecord[], results = new Map<string, unknown>()) {
  let now = 1_800_000_000_000;
  let reads = 0;
  const byHash = new Map(records.map((r) => [r.hash, r]));
  const repo = {
    async get(hash: string) {
      reads++;
      return byHash.get(hash);
    },
    async getResult(hash: string) {
      return results.get(hash);
    },
    async list(_userId: string, page: { size: number; cursor?: string; address?: string }) {
      const all = records.filter((r) => r.address === page.address).sort((a, b) => b.createdAt - a.createdAt);
      const start = page.cursor === undefined ? 0 : Number(page.cursor);
      const items = all.slice(start, start + page.size);
      const next = start + page.size < all.length ? String(start + page.size) : undefined;
      return { items, total: all.length, ...(next !== undefined ? { nextCursor: next } : {}) };
    },
  } as unknown as QueryRepository;
  const sleeps: number[] = [];
  const service = createQueryService({
    queries: repo,
    currentPlan: async () => ({ packageType: 0 }),
    enqueue: async () => {},
    clock: { nowMs: () => now, nowSeconds: () => Math.floor(now / 1000) },
    entropy: { id: () => 'q_unit_test_1' } as never,
    log: { info() {}, warn() {}, error() {}, debug() {} } as never,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  });
  return { service, byHash, sleeps, reads: () => reads };
}

describe('status that waits for the change', () => {
  it('answers as soon as the query completes', async () => {
    // Prepare: the query completes after the third read
    const query = pendingQuery(USER);
    const { service, byHash, sleeps } = setup([query]);
    let polls = 0;
    const get = byHash.get.bind(byHash);
    byHash.get = (hash) => (++polls >= 3 ? { ...get(hash)!, status: QUERY_STATUS.completed } : get(hash));
    // Act
    const status = await service.status(USER, query.hash, 3000);
    // Assess
    expect(status.status).toBe(QUERY_STATUS.completed);
    expect(sleeps).toEqual([STATUS_WAIT_QUICK_STEP_MS, STATUS_WAIT_QUICK_STEP_MS]);
  });

  it('reads often in the first second, when short analyses complete, then 10 times a second', async () => {
    const query = pendingQuery(USER);
    const { service, sleeps, reads } = setup([query]);
    await service.status(USER, query.hash, 3000);
    // The first read, 40 in the first second, 20 in the next two.
    expect(reads()).toBe(61);
    const quick = STATUS_WAIT_QUICK_MS / STATUS_WAIT_QUICK_STEP_MS;
    expect(sleeps.slice(0, quick)).toEqual(Array(quick).fill(STATUS_WAIT_QUICK_STEP_MS));
    expect(sleeps.slice(quick)).toEqual(
      Array((3000 - STATUS_WAIT_QUICK_MS) / STATUS_WAIT_STEP_MS).fill(STATUS_WAIT_STEP_MS),
    );
  });

  it('gives up at the bound with the status it has', async () => {
    const query = pendingQuery(USER);
    const { service, sleeps } = setup([query]);
    const status = await service.status(USER, query.hash, 1000);
    expect(status.status).toBe(QUERY_STATUS.pending);
    expect(sleeps.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it('does not wait without wait_ms, nor for a finished query', async () => {
    const open = pendingQuery(USER);
    const done = pendingQuery(USER, { status: QUERY_STATUS.failed, statusText: 'failed' });
    const { service, sleeps, reads } = setup([open, done]);
    await service.status(USER, open.hash);
    await service.status(USER, done.hash, 3000);
    expect(sleeps).toEqual([]);
    expect(reads()).toBe(2);
  });

  it('answers 404 for another user’s query, even while waiting', async () => {
    const query = pendingQuery('someone-else');
    const { service } = setup([query]);
    await expect(service.status(USER, query.hash, 3000)).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('result that waits for the query', () => {
  it('answers the report once the query completes', async () => {
    const query = pendingQuery(USER);
    const report = { query_hash: query.hash };
    const { service, byHash, sleeps } = setup([query], new Map([[query.hash, report]]));
    let polls = 0;
    const get = byHash.get.bind(byHash);
    byHash.get = (hash) => (++polls >= 4 ? { ...get(hash)!, status: QUERY_STATUS.completed } : get(hash));
    expect(await service.result(USER, query.hash, 1000)).toBe(report);
    expect(sleeps).toHaveLength(3);
  });

  it('answers result_not_ready for a query that fails or is still running at the bound', async () => {
    const running = pendingQuery(USER);
    const failed = pendingQuery(USER, { status: QUERY_STATUS.failed, statusText: 'failed' });
    const { service, sleeps } = setup([running, failed]);
    await expect(service.result(USER, failed.hash, 3000)).rejects.toMatchObject({ code: 'result_not_ready' });
    expect(sleeps).toEqual([]);
    await expect(service.result(USER, running.hash, 500)).rejects.toMatchObject({ code: 'result_not_ready' });
    expect(sleeps.reduce((a, b) => a + b, 0)).toBe(500);
  });
});

describe('recent report of an address', () => {
  const completed = (createdAt: number, overrides: Partial<QueryRecord> = {}) =>
    pendingQuery(USER, {
      address: ADDRESS,
      createdAt,
      updatedAt: createdAt + 400,
      status: QUERY_STATUS.completed,
      statusText: 'completed',
      riskLevel: 4,
      costQuota: 33,
      transfersAnalysed: 32_500,
      ...overrides,
    });

  it('finds the newest completed report of the chain and token, with its verdict and the estimate', async () => {
    // Prepare: newest first: a pending one, one on another chain, then the one we want
    const wanted = completed(3_000);
    const records = [
      pendingQuery(USER, { address: ADDRESS, createdAt: 5_000 }),
      completed(4_000, { chain: 'ethereum' }),
      wanted,
      completed(1_000),
    ];
    const { service } = setup(records, new Map([[wanted.hash, { assessment: { verdict: 'reject' } }]]));
    // Act
    const answer = await service.recent(USER, { chain: 'tron', token: 'usdt', address: ADDRESS });
    // Assess
    expect(answer).toEqual({
      recent: {
        query_hash: wanted.hash,
        created_at: '1970-01-01T00:00:03Z',
        completed_at: '1970-01-01T00:00:03.400Z',
        risk_level: 4,
        verdict: 'reject',
        transfers_analysed: 32_500,
        cost_quota: 33,
        start_time: null,
        end_time: null,
        limit: null,
      },
      estimated_credits: 33,
    });
  });

  it('looks beyond the first page, and answers null when there is none', async () => {
    const old = completed(1);
    const newer = Array.from({ length: 30 }, (_, i) =>
      pendingQuery(USER, { address: ADDRESS, createdAt: 100 + i }),
    );
    const { service } = setup([...newer, old]);
    expect(
      (await service.recent(USER, { chain: 'tron', token: 'usdt', address: ADDRESS })).recent?.query_hash,
    ).toBe(old.hash);
    const { service: empty } = setup([]);
    expect(await empty.recent(USER, { chain: 'tron', token: 'usdt', address: ADDRESS })).toEqual({
      recent: null,
      estimated_credits: null,
    });
  });
});

describe('history search', () => {
  const recording = () => {
    const calls: { kind: string; address?: string }[] = [];
    const repo = {
      async list(_u: string, page: { address?: string }) {
        calls.push({ kind: 'exact', ...(page.address !== undefined ? { address: page.address } : {}) });
        return { items: [], total: 0 };
      },
      async listByAddressPrefix(_u: string, prefix: string) {
        calls.push({ kind: 'prefix', address: prefix });
        return { items: [], total: 0 };
      },
    } as unknown as QueryRepository;
    const service = createQueryService({
      queries: repo,
      currentPlan: async () => ({ packageType: 0 }),
      enqueue: async () => {},
      clock: { nowMs: () => 0, nowSeconds: () => 0 },
      entropy: {} as never,
      log: {} as never,
    });
    return { service, calls };
  };

  it.each([
    [undefined, { kind: 'exact' }],
    [ADDRESS, { kind: 'exact', address: ADDRESS }],
    [
      '0x742D35CC6634C0532925A3B844BC454E4438F44E',
      { kind: 'exact', address: '0x742d35cc6634c0532925a3b844bc454e4438f44e' },
    ],
    ['TAYhj', { kind: 'prefix', address: 'TAYhj' }],
    ['0X742D', { kind: 'prefix', address: '0x742d' }],
  ])('searches %s as %o', async (address, call) => {
    const { service, calls } = recording();
    await service.histories(USER, { limit: 10, offset: 1, ...(address !== undefined ? { address } : {}) });
    expect(calls).toEqual([call]);
  });
});
