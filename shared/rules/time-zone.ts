import { DAY_MS } from './time';

/**
 * Wall-clock arithmetic in an IANA time zone (spec 01 §9: days are the user's stored zone's).
 * Intl is the only source of zone rules here; formatters are built once per zone, as building one
 * is slow and a usage timeline asks for thousands of offsets.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows the zone (an unknown one would throw in every formatter). */
export function isTimeZone(zone: string): boolean {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const parts = formatterOf(timeZone).formatToParts(instantMs);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - (instantMs - (instantMs % 1000));
}

/** The instant the zone's day holding `instantMs` began (its local midnight), epoch ms. */
export function zoneDayStart(instantMs: number, timeZone: string): number {
  const offset = zoneOffsetMs(instantMs, timeZone);
  const wallMidnight = Math.floor((instantMs + offset) / DAY_MS) * DAY_MS;
  // The offset at midnight itself may differ (a DST change earlier that day).
  return wallMidnight - zoneOffsetMs(wallMidnight - offset, timeZone);
}

/** A calendar day, "YYYY-MM-DD". */
export type IsoDay = string;

/** The zone's calendar day ("YYYY-MM-DD") holding an instant. */
export const zoneDayOf = (instantMs: number, timeZone: string): IsoDay =>
  new Date(instantMs + zoneOffsetMs(instantMs, timeZone)).toISOString().slice(0, 10);

/** The first millisecond of a "YYYY-MM-DD" day in the zone, epoch ms. */
export function zoneDayStartOf(day: IsoDay, timeZone: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // The offset at the guess, then once more at the corrected instant (a DST change that night).
  const guess = utcMidnight - zoneOffsetMs(utcMidnight, timeZone);
  return utcMidnight - zoneOffsetMs(guess, timeZone);
}

const FALLBACK_TIME_ZONE = 'UTC';

/**
 * spec 01 §9: the zone dates are read in is the stored setting, by default the browser's zone,
 * falling back to UTC. A stored or reported name the runtime does not know is skipped.
 */
export function resolveTimeZone(
  stored: string | null | undefined,
  browser: string | null | undefined,
): string {
  if (stored && isTimeZone(stored)) return stored;
  if (browser && isTimeZone(browser)) return browser;
  return FALLBACK_TIME_ZONE;
}

/**
 * The IANA zones a user may choose (Intl.supportedValuesOf), UTC first. A runtime without the list
 * offers UTC and the zones it is asked to keep (the stored and the browser's).
 */
export function timeZoneChoices(keep: readonly string[] = []): string[] {
  let supported: readonly string[] = [];
  try {
    supported = Intl.supportedValuesOf('timeZone');
  } catch {
    // Older runtimes: the short list below.
  }
  const extra = keep.filter((zone) => zone !== FALLBACK_TIME_ZONE && !supported.includes(zone));
  return [FALLBACK_TIME_ZONE, ...[...supported, ...extra].filter((z) => z !== FALLBACK_TIME_ZONE).sort()];
}
