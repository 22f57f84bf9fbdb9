import { apiKeyRecord } from '../../testing/api-key-records';
import type { PlanState } from '../accounts/plan-credits';
import { accessRefusal } from './api-key-access';
import { ipAllowed } from './ip-allowlist';

const now = 1_800_000_000_000;
const key = apiKeyRecord({ permissions: ['read', 'write'], createdAt: now, updatedAt: now });
const plan: PlanState = {
  packageType: 2,
  beginAt: now / 1000 - 10,
  endAt: now / 1000 + 3600,
  queryQuota: 10,
  usedQueryQuota: 0,
  monitorAddressCount: 10,
  creditPeriod: 'p',
};
const request = { key, plan, sourceIp: '203.0.113.7', permission: 'read' as const, nowMs: now };

describe('accessRefusal (the API-key authorizer rules)', () => {
  it('lets an active, unexpired key of a paid plan call a route it holds the permission of', () => {
    expect(accessRefusal(request)).toBeUndefined();
  });

  it.each([
    [{ key: { ...key, status: 0 as const } }, 'api_key_disabled'],
    [{ key: { ...key, expiresAt: now } }, 'api_key_expired'],
    [{ key: { ...key, allowedIps: ['198.51.100.0/24'] } }, 'api_key_ip_not_allowed'],
    [{ plan: { ...plan, packageType: 1 } }, 'api_key_plan_required'],
    [{ plan: { ...plan, endAt: now / 1000 - 1 } }, 'api_key_plan_required'],
    [{ plan: undefined }, 'api_key_plan_required'],
    [{ permission: 'admin' as const }, 'api_key_permission_denied'],
  ])('%j → %s', (change, code) => {
    expect(accessRefusal({ ...request, ...change })).toBe(code);
  });

  it('checks the key before the caller, the caller before the plan, the plan before the route', () => {
    expect(
      accessRefusal({ ...request, key: { ...key, status: 0, allowedIps: ['10.0.0.1'] }, plan: undefined }),
    ).toBe('api_key_disabled');
    expect(accessRefusal({ ...request, key: { ...key, allowedIps: ['10.0.0.1'] }, plan: undefined })).toBe(
      'api_key_ip_not_allowed',
    );
  });
});

describe('ipAllowed', () => {
  it.each([
    ['203.0.113.7', ['203.0.113.7'], true],
    ['203.0.113.8', ['203.0.113.7'], false],
    ['203.0.113.200', ['203.0.113.0/24'], true],
    ['203.0.114.1', ['203.0.113.0/24'], false],
    ['8.8.8.8', ['0.0.0.0/0'], true],
    ['::ffff:203.0.113.7', ['203.0.113.7'], true],
    ['2001:db8::1', ['0.0.0.0/0'], false],
    ['not-an-ip', ['0.0.0.0/0'], false],
    ['10.0.0.1', ['garbage', '10.0.0.1/32'], true],
  ])('%s in %j → %s', (ip, list, allowed) => {
    expect(ipAllowed(ip, list)).toBe(allowed);
  });
});
