import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createGateway } from '../../../scripts/local/gateway';
import { createApiKeyLimiter } from '../../../scripts/local/routing/api-key-limits';
import { apiKeyKey } from '../../adapters/dynamodb/entities/api-key';
import { newApiKeyToken } from '../../domain/api-keys/api-key-token';
import { createAwsClients } from '../../platform/aws-clients';
import { parseConfig } from '../../platform/config';
import { createContainer } from '../../platform/container';
import { createLogger } from '../../platform/logger';
import { apiKeyUsers } from '../../testing/api-key-users';
import { localStack } from '../../testing/local-stack';
import { publicApi } from '../../testing/public-api';
import { createHttpHandlers } from '../http-handlers';

/**
 * The public API behind its API-key authorizer, end to end on the local gateway: the
 * key in the header or the query, every refusal with its status and code, permissions per route,
 * one user's key against another's queries, and the usage plans' rate and quota.
 */
const { env, urls, api } = localStack();
const v1 = publicApi(urls.gateway);
const config = parseConfig(env);
const { ddb } = createAwsClients(config);
const users = apiKeyUsers(api, config);
const tronAddress = 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM';

const refusal = (status: number, code: string) => ({ status, body: { error: { status, code } } });

describe('public API: the API-key authorizer', () => {
  it('runs queries with the key in the header or the query; history rows carry the key id', async () => {
    const user = await users.userOnPlan('advanced');
    const key = await users.createKey(user.access_token);

    const created = await v1<{ query_hash: string }>('POST', '/v1/query/create', {
      key: key.key,
      body: { chain: 'tron', address: tronAddress, limit: 500 },
    });
    expect(created.status).toBe(200);
    const hash = created.body.query_hash;

    for (const via of ['header', 'query'] as const) {
      const status = await v1('GET', `/v1/query/${hash}/status`, { key: key.key, via });
      expect(status).toMatchObject({ status: 200, body: { query_hash: hash } });
      const byParam = await v1('GET', `/v1/query/status?query_hash=${hash}`, { key: key.key, via });
      expect(byParam.body).toMatchObject({ query_hash: hash });
    }
    const history = await v1<{ query_histories: { query_hash: string; api_key_id: number }[] }>(
      'GET',
      '/v1/query/histories?limit=10&offset=1',
      { key: key.key },
    );
    expect(history.body.query_histories[0]).toMatchObject({ query_hash: hash, api_key_id: key.id });
    // The console's history shows the same row as made with the key (API, not Web).
    const consoleHistory = await api.call<{ query_histories: { api_key_id: number }[] }>(
      'GET',
      '/api/v1/query/histories?limit=10&offset=1',
      { token: user.access_token },
    );
    expect(consoleHistory.body.query_histories[0]!.api_key_id).toBe(key.id);

    // The key's last use is recorded.
    const listed = await api.call<{ api_keys: { last_used_at: string | null }[] }>(
      'GET',
      '/api/v1/api-keys/list',
      {
        token: user.access_token,
      },
    );
    expect(listed.body.api_keys[0]!.last_used_at).not.toBeNull();
  });

  it('answers 401 for a missing, malformed or unknown key', async () => {
    expect(await v1('GET', '/v1/query/histories')).toMatchObject(refusal(401, 'api_key_missing'));
    expect(await v1('GET', '/v1/query/histories', { key: 'not-a-key' })).toMatchObject(
      refusal(401, 'api_key_unknown'),
    );
    const unknown = newApiKeyToken((n) => crypto.getRandomValues(new Uint8Array(n)));
    expect(await v1('GET', '/v1/query/histories', { key: unknown, via: 'query' })).toMatchObject(
      refusal(401, 'api_key_unknown'),
    );
    // A user's bearer token is no key.
    const user = await users.userOnPlan('advanced');
    const bearer = await fetch(`${urls.gateway}/v1/query/histories`, {
      headers: { Authorization: `Bearer ${user.access_token}` },
    });
    expect(bearer.status).toBe(401);
  });

  it('answers 403 for a disabled key, and lets it through once enabled again', async () => {
    const user = await users.userOnPlan('professional');
    const key = await users.createKey(user.access_token);
    await api.call('POST', '/api/v1/api-keys/status/update', {
      token: user.access_token,
      body: { id: key.id, status: 0 },
    });
    expect(await v1('GET', '/v1/query/histories', { key: key.key, language: 'zh-CN' })).toMatchObject({
      ...refusal(403, 'api_key_disabled'),
      body: { error: { message: 'API 密钥已停用，请在控制台启用' } },
    });
    await api.call('POST', '/api/v1/api-keys/status/update', {
      token: user.access_token,
      body: { id: key.id, status: 1 },
    });
    expect((await v1('GET', '/v1/query/histories', { key: key.key })).status).toBe(200);
  });

  it('answers 403 for an expired key', async () => {
    const user = await users.userOnPlan('advanced');
    const key = await users.createKey(user.access_token, { expires_at: Date.now() + 10 * 60_000 });
    expect((await v1('GET', '/v1/query/histories', { key: key.key })).status).toBe(200);
    // Ten minutes later, as far as the key knows.
    await ddb.send(
      new UpdateCommand({
        TableName: config.TABLE_NAME,
        Key: apiKeyKey(user.userId, key.id),
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1 },
      }),
    );
    expect(await v1('GET', '/v1/query/histories', { key: key.key })).toMatchObject(
      refusal(403, 'api_key_expired'),
    );
  });

  it('checks the caller’s IP against the allow-list', async () => {
    const user = await users.userOnPlan('advanced');
    const elsewhere = await users.createKey(user.access_token, {
      allowed_ips: ['203.0.113.7', '198.51.100.0/24'],
    });
    expect(await v1('GET', '/v1/query/histories', { key: elsewhere.key })).toMatchObject(
      refusal(403, 'api_key_ip_not_allowed'),
    );
    const here = await users.createKey(user.access_token, { allowed_ips: ['127.0.0.0/8'] });
    expect((await v1('GET', '/v1/query/histories', { key: here.key })).status).toBe(200);
  });

  it('stops a downgraded account’s keys at once', async () => {
    const user = await users.userOnPlan('advanced');
    const key = await users.createKey(user.access_token);
    expect((await v1('GET', '/v1/query/histories', { key: key.key })).status).toBe(200);
    await users.setPlan(user.userId, 'basic');
    expect(await v1('GET', '/v1/query/histories', { key: key.key })).toMatchObject(
      refusal(403, 'api_key_plan_required'),
    );
  });

  it('enforces permissions per route: read GETs, write POSTs, admin manages keys', async () => {
    const user = await users.userOnPlan('professional');
    const readOnly = await users.createKey(user.access_token, { permissions: ['read'] });
    const writeOnly = await users.createKey(user.access_token, { permissions: ['write'] });
    const admin = await users.createKey(user.access_token, { permissions: ['admin'] });
    const create = { chain: 'tron', address: tronAddress, limit: 500 };

    expect(await v1('POST', '/v1/query/create', { key: readOnly.key, body: create })).toMatchObject(
      refusal(403, 'api_key_permission_denied'),
    );
    expect((await v1('POST', '/v1/query/create', { key: writeOnly.key, body: create })).status).toBe(200);
    expect(await v1('GET', '/v1/query/histories', { key: writeOnly.key })).toMatchObject(
      refusal(403, 'api_key_permission_denied'),
    );
    expect(await v1('GET', '/v1/api-keys/list', { key: readOnly.key })).toMatchObject(
      refusal(403, 'api_key_permission_denied'),
    );
    const listed = await v1<{ api_keys: unknown[] }>('GET', '/v1/api-keys/list', { key: admin.key });
    expect(listed.status).toBe(200);
    expect(listed.body.api_keys).toHaveLength(3);
    expect(await v1('GET', '/v1/query/histories', { key: admin.key })).toMatchObject(
      refusal(403, 'api_key_permission_denied'),
    );
  });

  it('never lets one user’s key read another user’s queries', async () => {
    const owner = await users.userOnPlan('advanced');
    const created = await api.call<{ query_hash: string }>('POST', '/api/v1/query/create', {
      token: owner.access_token,
      body: { chain: 'tron', address: tronAddress, limit: 500 },
    });
    const hash = created.body.query_hash;
    const stranger = await users.userOnPlan('advanced');
    const key = await users.createKey(stranger.access_token);
    expect((await v1('GET', `/v1/query/${hash}/status`, { key: key.key })).status).toBe(404);
    expect((await v1('GET', `/v1/query/result?query_hash=${hash}`, { key: key.key })).status).toBe(404);
    const history = await v1<{ total_count: number }>('GET', '/v1/query/histories', { key: key.key });
    expect(history.body.total_count).toBe(0);
  });

  it('throttles a key to its tier’s burst with 429, Retry-After and rate-limit headers', async () => {
    const user = await users.userOnPlan('advanced'); // 5 a second, bursts of 10
    const key = await users.createKey(user.access_token);
    // 40 at once: the bucket refills 5 a second, so on a busy machine, where the calls reach the
    // limiter over a second or more, a few more than the burst pass; never all 40.
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => v1('GET', '/v1/query/histories', { key: key.key })),
    );
    const ok = answers.filter((a) => a.status === 200);
    const limited = answers.filter((a) => a.status === 429);
    expect(ok.length).toBeGreaterThanOrEqual(10);
    expect(ok.length).toBeLessThan(40);
    expect(limited[0]).toMatchObject(refusal(429, 'rate_limited'));
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(ok[0]!.headers.get('x-ratelimit-limit')).toBe('10000');
    expect(Number(ok[0]!.headers.get('x-ratelimit-remaining'))).toBeLessThan(10000);
  });

  it('caps a key’s calls per day (a gateway with a quota of 3)', async () => {
    const gateway = createGateway({
      handlers: createHttpHandlers(createContainer(config, { log: createLogger('silent') })),
      log: createLogger('silent'),
      webDist: '/nonexistent',
      links: { consoleApi: '/api', publicApi: '/v1', inbox: urls.mailInbox },
      apiKeyLimiter: createApiKeyLimiter({
        advanced: { throttle: { rateLimit: 100, burstLimit: 100 }, requestsPerDay: 3 },
      }),
    });
    const base = `http://127.0.0.1:${await gateway.listen(0)}`;
    try {
      const user = await users.userOnPlan('advanced');
      const key = await users.createKey(user.access_token);
      const call = publicApi(base);
      for (let i = 0; i < 3; i++)
        expect((await call('GET', '/v1/query/histories', { key: key.key })).status).toBe(200);
      const over = await call('GET', '/v1/query/histories', { key: key.key });
      expect(over).toMatchObject(refusal(429, 'quota_exceeded'));
      expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await gateway.close();
    }
  });
});
