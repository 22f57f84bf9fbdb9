import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { apiKeyCreationsPerUser } from '../../../shared/rules/api-key-rules';
import { apiKeyHashKey } from '../../adapters/dynamodb/entities/api-key';
import { isWellFormedApiKeyToken } from '../../domain/api-keys/api-key-token';
import { createAwsClients } from '../../platform/aws-clients';
import { apiKeyUsers } from '../../testing/api-key-users';
import { sha256 } from '../../testing/local-api';
import { localStack } from '../../testing/local-stack';

/**
 * API-key management end to end on the console API (spec 01 §3–§7): the plan gate and
 * cap, every rule of the form, the key shown once and stored only as its hash, and the list,
 * update, status, IP and delete routes.
 */
const { config, api } = localStack();
const { ddb } = createAwsClients(config);
const users = apiKeyUsers(api, config);
const DAY = 24 * 60 * 60 * 1000;

type Key = {
  id: number;
  key: string;
  status: number;
  expires_at: number;
  allowed_ips: string[];
  name: string;
};

describe('API keys (console)', () => {
  it('creates a key shown once, stored only as its SHA-256, listed masked', async () => {
    const user = await users.userOnPlan('advanced');
    const expires = Date.now() + 30 * DAY;
    const created = await api.call<{ api_key: Key & Record<string, unknown> }>(
      'POST',
      '/api/v1/api-keys/create',
      {
        token: user.access_token,
        body: {
          name: 'prod-screening_1',
          description: 'backend',
          expires_at: expires,
          allowed_ips: ['203.0.113.7', '198.51.100.0/24'],
          permissions: ['read'],
        },
      },
    );
    expect(created.status).toBe(200);
    const key = created.body.api_key;
    expect(isWellFormedApiKeyToken(key.key)).toBe(true);
    expect(key).toMatchObject({
      status: 1,
      expires_at: expires,
      permissions: ['read'],
      key_prefix: key.key.slice(0, 6),
    });

    // The raw key is nowhere in the table; its hash finds the key.
    const scan = await ddb.send(new ScanCommand({ TableName: config.TABLE_NAME }));
    expect(JSON.stringify(scan.Items)).not.toContain(key.key);
    const lookup = await ddb.send(
      new GetCommand({ TableName: config.TABLE_NAME, Key: apiKeyHashKey(sha256(key.key)) }),
    );
    expect(lookup.Item).toMatchObject({ user_id: user.userId, key_id: key.id });

    const listed = await api.call<{ api_keys: Key[] }>('GET', '/api/v1/api-keys/list', {
      token: user.access_token,
    });
    expect(listed.body.api_keys).toHaveLength(1);
    expect(listed.body.api_keys[0]!.key).toBe(`${key.key.slice(0, 6)}********${key.key.slice(-4)}`);
    expect(JSON.stringify(listed.body)).not.toContain(key.key);
  });

  it('needs the advanced plan or above; advanced holds at most 3 keys', async () => {
    const basic = await users.userOnPlan('basic');
    const refused = await api.call('POST', '/api/v1/api-keys/create', {
      token: basic.access_token,
      body: { name: 'k' },
    });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'api_key_plan_required' } } });

    const advanced = await users.userOnPlan('advanced');
    const made = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        api.call('POST', '/api/v1/api-keys/create', {
          token: advanced.access_token,
          body: { name: `k${i}` },
        }),
      ),
    );
    // Four creates at once: the cap holds under concurrency.
    expect(made.map((m) => m.status).sort()).toEqual([200, 200, 200, 403]);
    expect(made.find((m) => m.status === 403)?.body).toMatchObject({
      error: { code: 'api_key_limit_reached' },
    });

    // Deleting one frees a place.
    const listed = await api.call<{ api_keys: Key[] }>('GET', '/api/v1/api-keys/list', {
      token: advanced.access_token,
    });
    const gone = await api.call('POST', '/api/v1/api-keys/delete', {
      token: advanced.access_token,
      body: { id: listed.body.api_keys[0]!.id },
    });
    expect(gone).toMatchObject({ status: 200, body: { deleted: true } });
    await users.createKey(advanced.access_token);
  });

  it('enterprise holds 10 keys', async () => {
    const user = await users.userOnPlan('enterprise');
    for (let i = 0; i < 10; i++) await users.createKey(user.access_token, { name: `e${i}` });
    const eleventh = await api.call('POST', '/api/v1/api-keys/create', {
      token: user.access_token,
      body: { name: 'e10' },
    });
    expect(eleventh.body).toMatchObject({ error: { code: 'api_key_limit_reached' } });
  });

  let refusing: Awaited<ReturnType<typeof users.userOnPlan>> | undefined;
  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'a'.repeat(51) }, 'name'],
    [{ name: 'bad name!' }, 'name'],
    [{ name: 'k', description: 'd'.repeat(201) }, 'description'],
    [{ name: 'k', expires_at: Date.now() + 60_000 }, 'expires_at'],
    [{ name: 'k', expires_at: Date.now() + 3651 * DAY }, 'expires_at'],
    [{ name: 'k', allowed_ips: ['10.0.0.1/33'] }, 'allowed_ips.0'],
    [{ name: 'k', allowed_ips: ['2001:db8::1'] }, 'allowed_ips.0'],
    [
      { name: 'k', allowed_ips: Array.from({ length: 101 }, (_, i) => `10.0.${i >> 8}.${i & 255}`) },
      'allowed_ips',
    ],
    [{ name: 'k', permissions: [] }, 'permissions'],
    [{ name: 'k', permissions: ['root'] }, 'permissions.0'],
  ])('refuses %j (400 on %s)', async (body, field) => {
    // A refused create writes nothing, so one user serves every case.
    refusing ??= await users.userOnPlan('professional');
    const user = refusing;
    const answer = await api.call('POST', '/api/v1/api-keys/create', { token: user.access_token, body });
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'invalid_parameter', field } } });
  });

  it('accepts a Chinese name, a never-expiring key and the 3650-day limit', async () => {
    const user = await users.userOnPlan('professional');
    const forever = await users.createKey(user.access_token, { name: '生产_key-1' });
    expect(forever).toMatchObject({ name: '生产_key-1', expires_at: 0 });
    const far = await users.createKey(user.access_token, {
      name: 'far',
      expires_at: Date.now() + 3649 * DAY,
    });
    expect(far.id).toBeGreaterThan(forever.id);
  });

  it('updates, disables, re-enables, replaces IPs and deletes; another user cannot touch the key', async () => {
    const user = await users.userOnPlan('advanced');
    const other = await users.userOnPlan('advanced');
    const key = await users.createKey(user.access_token, { name: 'edit-me' });
    const token = user.access_token;

    const updated = await api.call<{ api_key: Key }>('POST', '/api/v1/api-keys/update', {
      token,
      body: { id: key.id, name: 'edited', expires_at: Date.now() + 7 * DAY, allowed_ips: ['10.0.0.0/8'] },
    });
    expect(updated.body.api_key).toMatchObject({ name: 'edited', allowed_ips: ['10.0.0.0/8'] });
    const never = await api.call<{ api_key: Key }>('POST', '/api/v1/api-keys/update', {
      token,
      body: { id: key.id, expires_at: 0, allowed_ips: [] },
    });
    expect(never.body.api_key).toMatchObject({ name: 'edited', expires_at: 0, allowed_ips: [] });

    const off = await api.call<{ api_key: Key }>('POST', '/api/v1/api-keys/status/update', {
      token,
      body: { id: key.id, status: 0 },
    });
    expect(off.body.api_key.status).toBe(0);
    const on = await api.call<{ api_key: Key }>('POST', '/api/v1/api-keys/status/update', {
      token,
      body: { id: key.id, status: 1 },
    });
    expect(on.body.api_key.status).toBe(1);
    const ips = await api.call<{ api_key: Key }>('POST', '/api/v1/api-keys/ip/update', {
      token,
      body: { id: key.id, allowed_ips: ['203.0.113.7'] },
    });
    expect(ips.body.api_key.allowed_ips).toEqual(['203.0.113.7']);

    for (const [path, body] of [
      ['/api/v1/api-keys/update', { id: key.id, name: 'stolen' }],
      ['/api/v1/api-keys/status/update', { id: key.id, status: 0 }],
      ['/api/v1/api-keys/delete', { id: key.id }],
    ] as const) {
      const answer = await api.call('POST', path, { token: other.access_token, body });
      expect(answer).toMatchObject({ status: 404, body: { error: { code: 'api_key_not_found' } } });
    }
    const invalidId = await api.call('POST', '/api/v1/api-keys/delete', { token, body: { id: 0 } });
    expect(invalidId).toMatchObject({ status: 400, body: { error: { message: 'Invalid API key ID' } } });

    const deleted = await api.call('POST', '/api/v1/api-keys/delete', { token, body: { id: key.id } });
    expect(deleted.status).toBe(200);
    const lookup = await ddb.send(
      new GetCommand({ TableName: config.TABLE_NAME, Key: apiKeyHashKey(sha256(key.key)) }),
    );
    expect(lookup.Item).toBeUndefined();
    const again = await api.call('POST', '/api/v1/api-keys/delete', { token, body: { id: key.id } });
    expect(again.status).toBe(404);
  });

  it('after a downgrade: list, disable and delete still work; create and enable do not', async () => {
    const user = await users.userOnPlan('advanced');
    const key = await users.createKey(user.access_token);
    await users.setPlan(user.userId, 'basic');
    const token = user.access_token;
    expect((await api.call('GET', '/api/v1/api-keys/list', { token })).status).toBe(200);
    expect(
      (await api.call('POST', '/api/v1/api-keys/status/update', { token, body: { id: key.id, status: 0 } }))
        .status,
    ).toBe(200);
    const enable = await api.call('POST', '/api/v1/api-keys/status/update', {
      token,
      body: { id: key.id, status: 1 },
    });
    expect(enable.body).toMatchObject({ error: { code: 'api_key_plan_required' } });
    expect((await api.call('POST', '/api/v1/api-keys/delete', { token, body: { id: key.id } })).status).toBe(
      200,
    );
  });

  it('caps creations per user and day, so create-and-delete churn stops', async () => {
    const user = await users.userOnPlan('advanced');
    const token = user.access_token;
    for (let i = 0; i < apiKeyCreationsPerUser.max; i++) {
      const key = await users.createKey(token);
      expect(
        (await api.call('POST', '/api/v1/api-keys/delete', { token, body: { id: key.id } })).status,
      ).toBe(200);
    }
    const refused = await api.call('POST', '/api/v1/api-keys/create', {
      token,
      body: { name: 'one-too-many', permissions: ['read'] },
    });
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'api_key_daily_limit' } } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(
      (await api.call<{ api_keys: unknown[] }>('GET', '/api/v1/api-keys/list', { token })).body.api_keys,
    ).toEqual([]);
  });
});
