import { addDays } from '../../../../shared/rules/analysis-range';
import { DAY_MS } from '../../../../shared/rules/time';
import { zoneDayOf as dayOf, zoneDayStartOf as startOfDay } from '../../../../shared/rules/time-zone';
import { DEFAULT_USAGE_RANGE_PRESET, type UsageRangePreset } from '../../../../shared/rules/usage-rules';

/**
 * The time range of the stats screen (spec 01 §4, §5): presets today, 7d, 30d, 90d (default 30d)
 * and a custom range of whole days. Days are days of the stored time zone (spec 01 §9), so
 * "today" in Shanghai starts at 00:00 Shanghai time. Times are epoch milliseconds, as the stats
 * query sends them (spec 01 §3).
 */

export interface UsageRange {
  readonly startMs: number;
  readonly endMs: number;
}

/** The range of a whole-day span, from the start of `from` to the last millisecond of `to`. */
export const rangeOfDays = (from: string, to: string, timeZone: string): UsageRange => ({
  startMs: startOfDay(from, timeZone),
  endMs: startOfDay(addDays(to, 1), timeZone) - 1,
});

const presetDays: Record<Exclude<UsageRangePreset, 'custom'>, number> = {
  today: 1,
  '7d': 7,
  '30d': 30,
  '90d': 90,
};

/** spec 01 §4: the last N days including today, up to now. */
export function presetRange(
  preset: Exclude<UsageRangePreset, 'custom'>,
  nowMs: number,
  timeZone: string,
): UsageRange {
  const today = dayOf(nowMs, timeZone);
  return { startMs: startOfDay(addDays(today, 1 - presetDays[preset]), timeZone), endMs: nowMs };
}

/**
 * spec 01 §4: the label is derived from the query: today, 7d for up to 7 days, then 30d, 90d,
 * else custom. Only a range that reaches today can carry a preset's name: a week in the past is
 * a custom range, not "last 7 days".
 */
export function rangeLabel(range: UsageRange, nowMs: number, timeZone: string): UsageRangePreset {
  const today = dayOf(nowMs, timeZone);
  if (dayOf(range.endMs, timeZone) !== today) return 'custom';
  const days = dayCount(dayOf(range.startMs, timeZone), today);
  if (days <= 1) return 'today';
  if (days <= 7) return '7d';
  if (days <= 30) return '30d';
  if (days <= 90) return '90d';
  return 'custom';
}

/** Days from `from` to `to`, both included. */
export const dayCount = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export type CustomRangeProblem = 'end_before_start' | 'after_today' | 'incomplete';

/** spec 01 §5: the end not before the start, no day after today, and both days set to apply. */
export function customRangeProblem(from: string, to: string, today: string): CustomRangeProblem | undefined {
  if (from > today || to > today) return 'after_today';
  if (from && to && to < from) return 'end_before_start';
  if (!from || !to) return 'incomplete';
  return undefined;
}

export const defaultRange = (nowMs: number, timeZone: string): UsageRange =>
  presetRange(DEFAULT_USAGE_RANGE_PRESET as Exclude<UsageRangePreset, 'custom'>, nowMs, timeZone);
