import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { checkCreditBooks } from '../../../scripts/admin/credit-books';
import { QUERY_STATUS } from '../../../shared/rules/query-rules';
import { planKey } from '../../adapters/dynamodb/entities/plan';
import { createAwsClients } from '../../platform/aws-clients';
import { apiKeyUsers } from '../../testing/api-key-users';
import { localStack } from '../../testing/local-stack';
import { randomEvm, SANCTIONED_ETH, waitForAlerts } from '../../testing/monitoring-helpers';

/**
 * The credit rules end to end on the local stack, tried as an attacker and as a careful customer
 * would: a retried create is charged once, a key never buys other work, parallel removes give
 * the free allowance back once, and the statement and the usage statistics add up to exactly
 * what the balance lost.
 */
const { config, api, injectTransfer: inject_ } = localStack();
const users = apiKeyUsers(api, config);
const { ddb } = createAwsClients(config);
/** Every account this file made: `credits:check` reads their books at the end. */
const made = new Set<string>();

const TRON = 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM';

async function balanceOf(token: string): Promise<number> {
  const plan = await api.call<{ query_quota: number }>('GET', '/api/user-package', { token });
  return plan.body.query_quota;
}

async function settled(token: string, hash: string) {
  for (let i = 0; i < 40; i++) {
    const status = await api.call<{ status: number }>('GET', `/api/v1/query/${hash}/status?wait_ms=3000`, {
      token,
    });
    if (status.body.status >= QUERY_STATUS.completed) return status.body.status;
  }
  throw new Error(`query ${hash} did not settle`);
}

