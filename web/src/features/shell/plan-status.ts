/**
 * The plan facts the user menu shows (spec 01 §4 "plan validity", §9 "quota bar"), as pure
 * functions so every band boundary is tested without rendering.
 */

export type QuotaBand = 'green' | 'yellow' | 'red';

export interface QuotaUsage {
  /** Percent of the period's credits used, 0–100 (rounded to one decimal). */
  readonly percent: number;
  readonly band: QuotaBand;
}

/**
 * spec 01 §9: percent used = used / (used + remaining), capped at 100; red at 90 or more, yellow
 * at 70 or more, green otherwise. With no credits at all (0 + 0) nothing is used: 0 %.
 */
export function quotaUsage(used: number, remaining: number): QuotaUsage {
  const u = Math.max(0, used);
  const total = u + Math.max(0, remaining);
  const raw = total > 0 ? (u / total) * 100 : 0;
  const percent = Math.min(100, Math.round(raw * 10) / 10);
  return { percent, band: quotaBand(percent) };
}

export const quotaBand = (percent: number): QuotaBand =>
  percent >= 90 ? 'red' : percent >= 70 ? 'yellow' : 'green';

const DAY_MS = 86_400_000;

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
