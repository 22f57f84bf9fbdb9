import type { ApiKey } from '../../../../shared/contract/api-keys.schema';
import { exampleApiKey } from '../../../../shared/contract/examples';
import { DAY_MS } from '../../../../shared/rules/time';
import {
  DEFAULT_SORT,
  displayStatus,
  expiryWarning,
  keySummary,
  nextSort,
  visibleKeys,
} from './key-list-model';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const key = (o: Partial<ApiKey>): ApiKey => ({ ...exampleApiKey, ...o });

describe('key list rules (spec 01 §3, §4)', () => {
  it('shows a key past its expiry as expired whatever its status', () => {
    expect(displayStatus(key({ status: 1, expires_at: NOW - 1 }), NOW)).toBe('expired');
    expect(displayStatus(key({ status: 0, expires_at: NOW - 1 }), NOW)).toBe('expired');
    expect(displayStatus(key({ status: 0, expires_at: 0 }), NOW)).toBe('inactive');
    expect(displayStatus(key({ status: 1, expires_at: NOW + DAY_MS }), NOW)).toBe('active');
  });

  it('warns in orange within 30 days, red within 7, and says "expires now" at 0 or less', () => {
    expect(expiryWarning(0, NOW)).toEqual({ kind: 'never' });
    expect(expiryWarning(NOW + 31 * DAY_MS, NOW)).toEqual({ kind: 'date' });
    expect(expiryWarning(NOW + 30 * DAY_MS, NOW)).toEqual({ kind: 'days', days: 30, tone: 'orange' });
    expect(expiryWarning(NOW + 8 * DAY_MS, NOW)).toEqual({ kind: 'days', days: 8, tone: 'orange' });
    expect(expiryWarning(NOW + 7 * DAY_MS, NOW)).toEqual({ kind: 'days', days: 7, tone: 'red' });
    expect(expiryWarning(NOW + 60_000, NOW)).toEqual({ kind: 'days', days: 1, tone: 'red' });
    expect(expiryWarning(NOW, NOW)).toEqual({ kind: 'now' });
    expect(expiryWarning(NOW - DAY_MS, NOW)).toEqual({ kind: 'now' });
  });

  const keys = [
    key({
      id: 1,
      name: 'alpha',
      key: 'wrk_aa********1111',
      created_at: '2026-11-01T00:00:00Z',
      expires_at: 0,
    }),
    key({ id: 2, name: 'beta', key: 'wrk_bb********2222', created_at: '2026-11-03T00:00:00Z', status: 0 }),
    key({
      id: 3,
      name: 'Gamma',
      key: 'wrk_cc********3333',
      created_at: '2026-11-02T00:00:00Z',
      expires_at: NOW - 1,
    }),
  ];
  const ids = (list: ApiKey[]) => list.map((k) => k.id);

  it('sorts by created_at, newest first, by default', () => {
    expect(ids(visibleKeys(keys, { search: '', status: 'all', sort: DEFAULT_SORT }, NOW))).toEqual([2, 3, 1]);
  });

  it('searches names and masked keys, case-insensitively', () => {
    const view = { status: 'all' as const, sort: DEFAULT_SORT };
    expect(ids(visibleKeys(keys, { ...view, search: 'gam' }, NOW))).toEqual([3]);
    expect(ids(visibleKeys(keys, { ...view, search: '2222' }, NOW))).toEqual([2]);
    expect(ids(visibleKeys(keys, { ...view, search: 'WRK_AA' }, NOW))).toEqual([1]);
  });

  it('filters by the displayed status', () => {
    const view = { search: '', sort: DEFAULT_SORT };
    expect(ids(visibleKeys(keys, { ...view, status: 'active' }, NOW))).toEqual([1]);
    expect(ids(visibleKeys(keys, { ...view, status: 'inactive' }, NOW))).toEqual([2]);
    expect(ids(visibleKeys(keys, { ...view, status: 'expired' }, NOW))).toEqual([3]);
  });

  it('toggles the direction on the same column and starts a new column ascending', () => {
    const byName = nextSort(DEFAULT_SORT, 'name');
    expect(byName).toEqual({ column: 'name', direction: 'asc' });
    expect(nextSort(byName, 'name')).toEqual({ column: 'name', direction: 'desc' });
    expect(ids(visibleKeys(keys, { search: '', status: 'all', sort: byName }, NOW))).toEqual([1, 2, 3]);
    const byExpiry = { column: 'expires_at', direction: 'asc' } as const;
    // A key that never expires lasts longest.
    expect(ids(visibleKeys(keys, { search: '', status: 'all', sort: byExpiry }, NOW))).toEqual([3, 2, 1]);
  });

  it('counts active (active and not expired) and expired keys against the plan limit', () => {
    expect(keySummary(keys, 2, NOW)).toEqual({
      serviceEnabled: true,
      total: 3,
      limit: 3,
      active: 1,
      expired: 1,
    });
    expect(keySummary([], 1, NOW).serviceEnabled).toBe(false);
  });
});
