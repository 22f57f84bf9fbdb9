import { DAY_MS } from '../../../../shared/rules/time';
/**
 * The plan validity the user menu shows (spec 01 §4), as a pure function so every band boundary
 * is tested without rendering. The quota bar is shared/format/usage-format.ts.
 */

export type ValidityBadge =
  | { readonly kind: 'remaining'; readonly days: number; readonly color: 'red' | 'yellow' | 'blue' }
  | { readonly kind: 'expired'; readonly days: number; readonly color: 'red' };

/**
 * spec 01 §4: a plan is expired once its end date is past. A badge shows the days remaining when
 * 30 or fewer are left (red at 7 or fewer, yellow at 15 or fewer, blue otherwise) and the days
 * since expiry when past. No end date (null) never expires: no badge. Part of a day left counts
 * as a day, so "1 day" lasts until the very end.
 */
export function validityBadge(endAt: string | null, nowMs = Date.now()): ValidityBadge | null {
  if (endAt === null) return null;
  const endMs = Date.parse(endAt);
  if (Number.isNaN(endMs)) return null;
  const leftMs = endMs - nowMs;
  if (leftMs <= 0) return { kind: 'expired', days: Math.floor((nowMs - endMs) / DAY_MS), color: 'red' };
  const days = Math.ceil(leftMs / DAY_MS);
  if (days > 30) return null;
  return { kind: 'remaining', days, color: days <= 7 ? 'red' : days <= 15 ? 'yellow' : 'blue' };
}
