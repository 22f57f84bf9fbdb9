import { hasApiAccess, planOf } from '../../../../shared/constants/plans';
import type { ApiKey } from '../../../../shared/contract/api-keys.schema';
import { API_KEY_STATUS, daysUntilExpiry, isApiKeyExpired } from '../../../../shared/rules/api-key-rules';
import type { SortDirection } from '../../components/sort-header';

/**
 * What the key list shows and how it narrows (spec 01 §3, §4): the displayed status, the expiry
 * warning, search, the status filter, column sorting and the four summary figures. Pure, with
 * `now` passed in, so every rule is testable without a clock.
 */

export type DisplayStatus = 'active' | 'inactive' | 'expired';

/** spec 01 §3: a key past its expiry is shown as expired whatever its stored status. */
export const displayStatus = (key: ApiKey, nowMs: number): DisplayStatus =>
  isApiKeyExpired(key.expires_at, nowMs)
    ? 'expired'
    : key.status === API_KEY_STATUS.active
      ? 'active'
      : 'inactive';

export type ExpiryWarning =
  | { readonly kind: 'never' }
  | { readonly kind: 'date' }
  | { readonly kind: 'days'; readonly days: number; readonly tone: 'orange' | 'red' }
  | { readonly kind: 'now' };

/** spec 01 §4: within 30 days the days left in orange, within 7 in red; 0 or less "expires now". */
export function expiryWarning(expiresAtMs: number, nowMs: number): ExpiryWarning {
  const days = daysUntilExpiry(expiresAtMs, nowMs);
  if (days === undefined) return { kind: 'never' };
  if (days <= 0) return { kind: 'now' };
  if (days <= 7) return { kind: 'days', days, tone: 'red' };
  if (days <= 30) return { kind: 'days', days, tone: 'orange' };
  return { kind: 'date' };
}

export const statusFilters = ['all', 'active', 'inactive', 'expired'] as const;
export type StatusFilter = (typeof statusFilters)[number];

export const sortColumns = ['name', 'status', 'expires_at', 'created_at'] as const;
export type SortColumn = (typeof sortColumns)[number];
export interface KeySort {
  readonly column: SortColumn;
  readonly direction: SortDirection;
}
/** spec 01 §4: the default order is created_at, newest first. */
export const DEFAULT_SORT: KeySort = { column: 'created_at', direction: 'desc' };

/** Clicking the sorted column flips its direction; another column starts ascending. */
export const nextSort = (current: KeySort, column: SortColumn): KeySort =>
  current.column === column
    ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { column, direction: 'asc' };

const statusRank: Record<DisplayStatus, number> = { active: 0, inactive: 1, expired: 2 };

/** A key that never expires sorts after every dated one (it lasts longest). */
const expiryRank = (ms: number): number => (ms === 0 ? Number.POSITIVE_INFINITY : ms);

function compare(a: ApiKey, b: ApiKey, column: SortColumn, nowMs: number): number {
  switch (column) {
    case 'name':
      return a.name.localeCompare(b.name);
    case 'status':
      return statusRank[displayStatus(a, nowMs)] - statusRank[displayStatus(b, nowMs)];
    case 'expires_at': {
      const [x, y] = [expiryRank(a.expires_at), expiryRank(b.expires_at)];
      return x === y ? 0 : x < y ? -1 : 1;
    }
    case 'created_at':
      return Date.parse(a.created_at) - Date.parse(b.created_at);
  }
}

export interface KeyListView {
  readonly search: string;
  readonly status: StatusFilter;
  readonly sort: KeySort;
}

/** spec 01 §4: search by name or masked key (case-insensitive), filter by status, then sort. */
export function visibleKeys(keys: readonly ApiKey[], view: KeyListView, nowMs: number): ApiKey[] {
  const needle = view.search.trim().toLowerCase();
  const sign = view.sort.direction === 'asc' ? 1 : -1;
  return keys
    .filter(
      (key) =>
        needle === '' || key.name.toLowerCase().includes(needle) || key.key.toLowerCase().includes(needle),
    )
    .filter((key) => view.status === 'all' || displayStatus(key, nowMs) === view.status)
    .sort((a, b) => sign * compare(a, b, view.sort.column, nowMs) || b.id - a.id);
}

export interface KeySummary {
  /** Whether the plan has the API at all (spec 01 §6: advanced and above). */
  readonly serviceEnabled: boolean;
  readonly total: number;
  /** Keys the plan allows (spec 01 §9: 3 for advanced and professional). */
  readonly limit: number;
  /** spec 01 §2: active and not expired. */
  readonly active: number;
  readonly expired: number;
}

export function keySummary(keys: readonly ApiKey[], packageType: number, nowMs: number): KeySummary {
  const statuses = keys.map((key) => displayStatus(key, nowMs));
  return {
    serviceEnabled: hasApiAccess(packageType),
    total: keys.length,
    limit: planOf(packageType).apiKeys,
    active: statuses.filter((s) => s === 'active').length,
    expired: statuses.filter((s) => s === 'expired').length,
  };
}
