import { type DateInput, formatDate } from '../../../shared/format/date-format';
import { readStored, storageKeys } from './storage';

/** Report times are in UTC (the habit hours are UTC too) unless a zone is stored (spec 01 §9). */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The stored IANA zone when the runtime knows it, else UTC. */
export function displayTimeZone(): string {
  const stored = readStored(storageKeys.timezone);
  if (!stored) return DEFAULT_TIME_ZONE;
  // The check builds a formatter, which is slow; a report asks for the zone once per date.
  if (checked?.stored !== stored) checked = { stored, zone: knownZone(stored) };
  return checked.zone;
}

let checked: { readonly stored: string; readonly zone: string } | undefined;

function knownZone(stored: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: stored });
    return stored;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The console's one date style: zh-CN digits, the time and the zone ("2026/11/21 08:00:00 UTC"). */
export const formatDisplayDate = (value: DateInput): string =>
  formatDate(value, { timeZone: displayTimeZone(), withZone: true });

/** The zone arithmetic lives with the rules the API buckets its statistics by. */
export { zoneOffsetMs } from '../../../shared/rules/time-zone';
