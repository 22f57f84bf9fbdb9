import {
  isTimeZone,
  resolveTimeZone,
  timeZoneChoices,
  zoneDayOf,
  zoneDayStart,
  zoneDayStartOf,
  zoneOffsetMs,
} from './time-zone';

describe('time zones', () => {
  const at = Date.parse('2026-11-25T02:30:00Z');

  it('knows the offset east and west of Greenwich', () => {
    expect(zoneOffsetMs(at, 'Asia/Shanghai')).toBe(8 * 3_600_000);
    expect(zoneOffsetMs(at, 'America/New_York')).toBe(-5 * 3_600_000);
    expect(zoneOffsetMs(at, 'UTC')).toBe(0);
  });

  it('starts a day at the zone’s local midnight', () => {
    expect(zoneDayStart(at, 'UTC')).toBe(Date.parse('2026-11-25T00:00:00Z'));
    expect(zoneDayStart(at, 'Asia/Shanghai')).toBe(Date.parse('2026-11-24T16:00:00Z'));
    // 02:30 UTC is still the 24th in New York.
    expect(zoneDayStart(at, 'America/New_York')).toBe(Date.parse('2026-11-24T05:00:00Z'));
  });

  it('follows a DST change within the day', () => {
    // 2026-03-08 in New York: midnight is EST (-5), the afternoon EDT (-4).
    expect(zoneDayStart(Date.parse('2026-03-08T20:00:00Z'), 'America/New_York')).toBe(
      Date.parse('2026-03-08T05:00:00Z'),
    );
  });

  it('tells known zones from unknown ones', () => {
    expect(isTimeZone('Asia/Taipei')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('calendar days of a zone', () => {
  // 2026-11-23 02:30 UTC = 10:30 in Shanghai (UTC+8) = 21:30 the day before in New York (UTC-5).
  const now = Date.parse('2026-11-23T02:30:00Z');

  it('reads the day an instant falls on, and the instant a day starts', () => {
    expect(zoneDayOf(now, 'Asia/Shanghai')).toBe('2026-11-23');
    expect(zoneDayOf(now, 'America/New_York')).toBe('2026-11-22');
    expect(zoneDayStartOf('2026-11-23', 'Asia/Shanghai')).toBe(Date.parse('2026-11-22T16:00:00Z'));
    expect(zoneDayStartOf('2026-11-23', 'UTC')).toBe(Date.parse('2026-11-23T00:00:00Z'));
    expect(zoneDayStartOf(zoneDayOf(now, 'America/New_York'), 'America/New_York')).toBe(
      zoneDayStart(now, 'America/New_York'),
    );
  });
});

describe('the display zone setting (spec 01 §9)', () => {
  it('is the stored zone, else the browser’s, else UTC', () => {
    expect(resolveTimeZone('Asia/Taipei', 'Europe/Berlin')).toBe('Asia/Taipei');
    expect(resolveTimeZone(null, 'Europe/Berlin')).toBe('Europe/Berlin');
    expect(resolveTimeZone('Mars/Olympus', 'Europe/Berlin')).toBe('Europe/Berlin');
    expect(resolveTimeZone('', undefined)).toBe('UTC');
    expect(resolveTimeZone('Mars/Olympus', 'Mars/Olympus')).toBe('UTC');
  });

  it('offers every IANA zone the runtime knows, UTC first, each once', () => {
    const zones = timeZoneChoices(['Asia/Shanghai']);
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Asia/Shanghai');
    expect(zones).toContain('America/New_York');
    expect(zones.length).toBe(new Set(zones).size);
    expect(zones.length).toBeGreaterThan(300);
    expect(zones.slice(1)).toEqual([...zones.slice(1)].sort());
  });
});
