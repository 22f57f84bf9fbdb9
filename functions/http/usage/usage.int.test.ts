import { USAGE_CSV_COLUMNS, type UsageStatsResponse } from '../../../shared/contract/usage.schema';
import { parseConfig } from '../../platform/config';
import { apiKeyUsers } from '../../testing/api-key-users';
import { localStack } from '../../testing/local-stack';
import { publicApi } from '../../testing/public-api';

/**
 * Metering and usage statistics end to end: every call made with a key is counted by
 * user, key, chain and hour, and GET /v1/api-usage/stats adds up to exactly the calls made.
 */
const { env, urls, api } = localStack();
const v1 = publicApi(urls.gateway);
const users = apiKeyUsers(api, parseConfig(env));
const tronAddress = 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM';
const ethAddress = '0x742d35cc6634c0532925a3b844bc454e4438f44e';

const today = () => {
  const start = Math.floor(Date.now() / 86_400_000) * 86_400_000;
  return `start_date=${start}&end_date=${start + 86_399_999}`;
};

describe('usage statistics', () => {
  it('add up to the calls made, per chain and key, for the caller only', async () => {
    const user = await users.userOnPlan('professional');
    const key = await users.createKey(user.access_token);
    const other = await users.createKey(user.access_token);

    const creates = [
      ['tron', tronAddress],
      ['tron', tronAddress],
      ['ethereum', ethAddress],
    ];
    for (const [chain, address] of creates) {
      const created = await v1('POST', '/v1/query/create', {
        key: key.key,
        body: { chain, address, limit: 500 },
      });
      expect(created.status).toBe(200);
    }
    for (let i = 0; i < 3; i++)
      expect((await v1('GET', '/v1/query/histories', { key: key.key })).status).toBe(200);
    const missing = await v1('GET', '/v1/query/status?query_hash=0123456789abcdef0123', { key: key.key });
    expect(missing.status).toBe(404);
    expect((await v1('GET', '/v1/query/histories', { key: other.key })).status).toBe(200);

    const stats = await api.call<UsageStatsResponse>('GET', `/api/v1/api-usage/stats?${today()}`, {
      token: user.access_token,
    });
    expect(stats.status).toBe(200);
    expect(stats.body.summary).toEqual({
      total_calls: '8',
      success_calls: '7',
      failed_calls: '1',
      total_cost: '3',
      avg_query_time_ms: expect.stringMatching(/^\d+(\.\d+)?$/),
      success_rate: '0.875',
    });
    const byChain = Object.fromEntries(stats.body.chains.map((c) => [c.chain, c]));
    expect(Object.keys(byChain).sort()).toEqual(['eth', 'tron']);
    expect(byChain.tron!.summary).toMatchObject({ total_calls: '2', total_cost: '2', success_rate: '1' });
    // One point per hour with calls (two if the calls straddled an hour).
    const tronPoints = byChain.tron!.timeline;
    expect(tronPoints.reduce((n, p) => n + p.success_count, 0)).toBe(2);
    expect(tronPoints.reduce((n, p) => n + p.cost + p.failed_count, 0)).toBe(2);
    expect(byChain.eth!.summary).toMatchObject({ total_calls: '1', total_cost: '1' });
    // Histories and status polls name no chain: they are counted apart, so the parts make the whole.
    expect(stats.body.no_chain?.summary).toMatchObject({ total_calls: '5', failed_calls: '1' });
    expect(stats.body.time_range.granularity).toBe('hour');
    expect(stats.body.keys).toEqual([
      expect.objectContaining({ api_key_id: key.id, total_calls: '7' }),
      expect.objectContaining({ api_key_id: other.id, total_calls: '1' }),
    ]);
    expect(stats.body.keys[0]!.p95_query_time_ms).toBeGreaterThanOrEqual(
      stats.body.keys[0]!.p50_query_time_ms,
    );

    // Filters: one key, one chain.
    const oneKey = await api.call<UsageStatsResponse>(
      'GET',
      `/api/v1/api-usage/stats?${today()}&api_key_id=${other.id}`,
      {
        token: user.access_token,
      },
    );
    expect(oneKey.body.summary.total_calls).toBe('1');
    const tronOnly = await api.call<UsageStatsResponse>(
      'GET',
      `/api/v1/api-usage/stats?${today()}&chains=tron`,
      {
        token: user.access_token,
      },
    );
    expect(tronOnly.body.summary).toMatchObject({ total_calls: '2', total_cost: '2' });
    expect(tronOnly.body.chains.map((c) => c.chain)).toEqual(['tron']);

    // The same figures with a read key on the public API, and as CSV.
    const viaKey = await v1<UsageStatsResponse>('GET', `/v1/api-usage/stats?${today()}`, { key: key.key });
    expect(viaKey.body.summary.total_calls).toBe('8');
    const csv = await v1('GET', `/v1/api-usage/stats/export?${today()}&granularity=day`, { key: key.key });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toBe(USAGE_CSV_COLUMNS.join(','));
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 6).join(','))).toEqual([
      'eth,1,1,0,1',
      // The five above and the stats call just made with the key.
      'none,6,5,1,0',
      'tron,2,2,0,2',
    ]);

    // Another user sees none of it.
    const stranger = await users.userOnPlan('advanced');
    const theirs = await api.call<UsageStatsResponse>('GET', `/api/v1/api-usage/stats?${today()}`, {
      token: stranger.access_token,
    });
    expect(theirs.body).toMatchObject({
      summary: { total_calls: '0', success_rate: '0' },
      chains: [],
      keys: [],
    });
  });

  it('needs the advanced plan or above', async () => {
    const user = await users.userOnPlan('basic');
    const answer = await api.call('GET', `/api/v1/api-usage/stats?${today()}`, { token: user.access_token });
    expect(answer).toMatchObject({ status: 403, body: { error: { code: 'api_key_plan_required' } } });
  });
});
