import { isTimeZone, zoneDayStart, zoneOffsetMs } from './time-zone';

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
