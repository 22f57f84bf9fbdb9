import { formatDate, formatZoneLabel, parseDisplayDate } from './date-format';

const utc = { timeZone: 'UTC' } as const;

describe('formatDate (spec 02 §2: zh-CN, 0001-01-01 and invalid shown as "-")', () => {
  it('formats in the zh-CN locale by default', () => {
    expect(formatDate('2026-11-21T08:05:09Z', utc)).toBe('2026/11/21 08:05:09');
  });

  it('formats the date alone when asked', () => {
    expect(formatDate('2026-11-21T08:05:09Z', { ...utc, withTime: false })).toBe('2026/11/21');
  });

  it('uses the time zone and locale given', () => {
    expect(formatDate('2026-11-21T20:00:00Z', { timeZone: 'Asia/Shanghai' })).toBe('2026/11/22 04:00:00');
    expect(formatDate('2026-11-21T08:05:09Z', { ...utc, locale: 'en-US', withTime: false })).toBe(
      '11/21/2026',
    );
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const ms = Date.parse('2026-01-02T03:04:05Z');
    expect(formatDate(ms, utc)).toBe('2026/01/02 03:04:05');
    expect(formatDate(new Date(ms), utc)).toBe('2026/01/02 03:04:05');
  });

  it('shows the zero date 0001-01-01 as "-"', () => {
    expect(formatDate('0001-01-01T00:00:00Z', utc)).toBe('-');
    expect(formatDate('0001-01-01', utc)).toBe('-');
  });

  it('shows empty and invalid dates as "-"', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(formatDate(Number.NaN)).toBe('-');
  });

  it('shows "-" when the date cannot be formatted (spec 01 §3)', () => {
    expect(formatDate('2026-11-21T08:05:09Z', { timeZone: 'Not/AZone' })).toBe('-');
  });
});

describe('parseDisplayDate', () => {
  it('is the date for a valid value and null for the zero date', () => {
    expect(parseDisplayDate('2026-11-21T08:00:00Z')?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(parseDisplayDate(new Date('0001-01-01T00:00:00Z'))).toBeNull();
  });
});

describe('formatDate with its zone', () => {
  it('ends with the zone name, UTC or an offset', () => {
    expect(formatDate('2026-11-21T08:00:00Z', { timeZone: 'UTC', withZone: true })).toBe(
      '2026/11/21 08:00:00 UTC',
    );
    expect(formatDate('2026-11-21T08:00:00Z', { timeZone: 'Asia/Shanghai', withZone: true })).toBe(
      '2026/11/21 16:00:00 GMT+8',
    );
    expect(formatDate(null, { withZone: true })).toBe('-');
  });
});

describe('formatZoneLabel', () => {
  it('names a zone with its offset at the date, UTC alone', () => {
    expect(formatZoneLabel('Asia/Shanghai', '2026-11-21T08:00:00Z')).toBe('Asia/Shanghai (GMT+8)');
    // New York's offset follows daylight saving: the label is the offset of that day.
    expect(formatZoneLabel('America/New_York', '2026-07-01T12:00:00Z')).toBe('America/New_York (EDT)');
    expect(formatZoneLabel('UTC', '2026-11-21T08:00:00Z')).toBe('UTC');
    expect(formatZoneLabel('Mars/Olympus')).toBe('Mars/Olympus');
  });
});
