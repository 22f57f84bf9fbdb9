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