describe('credits that cannot be taken twice or for free', () => {
  it('charges a create retried with one Idempotency-Key once, and refuses the key for another address', async () => {
    const user = await users.userOnPlan('advanced', 10);
    made.add(user.userId);
    const token = user.access_token;
    const body = { chain: 'tron', token: 'usdt', address: TRON, limit: 500 };
    const headers = { 'Idempotency-Key': 'create-retry-0001' };

    const [first, ...retries] = await Promise.all(
      Array.from({ length: 4 }, () =>
        api.call<{ query_hash: string }>('POST', '/api/v1/query/create', { token, body, headers }),
      ),
    );
    expect(retries.map((r) => r.body.query_hash)).toEqual(retries.map(() => first!.body.query_hash));
    await settled(token, first!.body.query_hash);
    expect(await balanceOf(token)).toBe(9);

    const other = await api.call('POST', '/api/v1/query/create', {
      token,
      body: { ...body, address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' },
      headers,
    });
    expect(other).toMatchObject({ status: 422, body: { error: { code: 'idempotency_key_reused' } } });
    const malformed = await api.call('POST', '/api/v1/query/create', {
      token,
      body,
      headers: { 'Idempotency-Key': 'no spaces allowed' },
    });
    expect(malformed).toMatchObject({ status: 400, body: { error: { field: 'Idempotency-Key' } } });
    expect(await balanceOf(token)).toBe(9);
  });

  it('removes an address once under 30 parallel removes, keeping the free allowance intact', async () => {
    // Normal: one free address, 1 credit (a paid address would need 20).
    const user = await api.newUser('parallel-remove');
    made.add(user.userId);
    const token = user.access_token;
    const address = randomEvm();
    const key = { address, chain: 'ethereum', token: 'usdt' };
    expect((await api.call('POST', '/api/v1/monitor/address/add', { token, body: key })).body).toMatchObject({
      credits_charged: 0,
    });

    const removes = await Promise.all(
      Array.from({ length: 30 }, () =>
        api.call('POST', '/api/v1/monitor/address/remove', { token, body: key }),
      ),
    );

    expect(removes.filter((r) => r.status === 200)).toHaveLength(1);
    expect(removes.filter((r) => r.status === 404)).toHaveLength(29);
    // The allowance is one address again, not 30: a first is free, a second refused.
    const again = await api.call('POST', '/api/v1/monitor/address/add', {
      token,
      body: { ...key, address: randomEvm() },
    });
    expect(again.body).toMatchObject({ credits_charged: 0 });
    const beyond = await api.call('POST', '/api/v1/monitor/address/add', {
      token,
      body: { ...key, address: randomEvm() },
    });
    expect(beyond).toMatchObject({ status: 403, body: { error: { code: 'monitor_insufficient_credits' } } });
  });

  it('lists every move in the statement and meters it in the usage statistics, both adding up to the balance', async () => {
    const user = await users.userOnPlan('advanced', 200);
    made.add(user.userId);
    const token = user.access_token;
    const start = await balanceOf(token);
    const since = Date.now() - 60_000;

    // An analysis (held, then settled), a screening, a monitored address beyond the plan's 10
    // free ones, and one alert pushed.
    const created = await api.call<{ query_hash: string }>('POST', '/api/v1/query/create', {
      token,
      body: { chain: 'tron', token: 'usdt', address: TRON, limit: 1500 },
    });
    await settled(token, created.body.query_hash);
    await api.call('POST', '/api/v1/screen', {
      token,
      body: { addresses: [{ chain: 'ethereum', address: randomEvm() }] },
    });
    for (let n = 0; n < 10; n++)
      await api.call('POST', '/api/v1/monitor/address/add', {
        token,
        body: { address: randomEvm(), chain: 'bsc' },
      });
    const watched = randomEvm();
    const paid = await api.call('POST', '/api/v1/monitor/address/add', {
      token,
      body: {
        address: watched,
        chain: 'ethereum',
        config: {
          detection: { known_risk: true },
          notification: {
            email: { enabled: true, recipients: [user.email] },
            webhook: { enabled: false, urls: [] },
          },
        },
      },
    });
    expect(paid.body).toMatchObject({ credits_charged: 20 });
    await inject_({ chain: 'ethereum', from: SANCTIONED_ETH, to: watched, amount: '25' });
    await waitForAlerts(api, token, (alerts) => alerts.some((a) => a.credits_charged === 3));

    const end = await balanceOf(token);
    expect(end).toBeLessThan(start);
    const statement = await api.call<{ entries: { delta: number; balance_after: number; reason: string }[] }>(
      'GET',
      '/api/v1/credits/ledger?limit=100',
      { token },
    );
    const sincePlan = statement.body.entries.slice(
      0,
      statement.body.entries.findIndex((e) => e.reason === 'admin'),
    );
    expect(sincePlan.reduce((sum, e) => sum + e.delta, 0)).toBe(end - start);
    expect(statement.body.entries[0]!.balance_after).toBe(end);
    expect(new Set(sincePlan.map((e) => e.reason))).toEqual(
      new Set(['query_hold', 'query_settle', 'screening', 'monitor_add', 'alert_push']),
    );

    const stats = await api.call<{ summary: { total_cost: string } }>(
      'GET',
      `/api/v1/api-usage/stats?start_date=${since}&end_date=${Date.now() + 60_000}`,
      { token },
    );
    expect(Number(stats.body.summary.total_cost)).toBe(start - end);
  });

  it('finds every account made here in order with credits:check, and names one whose balance was tampered with', async () => {
    expect(await checkCreditBooks(ddb, config.TABLE_NAME, made)).toMatchObject({ discrepancies: [] });

    const [victim] = made;
    await ddb.send(
      new UpdateCommand({
        TableName: config.TABLE_NAME,
        Key: planKey(victim!),
        UpdateExpression: 'SET query_quota = query_quota + :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    const { discrepancies } = await checkCreditBooks(ddb, config.TABLE_NAME, made);
    expect(discrepancies).toEqual([
      { userId: victim, problem: expect.stringMatching(/^balance \d+, but the entries add up to \d+$/) },
    ]);
  });
});
