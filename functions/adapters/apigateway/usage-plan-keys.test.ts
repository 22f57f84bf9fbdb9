import { createHash } from 'node:crypto';
import { usageIdentifierValue } from '../../domain/api-keys/usage-identifier';
import { apiKeyRecord } from '../../testing/api-key-records';
import { fakeApiGateway } from '../../testing/fake-api-gateway';
import { createApiGatewayUsagePlanKeys } from './usage-plan-keys';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const prefix = 'wallet-risk-test-';

function setup({ keyExists = true } = {}) {
  const gateway = fakeApiGateway([`${prefix}advanced`, `${prefix}enterprise`]);
  const recorded: { tier: string; usagePlanKeyId: string }[] = [];
  const warnings: unknown[] = [];
  const keys = createApiGatewayUsagePlanKeys({
    client: gateway.client,
    planNamePrefix: prefix,
    sha256Hex,
    recordTier: async (_user, _id, tier, usagePlanKeyId) => {
      recorded.push({ tier, usagePlanKeyId });
      return keyExists;
    },
    log: { warn: (...args: unknown[]) => warnings.push(args) },
  });
  return { gateway, keys, recorded, warnings };
}

describe('API Gateway usage-plan keys', () => {
  it('provisions a key on first use, adds it to its tier plan and records its id', async () => {
    const { gateway, keys, recorded } = setup();

    const value = await keys.identifierFor(apiKeyRecord(), 'advanced');

    expect(value).toBe(usageIdentifierValue(sha256Hex, 'hash-1', 'advanced'));
    const [made] = [...gateway.keys.values()];
    expect(made).toMatchObject({ name: `${prefix}advanced-u1-1`, value });
    expect([...gateway.plans[0]!.keys]).toEqual([made!.id]);
    expect(recorded).toEqual([{ tier: 'advanced', usagePlanKeyId: made!.id }]);
  });

  it('deletes the previous tier key by its stored id once the new one is recorded', async () => {
    const { gateway, keys } = setup();
    const old = gateway.add(`${prefix}advanced-u1-1`, usageIdentifierValue(sha256Hex, 'hash-1', 'advanced'));

    await keys.identifierFor(apiKeyRecord({ usagePlanTier: 'advanced', usagePlanKeyId: old }), 'enterprise');

    expect(gateway.keys.has(old)).toBe(false);
    expect([...gateway.keys.values()].map((k) => k.name)).toEqual([`${prefix}enterprise-u1-1`]);
  });

  it('deletes the key it just made when our key was deleted during provisioning', async () => {
    const { gateway, keys } = setup({ keyExists: false });

    await keys.identifierFor(apiKeyRecord(), 'advanced');

    expect(gateway.keys.size).toBe(0);
  });

  it('on a conflict finds the existing key by exact name and value, not a name prefix', async () => {
    const { gateway, keys, recorded } = setup();
    const value = usageIdentifierValue(sha256Hex, 'hash-1', 'advanced');
    // `…-u1-1` is a prefix of these names, and the fake pages two keys at a time.
    for (const id of [10, 11, 12, 13]) gateway.add(`${prefix}advanced-u1-${id}`, `other-${id}`);
    const existing = gateway.add(`${prefix}advanced-u1-1`, value);

    await keys.identifierFor(apiKeyRecord({ id: 1 }), 'advanced');

    expect(recorded).toEqual([{ tier: 'advanced', usagePlanKeyId: existing }]);
    expect(gateway.keys.size).toBe(5);
  });

  it('releases a deleted key by its stored id and tolerates one already gone', async () => {
    const { gateway, keys, warnings } = setup();
    const neighbour = gateway.add(`${prefix}advanced-u1-10`, 'v10');
    const id = gateway.add(`${prefix}advanced-u1-1`, 'v1');

    await keys.release(apiKeyRecord({ usagePlanTier: 'advanced', usagePlanKeyId: id }));
    await keys.release(apiKeyRecord({ usagePlanTier: 'advanced', usagePlanKeyId: id }));

    expect([...gateway.keys.keys()]).toEqual([neighbour]);
    expect(warnings).toEqual([]);
  });

  it('releases a key provisioned before ids were stored by its exact name', async () => {
    const { gateway, keys } = setup();
    const neighbour = gateway.add(`${prefix}advanced-u1-10`, 'v10');
    gateway.add(`${prefix}advanced-u1-11`, 'v11');
    gateway.add(`${prefix}advanced-u1-1`, 'v1');

    await keys.release(apiKeyRecord({ usagePlanTier: 'advanced', usagePlanKeyId: null }));

    expect([...gateway.keys.values()].map((k) => k.name)).toEqual([
      `${prefix}advanced-u1-10`,
      `${prefix}advanced-u1-11`,
    ]);
    expect(gateway.keys.has(neighbour)).toBe(true);
  });

  it('releases nothing for a key never used', async () => {
    const { gateway, keys } = setup();
    await keys.release(apiKeyRecord());
    expect(gateway.sent).toEqual([]);
  });
});
