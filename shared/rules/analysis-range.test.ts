import {
  addDays,
  dayEndSeconds,
  dayStartSeconds,
  isIsoDay,
  presetRange,
  quickRange,
  sameRange,
} from './analysis-range';
import { zoneDayOf } from './time-zone';

describe('analysis date range (spec 01 §5)', () => {
  describe('calendar days', () => {
    // Only real days written YYYY-MM-DD.
    it.each(['2026-02-28', '2024-02-29'])('accepts %s', (day) => {
      expect(isIsoDay(day)).toBe(true);
    });

    it.each(['2026-02-29', '2026-04-31', '2026-1-05', ''])('refuses "%s"', (day) => {
      expect(isIsoDay(day)).toBe(false);
    });

    it('moves across month, leap-day and year ends', () => {
      expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
      expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
      expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
      expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
      expect(addDays('2026-04-30', 0)).toBe('2026-04-30');
    });

    it('refuses to move a value that is not a day', () => {
      expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    });
  });

  describe('quick ranges: 1d today only, 7d and 30d including today, all clears', () => {
    it('counts back from a mid-month today', () => {
      expect(quickRange('1d', '2026-06-15')).toEqual({ start: '2026-06-15', end: '2026-06-15' });
      expect(quickRange('7d', '2026-06-15')).toEqual({ start: '2026-06-09', end: '2026-06-15' });
      expect(quickRange('30d', '2026-06-15')).toEqual({ start: '2026-05-17', end: '2026-06-15' });
      expect(quickRange('all', '2026-06-15')).toEqual({});
    });

    it('rolls back over month ends, February and the new year', () => {
      expect(quickRange('7d', '2026-03-01')).toEqual({ start: '2026-02-23', end: '2026-03-01' });
      expect(quickRange('7d', '2024-03-01')).toEqual({ start: '2024-02-24', end: '2024-03-01' });
      expect(quickRange('30d', '2026-03-30')).toEqual({ start: '2026-03-01', end: '2026-03-30' });
      expect(quickRange('30d', '2026-03-31')).toEqual({ start: '2026-03-02', end: '2026-03-31' });
      expect(quickRange('30d', '2026-01-01')).toEqual({ start: '2025-12-03', end: '2026-01-01' });
    });
  });

  describe('presets: last N days start N whole days before today', () => {
    it('gives today alone, then yesterday onwards, a week and a month back', () => {
      expect(presetRange('today', '2026-06-15')).toEqual({ start: '2026-06-15', end: '2026-06-15' });
      expect(presetRange('last1', '2026-06-15')).toEqual({ start: '2026-06-14', end: '2026-06-15' });
      expect(presetRange('last7', '2026-06-15')).toEqual({ start: '2026-06-08', end: '2026-06-15' });
      expect(presetRange('last30', '2026-06-15')).toEqual({ start: '2026-05-16', end: '2026-06-15' });
      expect(presetRange('allTime', '2026-06-15')).toEqual({});
    });

    it('rolls back over month and year ends', () => {
      expect(presetRange('last1', '2026-05-01')).toEqual({ start: '2026-04-30', end: '2026-05-01' });
      expect(presetRange('last7', '2026-01-03')).toEqual({ start: '2025-12-27', end: '2026-01-03' });
      expect(presetRange('last30', '2024-03-29')).toEqual({ start: '2024-02-28', end: '2024-03-29' });
      expect(presetRange('last30', '2026-02-28')).toEqual({ start: '2026-01-29', end: '2026-02-28' });
    });
  });

  it('compares ranges with empty and absent sides alike', () => {
    expect(sameRange({}, { start: '', end: '' })).toBe(true);
    expect(sameRange({ start: '2026-06-15', end: '2026-06-15' }, quickRange('1d', '2026-06-15'))).toBe(true);
    expect(sameRange({ start: '2026-06-15' }, { start: '2026-06-15', end: '2026-06-15' })).toBe(false);
  });

  describe('epoch seconds of the days in the user’s zone', () => {
    it('starts at 00:00:00 and ends at 23:59:59 in the zone', () => {
      // 2026-01-31 00:00 in UTC+8 is 2026-01-30 16:00 UTC.
      expect(dayStartSeconds('2026-01-31', 'Asia/Shanghai')).toBe(Date.UTC(2026, 0, 30, 16) / 1000);
      expect(dayEndSeconds('2026-01-31', 'Asia/Shanghai')).toBe(Date.UTC(2026, 0, 31, 15, 59, 59) / 1000);
    });

    it('follows the zone across a daylight-saving change (a 23-hour day)', () => {
      // 2026-03-08: clocks go from EST (UTC-5) to EDT (UTC-4) at 02:00.
      expect(dayStartSeconds('2026-03-08', 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 5) / 1000);
      expect(dayEndSeconds('2026-03-08', 'America/New_York')).toBe(Date.UTC(2026, 2, 9, 3, 59, 59) / 1000);
    });

    it('reads today in the user’s zone, whatever the runtime’s', () => {
      // 2026-03-31 20:00 UTC is already 1 April in Shanghai.
      expect(zoneDayOf(Date.UTC(2026, 2, 31, 20), 'Asia/Shanghai')).toBe('2026-04-01');
      expect(zoneDayOf(Date.UTC(2026, 2, 31, 20), 'America/New_York')).toBe('2026-03-31');
    });

    it('refuses a day that is not one', () => {
      expect(() => dayStartSeconds('2026-02-30', 'UTC')).toThrow(RangeError);
    });
  });
});
