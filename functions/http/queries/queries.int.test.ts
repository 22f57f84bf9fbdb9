import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { queryResultSchema } from '../../../shared/contract/queries.schema';
import { createAwsClients } from '../../platform/aws-clients';
import type { ApiAnswer } from '../../testing/local-api';
import { localStack } from '../../testing/local-stack';

/**
 * Risk queries end to end: the console API, the query queue, the starter, the analysis
 * state machine as CDK synthesizes it, the simulated ledger, label screening and the credits,
 * all on the local stack.
 */
const { env, config, api } = localStack();
const clients = createAwsClients(config);
const tronAddress = 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM';

async function waitForFinal(token: string, hash: string): Promise<ApiAnswer> {
  for (let i = 0; i < 200; i++) {
    const answer = await api.call('GET', `/api/v1/query/${hash}/status`, { token });
    if (answer.body.status === 2 || answer.body.status === 3) return answer;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`query ${hash} did not finish`);
}

// Scans the whole table (the seeded labels make up most of it): once before and once after a
// group of requests, not around each.
const itemCount = async () =>
  (await clients.ddb.send(new ScanCommand({ TableName: config.TABLE_NAME, Select: 'COUNT' }))).Count;

describe('risk queries', () => {
  it('create → processing → completed report, charged once, owner only', async () => {
    const user = await api.newUser('query');
    const created = await api.call<{ query_hash: string }>('POST', '/api/v1/query/create', {
      token: user.access_token,
      body: { chain: 'tron', address: tronAddress, limit: 500 },
    });
    expect(created.status).toBe(200);
    const hash = created.body.query_hash;

    const final = await waitForFinal(user.access_token, hash);
    expect(final.body).toMatchObject({ query_hash: hash, status: 2, status_text: 'completed' });

    // Both path forms answer the same.
    const byParam = await api.call('GET', `/api/v1/query/status?query_hash=${hash}`, {
      token: user.access_token,
    });
    expect(byParam.body).toEqual(final.body);
    const result = await api.call('GET', `/api/v1/query/${hash}/result`, { token: user.access_token });
    expect(result.status).toBe(200);
    const report = queryResultSchema.parse(result.body);
    expect(report).toMatchObject({ chain: 'tron', token: 'usdt', address: tronAddress, query_hash: hash });
    expect(report.coverage).toMatchObject({ source: 'simulated', simulated: true, credits_charged: 1 });
    expect(report.coverage.transfers_analysed).toBeLessThanOrEqual(500);
    const resultByParam = await api.call('GET', `/api/v1/query/result?query_hash=${hash}`, {
      token: user.access_token,
    });
    expect(resultByParam.body).toEqual(result.body);

    const plan = await api.call('GET', '/api/user-package', { token: user.access_token });
    expect(plan.body).toMatchObject({ query_quota: 0, used_query_quota: 1 });

    const history = await api.call<{ query_histories: Record<string, unknown>[]; total_count: number }>(
      'GET',
      '/api/v1/query/histories?limit=10&offset=1',
      { token: user.access_token },
    );
    expect(history.body.total_count).toBe(1);
    expect(history.body.query_histories[0]).toMatchObject({
      query_hash: hash,
      address: tronAddress,
      chain: 'tron',
      status: 2,
      cost_quota: 1,
      api_key_id: 0,
      risk_level: report.risk_level,
    });
    // The spec's names of the page parameters are read (page 2 of size 1 is past the one query);
    // a parameter the call does not take is refused, never dropped.
    const secondPage = await api.call('GET', '/api/v1/query/histories?pageSize=1&page=2', {
      token: user.access_token,
    });
    expect(secondPage.body).toMatchObject({ query_histories: [], total_count: 1 });
    const unknown = await api.call('GET', '/api/v1/query/histories?limit=10&startDate=1', {
      token: user.access_token,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: { code: 'unknown_parameter', field: 'startDate' } });

    // A redelivered queue message starts nothing and charges nothing.
    await clients.sqs.send(
      new SendMessageCommand({
        QueueUrl: env.QUERY_QUEUE_URL,
        MessageBody: JSON.stringify({ query_hash: hash }),
      }),
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect((await api.call('GET', '/api/user-package', { token: user.access_token })).body).toMatchObject({
      query_quota: 0,
      used_query_quota: 1,
    });

    // Without a credit left, create is refused clearly.
    const refused = await api.call('POST', '/api/v1/query/create', {
      token: user.access_token,
      body: { chain: 'tron', address: tronAddress },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'insufficient_credits' });

    // Someone else cannot see the query at all.
    const stranger = await api.newUser('stranger');
    for (const path of [
      `/api/v1/query/${hash}/status`,
      `/api/v1/query/${hash}/result`,
      `/api/v1/query/result?query_hash=${hash}`,
    ]) {
      const answer = await api.call('GET', path, { token: stranger.access_token });
      expect(answer.status).toBe(404);
    }
    expect(
      (await api.call('GET', '/api/v1/query/histories', { token: stranger.access_token })).body,
    ).toMatchObject({
      total_count: 0,
      query_histories: [],
    });
  });

  it('answers 404 for an unknown query hash', async () => {
    const user = await api.newUser('unknown');
    const answer = await api.call('GET', '/api/v1/query/nosuchquery123/status', { token: user.access_token });
    expect(answer.status).toBe(404);
  });

  it('needs a session', async () => {
    const answer = await api.call('POST', '/api/v1/query/create', {
      body: { chain: 'tron', address: tronAddress },
    });
    expect(answer.status).toBe(401);
  });
});

describe('query/create rejects bad input with 400 naming the field and writes nothing (spec 01 §5)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no address', { chain: 'tron' }, 'address'],
    ['blank address', { chain: 'tron', address: '   ' }, 'address'],
    ['invalid TRON address', { chain: 'tron', address: 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GB' }, 'address'],
    [
      'EVM address on tron',
      { chain: 'tron', address: '0x28c6c06298d514db089934071355e5743bf21d60' },
      'address',
    ],
    [
      'invalid EVM address',
      { chain: 'ethereum', address: '0x28c6c06298d514db089934071355e5743bf21d6' },
      'address',
    ],
    ['unknown chain', { chain: 'bitcoin', address: tronAddress }, 'chain'],
    ['unknown token', { chain: 'tron', token: 'usdc', address: tronAddress }, 'token'],
    ['limit below 1', { chain: 'tron', address: tronAddress, limit: 0 }, 'limit'],
    ['limit above 100000', { chain: 'tron', address: tronAddress, limit: 100_001 }, 'limit'],
    ['fractional limit', { chain: 'tron', address: tronAddress, limit: 1.5 }, 'limit'],
    [
      'end before start',
      { chain: 'tron', address: tronAddress, start_at: 1_790_000_000, end_at: 1_780_000_000 },
      'end_at',
    ],
  ];
  let token = '';
  let itemsBefore: number | undefined;
  const credits = async () => (await api.call('GET', '/api/user-package', { token })).body;
  beforeAll(async () => {
    token = (await api.newUser('badquery')).access_token;
    itemsBefore = await itemCount();
  });

  it.each(cases)('%s', async (_label, body, field) => {
    const before = await credits();
    const answer = await api.call('POST', '/api/v1/query/create', { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ type: 'VALIDATION', field });
    expect(await credits()).toEqual(before);
  });

  it('wrote no table item for any of those requests', async () => {
    expect(itemsBefore).toBeGreaterThan(0);
    expect(await itemCount()).toBe(itemsBefore);
  });
});
