import { customRangeProblem, dayCount, presetRange, rangeLabel, rangeOfDays } from './usage-range';

// 2026-11-23 02:30 UTC = 10:30 in Shanghai (UTC+8) = 21:30 the day before in New York (UTC-5).
const NOW = Date.parse('2026-11-23T02:30:00Z');

describe('usage range (spec 01 §4, §5, §9)', () => {
  it('makes the presets the last N days including today, up to now', () => {
    expect(presetRange('today', NOW, 'Asia/Shanghai')).toEqual({
      startMs: Date.parse('2026-11-22T16:00:00Z'),
      endMs: NOW,
    });
    expect(presetRange('7d', NOW, 'UTC').startMs).toBe(Date.parse('2026-11-17T00:00:00Z'));
    expect(presetRange('30d', NOW, 'UTC').startMs).toBe(Date.parse('2026-10-25T00:00:00Z'));
  });

  it('derives the label from the range: today, 7d up to 7 days, 30d, 90d, else custom', () => {
    const tz = 'UTC';
    const upToNow = (days: number) => ({ startMs: NOW - (days - 1) * 86_400_000 - 1000, endMs: NOW });
    expect(rangeLabel(presetRange('today', NOW, tz), NOW, tz)).toBe('today');
    expect(rangeLabel(upToNow(3), NOW, tz)).toBe('7d');
    expect(rangeLabel(presetRange('30d', NOW, tz), NOW, tz)).toBe('30d');
    expect(rangeLabel(upToNow(60), NOW, tz)).toBe('90d');
    expect(rangeLabel(upToNow(120), NOW, tz)).toBe('custom');
    expect(rangeLabel(rangeOfDays('2026-11-01', '2026-11-03', tz), NOW, tz)).toBe('custom');
  });

  it('checks a custom range: no day after today, the end not before the start, both days set', () => {
    expect(customRangeProblem('2026-11-20', '2026-11-24', '2026-11-23')).toBe('after_today');
    expect(customRangeProblem('2026-11-20', '2026-11-19', '2026-11-23')).toBe('end_before_start');
    expect(customRangeProblem('2026-11-20', '', '2026-11-23')).toBe('incomplete');
    expect(customRangeProblem('2026-11-20', '2026-11-20', '2026-11-23')).toBeUndefined();
    expect(dayCount('2026-11-20', '2026-11-23')).toBe(4);
    expect(rangeOfDays('2026-11-20', '2026-11-20', 'UTC')).toEqual({
      startMs: Date.parse('2026-11-20T00:00:00Z'),
      endMs: Date.parse('2026-11-21T00:00:00Z') - 1,
    });
  });
});
