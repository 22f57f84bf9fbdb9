import { exampleQueryResult } from '../../../shared/contract/examples';
import type { EstimateBasis, QueryEstimate } from '../../../shared/contract/queries.schema';
import { creditsFor } from '../../../shared/rules/billing-rules';
import { QUERY_STATUS } from '../../../shared/rules/query-rules';
import { thresholdsWith } from '../../../shared/rules/risk-policy';
import { createInMemoryLedger } from '../../testing/in-memory-ledger';
import { pendingQuery } from '../../testing/query-records';
import { queryServiceWith } from '../../testing/query-service';
import { createClientIdempotency } from '../credits/client-idempotency';
import { defaultPolicy } from '../report/report-assessment';
import type { QueryRecord, QueryRepository } from './query.ports';
import type { QueryServiceDeps } from './query.service';
import { STATUS_WAIT_QUICK_MS, STATUS_WAIT_QUICK_STEP_MS, STATUS_WAIT_STEP_MS } from './query.service';

/**
 * The status call that waits for the change and the recent report of an address,
 * over an in-memory repository and a clock the test moves.
 */
const USER = 'u1';
const ADDRESS = 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM';

function setup(
  records: QueryRecord[],
  results = new Map<string, unknown>(),
  policyOf?: QueryServiceDeps['policyOf'],
) {
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
  const service = queryServiceWith({
    queries: repo,
    clock: { nowMs: () => now, nowSeconds: () => Math.floor(now / 1000) },
    entropy: { id: () => 'q_unit_test_1' } as never,
    ...(policyOf ? { policyOf } : {}),
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
    const report = { ...exampleQueryResult, query_hash: query.hash };
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

  it('answers result_stale (404), not a 500, for a stored report the current schema refuses', async () => {
    const query = pendingQuery(USER, { status: QUERY_STATUS.completed });
    const stale = {
      ...exampleQueryResult,
      query_hash: query.hash,
      risk_level: 'high',
      assessment: undefined,
    };
    const { service } = setup([query], new Map([[query.hash, stale]]));
    await expect(service.result(USER, query.hash)).rejects.toMatchObject({
      code: 'result_stale',
      status: 404,
    });
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
    const { service } = setup(records, new Map([[wanted.hash, exampleQueryResult]]));
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
        policy: { id: 'default', version: 1 },
        transfers_analysed: 32_500,
        cost_quota: 33,
        start_time: null,
        end_time: null,
        limit: null,
      },
      estimated_credits: 33,
    });
  });

  it('offers no report whose stored form fails the current schema, as the result route refuses it', async () => {
    // Prepare: the latest report was stored by an older schema (an object verdict, no other fields).
    const stale = completed(3_000);
    const { service } = setup(
      [stale],
      new Map([[stale.hash, { risk_level: 4, assessment: { verdict: { level: 'reject' } } }]]),
    );
    // Act
    const answer = await service.recent(USER, { chain: 'tron', token: 'usdt', address: ADDRESS });
    // Assess
    expect(answer).toEqual({ recent: null, estimated_credits: null });
    await expect(service.result(USER, stale.hash)).rejects.toMatchObject({ code: 'result_stale' });
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

describe('a stored report read after its owner’s policy changed', () => {
  const completedQuery = (): QueryRecord => ({
    ...pendingQuery(USER, { address: ADDRESS, createdAt: 1_000 }),
    status: QUERY_STATUS.completed,
    statusText: 'completed',
    riskLevel: 4,
    costQuota: 1,
    transfersAnalysed: 800,
  });
  // Only direct sanctioned exposure asks for review; nothing rejects.
  const lenient = {
    ref: { id: 'custom', version: 2 },
    thresholds: thresholdsWith({
      direct: { sanction: { review_at_percent: 0, reject_at_percent: null } },
      indirect: { sanction: { review_at_percent: null, reject_at_percent: null } },
      lookalike_paid: 'accept',
    }),
  };

  it('answers the verdict under the current policy, names it, keeps the original, and charges nothing', async () => {
    // Prepare: the example report was made under the default policy (reject); the credits port
    // is absent, so any charge would throw.
    const query = completedQuery();
    const stored = structuredClone(exampleQueryResult);
    const { service } = setup([query], new Map([[query.hash, stored]]), async () => lenient);
    // Act
    const report = (await service.result(USER, query.hash)) as typeof exampleQueryResult;
    const recent = await service.recent(USER, { chain: 'tron', token: 'usdt', address: ADDRESS });
    // Assess
    expect(report.assessment).toEqual({
      verdict: 'review',
      policy: { id: 'custom', version: 2 },
      deciding_findings: [
        {
          rule: 'direct.sanction',
          verdict: 'review',
          share_percent: 0.66,
          threshold_percent: 0,
          amount: '17000',
          reason_indexes: [0],
        },
        {
          rule: 'direct.medium',
          verdict: 'review',
          share_percent: 1.21,
          threshold_percent: 1,
          amount: '31210.75',
          reason_indexes: [1],
        },
      ],
      measures: exampleQueryResult.assessment!.measures,
      original: { verdict: 'reject', policy: { id: 'default', version: 1 } },
    });
    expect(recent.recent).toMatchObject({ verdict: 'review', policy: { id: 'custom', version: 2 } });
    // The stored report is as it was made.
    expect(stored).toEqual(exampleQueryResult);
  });

  it('answers a report as made when the policy is the one it was made with', async () => {
    const query = completedQuery();
    const { service } = setup(
      [query],
      new Map([[query.hash, exampleQueryResult]]),
      async () => defaultPolicy,
    );
    expect(await service.result(USER, query.hash)).toEqual(exampleQueryResult);
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
    const service = queryServiceWith({ queries: repo });
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

describe('create: a price before a charge', () => {
  const PROCESSOR = 'TNc3oSA4dguMCxknygZHQ19WyYm5JVqvaj';

  /** An estimate as the estimate service answers it; the rule reads basis and covered. */
  const estimateOf = (basis: EstimateBasis, transfers: number, balance: number): QueryEstimate => ({
    chain: 'tron',
    token: 'usdt',
    address: PROCESSOR,
    basis,
    transfers: { min: basis === 'range' ? 0 : transfers, max: transfers, exact: basis === 'chain_source' },
    credits: { min: 1, max: creditsFor(transfers) },
    earlier_report: null,
    balance,
    covered: balance >= creditsFor(transfers),
    affordable_limit: balance > 0 ? Math.min(balance * 1000, 100_000) : null,
  });

  function creating(options: { balance: number; estimate?: (balance: number) => QueryEstimate }) {
    const opened: QueryRecord[] = [];
    const asked: { request: unknown; balance: number | undefined }[] = [];
    const enqueued: string[] = [];
    const memory = createInMemoryLedger();
    const service = queryServiceWith({
      credits: {
        async open(query, _cap, also) {
          opened.push(query);
          // The remembered Idempotency-Key rides in the same commit.
          if (also?.length) await memory.ledger.commit(also);
          return 'created';
        },
        fail: async () => true,
      },
      idempotency: createClientIdempotency({
        ledger: memory.ledger,
        entropy: { sha256Hex: (text: string) => `sha:${text}` },
      }),
      currentPlan: async () => ({ packageType: 1, queryQuota: options.balance }),
      estimates: {
        async estimate(_userId, request, balance) {
          asked.push({ request, balance });
          return (options.estimate ?? ((b) => estimateOf('chain_source', 120_000, b)))(balance ?? -1);
        },
      },
      enqueue: async (message) => {
        enqueued.push(message.query_hash);
      },
      clock: { nowMs: () => 1_800_000_000_000, nowSeconds: () => 1_800_000_000 },
      entropy: { id: () => 'q_unit_test_create' } as never,
    });
    return { service, opened, asked, enqueued };
  }

  const request = { chain: 'tron', token: 'usdt', address: PROCESSOR } as const;

  it('answers 409 confirm_cost with the estimate, and holds nothing, when the balance pays for part', async () => {
    // Prepare: 5 credits, an address the source counts at 120,000 transfers (120 credits)
    const { service, opened, asked, enqueued } = creating({ balance: 5 });

    // Act
    const refusal = await service.create(USER, request).catch((error: unknown) => error);

    // Assess
    expect(refusal).toMatchObject({
      code: 'confirm_cost',
      status: 409,
      options: { data: { estimate: { covered: false, credits: { max: 120 }, affordable_limit: 5000 } } },
    });
    expect(asked).toEqual([{ request: expect.objectContaining({ address: PROCESSOR }), balance: 5 }]);
    expect(opened).toEqual([]);
    expect(enqueued).toEqual([]);
  });

  it('starts it with a limit, with max_credits, or when the balance covers the address', async () => {
    const short = creating({ balance: 5 });
    await short.service.create(USER, { ...request, limit: 5000 });
    await short.service.create(USER, { ...request, max_credits: 5 });
    const rich = creating({ balance: 500 });
    await rich.service.create(USER, request);

    expect(short.opened.map((q) => [q.limit, q.maxCredits])).toEqual([
      [5000, undefined],
      [undefined, 5],
    ]);
    // With a limit or max_credits the client has chosen: no estimate is needed.
    expect(short.asked).toEqual([]);
    expect(rich.asked).toHaveLength(1);
    expect(rich.opened).toHaveLength(1);
  });

  it('starts it when nothing is known about the address, or the balance pays for any analysis', async () => {
    const unknown = creating({ balance: 5, estimate: (b) => estimateOf('range', 100_000, b) });
    const plenty = creating({ balance: 1000 });

    await unknown.service.create(USER, request);
    await plenty.service.create(USER, request);

    expect(unknown.opened).toHaveLength(1);
    // 1,000 credits pay for the most one analysis fetches (1,000,000 transfers): nothing to look up.
    expect(plenty.asked).toEqual([]);
    expect(plenty.opened).toHaveLength(1);
  });

  it('leaves an empty balance to the hold’s 403, and a monitor’s query_once to analyse what it pays', async () => {
    const empty = creating({ balance: 0 });
    const monitor = creating({ balance: 5 });

    await empty.service.create(USER, request);
    await monitor.service.create(USER, request, 0, undefined, 'analyse_what_it_pays');

    expect(empty.asked).toEqual([]);
    expect(monitor.asked).toEqual([]);
    expect(monitor.opened).toHaveLength(1);
  });

  it('binds an Idempotency-Key to max_credits too', async () => {
    // Prepare: a first call with a key
    const { service, opened } = creating({ balance: 500 });
    const first = await service.create(USER, { ...request, max_credits: 5 }, 0, 'k1');

    // Act: the same request again, then another maximum under the same key
    const again = await service.create(USER, { ...request, max_credits: 5 }, 0, 'k1');
    const other = await service
      .create(USER, { ...request, max_credits: 6 }, 0, 'k1')
      .catch((error: unknown) => error);

    // Assess
    expect(again).toEqual(first);
    expect(other).toMatchObject({ code: 'idempotency_key_reused' });
    expect(opened).toHaveLength(1);
  });
});
