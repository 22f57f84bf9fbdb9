import { type DateInput, formatDate } from '../../../shared/format/date-format';
import { resolveTimeZone, zoneDayOf } from '../../../shared/rules/time-zone';
import { readStored, storageKeys } from './storage';
import { useTimeZoneSetting } from './time-zone-setting';

/**
 * The zone every date of the console is shown in (spec 01 §9): the stored setting (`timezone` in
 * local storage, kept across reloads), by default the browser's zone, falling back to UTC. One
 * home for reading and formatting it, so the console has one date style; the setting itself is
 * stored by time-zone-setting.ts.
 */

/** The zone the browser reports, or undefined when it reports none. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

let resolved: { readonly stored: string | null; readonly zone: string } | undefined;

/** The zone dates are shown in now. Checking a name builds a formatter, so the answer is kept. */
export function displayTimeZone(): string {
  const stored = readStored(storageKeys.timezone);
  if (resolved?.stored !== stored) resolved = { stored, zone: resolveTimeZone(stored, browserTimeZone()) };
  return resolved.zone;
}

/** The display zone, drawn again when it is chosen anew (here or in another tab). */
export function useDisplayTimeZone(): string {
  useTimeZoneSetting();
  return displayTimeZone();
}

/** The console's one date style: zh-CN digits, the time and the zone ("2026/11/21 08:00:00 GMT+8"). */
export const formatDisplayDate = (value: DateInput): string =>
  formatDate(value, { timeZone: displayTimeZone(), withZone: true });

/** The same style for a day that needs no time (an expiry, a plan's validity): "2026/11/21 GMT+8". */
export const formatDisplayDay = (value: DateInput): string =>
  formatDate(value, { timeZone: displayTimeZone(), withTime: false, withZone: true });

/** Today, "YYYY-MM-DD", in the display zone: where "last 7 days" starts counting. */
export const displayToday = (nowMs: number = Date.now()): string => zoneDayOf(nowMs, displayTimeZone());

/** The zone arithmetic lives with the rules the API buckets its statistics by. */
export { zoneOffsetMs } from '../../../shared/rules/time-zone';
