import {
  type QueryEstimate,
  type QueryResult,
  queryEstimateSchema,
  queryResultSchema,
} from '../../../shared/contract/queries.schema';
import { SHOWCASE_ADDRESSES } from '../../adapters/chain/simulated/showcase-addresses';
import { localStack } from '../../testing/local-stack';

/**
 * A price before a charge, through the whole local stack: a user with few credits sees what an
 * address would cost, is asked (409 confirm_cost, nothing charged) instead of having a large
 * analysis silently cut short, and with max_credits is charged at most what was confirmed.
 */
const { api, users } = localStack();
const showcase = (key: (typeof SHOWCASE_ADDRESSES)[number]['key']) =>
  SHOWCASE_ADDRESSES.find((s) => s.key === key)!;
const processor = showcase('payment-processor');
const clean = showcase('clean');
let token = '';

beforeAll(async () => {
  // A Basic plan left with 5 credits: enough for small addresses, not for the payment processor.
  token = (await users.userOnPlan('basic', 5, 'estimate')).access_token;
});

const balance = async (): Promise<number> =>
  (await api.call<{ query_quota: number }>('GET', '/api/user-package', { token })).body.query_quota;

async function estimate(query: Record<string, string>): Promise<QueryEstimate> {
  const answer = await api.call('GET', `/api/v1/query/estimate?${new URLSearchParams(query)}`, { token });
  expect(answer.status).toBe(200);
  return queryEstimateSchema.parse(answer.body);
}

async function report(hash: string): Promise<QueryResult> {
  for (let i = 0; i < 600; i++) {
    const status = await api.call('GET', `/api/v1/query/${hash}/status?wait_ms=1000`, { token });
    if (status.body.status === 3) throw new Error(`failed: ${String(status.body.status_text)}`);
    if (status.body.status === 2) break;
  }
  const result = await api.call('GET', `/api/v1/query/${hash}/result`, { token });
  expect(result.status).toBe(200);
  return queryResultSchema.parse(result.body);
}

describe('a price before a charge (local stack)', () => {
  it('keeps a create that the balance covers working as before', async () => {
    const small = await estimate({ chain: clean.chain, address: clean.address });
    expect(small).toMatchObject({ basis: 'chain_source', credits: { max: 1 }, balance: 5, covered: true });

    const created = await api.call<{ query_hash: string }>('POST', '/api/v1/query/create', {
      token,
      body: { chain: clean.chain, address: clean.address },
    });

    expect(created.status).toBe(200);
    expect((await report(created.body.query_hash)).coverage.credits_charged).toBe(1);
    expect(await balance()).toBe(4);
  });

  it('answers 409 confirm_cost for a large address and charges nothing; with max_credits charges at most that', async () => {
    // The estimate: the simulated ledger counts the processor's year
    const big = await estimate({ chain: processor.chain, address: processor.address });
    expect(big).toMatchObject({
      basis: 'chain_source',
      transfers: { exact: true },
      balance: 4,
      covered: false,
      affordable_limit: 4000,
    });
    expect(big.transfers.max).toBeGreaterThan(100_000);
    const historyBefore = await api.call('GET', '/api/v1/query/histories', { token });

    // Act: a create without limit or max_credits
    const refused = await api.call('POST', '/api/v1/query/create', {
      token,
      body: { chain: processor.chain, address: processor.address },
    });

    // Assess: asked, with the estimate; no query, no credit moved
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: { code: 'confirm_cost', data: { estimate: { covered: false, affordable_limit: 4000 } } },
    });
    expect(await balance()).toBe(4);
    const historyAfter = await api.call('GET', '/api/v1/query/histories', { token });
    expect(historyAfter.body.total_count).toBe(historyBefore.body.total_count);

    // Act: the same request with the maximum confirmed
    const created = await api.call<{ query_hash: string }>('POST', '/api/v1/query/create', {
      token,
      body: { chain: processor.chain, address: processor.address, max_credits: 3 },
    });

    // Assess: the newest 3,000 transfers, 3 credits, flagged as cut short by them
    expect(created.status).toBe(200);
    const analysed = await report(created.body.query_hash);
    expect(analysed.coverage).toMatchObject({
      transfers_analysed: 3000,
      credits_charged: 3,
      truncated: true,
    });
    expect(await balance()).toBe(1);

    // That report now prices a request within what it saw
    expect(
      await estimate({ chain: processor.chain, address: processor.address, limit: '2000' }),
    ).toMatchObject({
      basis: 'earlier_report',
      transfers: { max: 2000 },
      credits: { max: 2 },
      earlier_report: { query_hash: created.body.query_hash, transfers_analysed: 3000 },
      covered: false,
    });
  });
});
