import { type IsoDay, zoneDayStartOf } from './time-zone';

/**
 * The optional date range of an analysis (spec 01 §5 "Date range (analysis)"): the quick ranges
 * and presets the analyzer offers, and the epoch seconds a chosen range is sent as (spec 01 §3).
 *
 * Days are calendar days in the user's display zone (spec 01 §9), written "YYYY-MM-DD" as an
 * `<input type="date">` and the /detail address bar hold them. Day arithmetic runs on UTC dates so
 * that a daylight-saving change never shifts a day; only the conversion to epoch seconds reads the
 * zone, which the caller names.
 * Pure: no I/O, no Node built-ins.
 */

/** Both sides optional: an open side means "from the first transfer" or "up to now". */
export interface DayRange {
  readonly start?: IsoDay;
  readonly end?: IsoDay;
}

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a real calendar day, or undefined ("2026-02-30" is not one). */
function partsOf(day: string): { year: number; month: number; date: number } | undefined {
  const match = isoDayPattern.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date)
    return undefined;
  return { year, month, date };
}

export const isIsoDay = (value: string): boolean => partsOf(value) !== undefined;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const isoDayOf = (year: number, monthIndex: number, date: number): IsoDay =>
  `${pad(year, 4)}-${pad(monthIndex + 1)}-${pad(date)}`;

/** `day` moved by `days` calendar days (negative: earlier); month and year ends roll over. */
export function addDays(day: IsoDay, days: number): IsoDay {
  const parts = partsOf(day);
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
  const moved = new Date(Date.UTC(parts.year, parts.month - 1, parts.date + days));
  return isoDayOf(moved.getUTCFullYear(), moved.getUTCMonth(), moved.getUTCDate());
}

/**
 * spec 01 §5 quick ranges: 1d is today only, 7d and 30d the last 7 and 30 days including today,
 * all clears both dates.
 */
export const quickRanges = ['1d', '7d', '30d', 'all'] as const;
export type QuickRange = (typeof quickRanges)[number];

export function quickRange(range: QuickRange, today: IsoDay): DayRange {
  switch (range) {
    case '1d':
      return { start: today, end: today };
    case '7d':
      return { start: addDays(today, -6), end: today };
    case '30d':
      return { start: addDays(today, -29), end: today };
    case 'all':
      return {};
  }
}

/**
 * spec 01 §5 presets: today, last 1, 7 and 30 days, all time. Unlike the quick ranges, "last N
 * days" starts N whole days before today (through today), so the range covers at least the
 * past N × 24 hours: "last 1 day" is yesterday and today, where "today" is today alone.
 */
export const rangePresets = ['today', 'last1', 'last7', 'last30', 'allTime'] as const;
export type RangePreset = (typeof rangePresets)[number];

const presetDays: Readonly<Record<Exclude<RangePreset, 'today' | 'allTime'>, number>> = {
  last1: 1,
  last7: 7,
  last30: 30,
};

export function presetRange(preset: RangePreset, today: IsoDay): DayRange {
  if (preset === 'today') return { start: today, end: today };
  if (preset === 'allTime') return {};
  return { start: addDays(today, -presetDays[preset]), end: today };
}

/** Whether two ranges name the same days (an open side only matches an open side). */
export const sameRange = (a: DayRange, b: DayRange): boolean =>
  (a.start || undefined) === (b.start || undefined) && (a.end || undefined) === (b.end || undefined);

/** Epoch seconds of 00:00:00 of `day` in the zone: the request's start_at. */
export function dayStartSeconds(day: IsoDay, timeZone: string): number {
  if (!isIsoDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return Math.floor(zoneDayStartOf(day, timeZone) / 1000);
}

/** Epoch seconds of 23:59:59 of `day` in the zone: the request's end_at (inclusive). */
export function dayEndSeconds(day: IsoDay, timeZone: string): number {
  return dayStartSeconds(addDays(day, 1), timeZone) - 1;
}
