import { createServiceStatsRepository } from '../../adapters/dynamodb/service-stats.repository';
import { createAwsClients } from '../../platform/aws-clients';
import { parseConfig } from '../../platform/config';
import { apiKeyUsers } from '../../testing/api-key-users';
import { localStack } from '../../testing/local-stack';
import { publicApi } from '../../testing/public-api';

/**
 * The monitoring routes on the public API: the console's handlers behind
 * the API-key authorizer, each key's permission per route, one user's key never reaching another
 * user's addresses; and the service-wide count of monitored addresses the home page shows.
 */
const { env, urls, api } = localStack();
const v1 = publicApi(urls.gateway);
const config = parseConfig(env);
const users = apiKeyUsers(api, config);
const stats = createServiceStatsRepository(createAwsClients(config).ddb, config.TABLE_NAME);
const evm = (n: number) => `0x${n.toString(16).padStart(40, 'b')}`;

type AddressList = { addresses: { id: string; address: string }[] };

describe('monitoring on the public API', () => {
  it('adds, lists and removes with a key; read-only keys and other users get nothing', async () => {
    const owner = await users.userOnPlan('advanced');
    const key = await users.createKey(owner.access_token);
    const readOnly = await users.createKey(owner.access_token, { permissions: ['read'] });
    const stranger = await users.userOnPlan('advanced');
    const strangerKey = await users.createKey(stranger.access_token);
    const address = evm(1);

    const before = await stats.monitoredAddresses();
    const added = await v1<{ id: string }>('POST', '/v1/monitor/address/add', {
      key: key.key,
      body: { address, chain: 'ethereum' },
    });
    expect(added.status).toBe(200);
    expect(await stats.monitoredAddresses()).toBe(before + 1);

    const listed = await v1<AddressList>('GET', '/v1/monitor/address/list', {
      key: readOnly.key,
      via: 'query',
    });
    expect(listed.status).toBe(200);
    expect(listed.body.addresses.map((m) => m.address.toLowerCase())).toEqual([address]);
    // The console sees the same address: one user, two ways in.
    const consoleList = await api.call<AddressList>('GET', '/api/v1/monitor/address/list', {
      token: owner.access_token,
    });
    expect(consoleList.body.addresses.map((m) => m.id)).toEqual([added.body.id]);

    const refused = await v1('POST', '/v1/monitor/address/add', {
      key: readOnly.key,
      body: { address: evm(2), chain: 'ethereum' },
    });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'api_key_permission_denied' } } });
    // The signing secret is an account-wide setting: admin only.
    const secret = await v1('GET', '/v1/monitor/webhook/secret', { key: key.key });
    expect(secret.status).toBe(403);

    const strangers = await v1<AddressList>('GET', '/v1/monitor/address/list', { key: strangerKey.key });
    expect(strangers.body.addresses).toEqual([]);
    const notTheirs = await v1('POST', '/v1/monitor/address/remove', {
      key: strangerKey.key,
      body: { address, chain: 'ethereum' },
    });
    expect(notTheirs.status).toBe(404);

    const removed = await v1('POST', '/v1/monitor/address/remove', {
      key: key.key,
      body: { address, chain: 'ethereum' },
    });
    expect(removed.status).toBe(200);
    expect(await stats.monitoredAddresses()).toBe(before);
  });
});
