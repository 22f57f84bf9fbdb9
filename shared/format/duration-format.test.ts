import { formatDuration, formatResponseTime, secondsBetween } from './duration-format';

describe('formatDuration (spec 01 §3)', () => {
  it('shows under 60 s in seconds with one decimal', () => {
    expect(formatDuration(0)).toBe('0.0s');
    expect(formatDuration(12.34)).toBe('12.3s');
    expect(formatDuration(59.9)).toBe('59.9s');
    expect(formatDuration(59.99)).toBe('59.9s');
  });

  it('shows from 60 s to under an hour in minutes and seconds', () => {
    expect(formatDuration(60)).toBe('1m 0s');
    expect(formatDuration(125.7)).toBe('2m 5s');
    expect(formatDuration(3599)).toBe('59m 59s');
  });

  it('shows an hour or more in hours and minutes', () => {
    expect(formatDuration(3600)).toBe('1h 0m');
    expect(formatDuration(3 * 3600 + 25 * 60 + 59)).toBe('3h 25m');
  });

  it('shows a dash for a negative or non-finite duration', () => {
    expect(formatDuration(-0.1)).toBe('-');
    expect(formatDuration(Number.NaN)).toBe('-');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('secondsBetween', () => {
  it('is end minus start in seconds', () => {
    expect(secondsBetween('2026-11-21T08:00:00Z', '2026-11-21T08:00:12.500Z')).toBe(12.5);
    expect(secondsBetween('2026-11-21T08:00:00Z', '2026-11-21T07:59:00Z')).toBe(-60);
  });

  it('is null when a timestamp does not parse', () => {
    expect(secondsBetween('nope', '2026-11-21T08:00:00Z')).toBeNull();
    expect(secondsBetween('2026-11-21T08:00:00Z', '')).toBeNull();
  });
});

describe('formatResponseTime (spec 01 §9: seconds from 1000 ms)', () => {
  it('shows under 1000 ms in milliseconds', () => {
    expect(formatResponseTime(0)).toBe('0ms');
    expect(formatResponseTime(999.4)).toBe('999ms');
  });

  it('shows 1000 ms or more in seconds', () => {
    expect(formatResponseTime(1000)).toBe('1.00s');
    expect(formatResponseTime(2345)).toBe('2.35s');
  });

  it('shows a dash for a negative or non-finite time', () => {
    expect(formatResponseTime(-1)).toBe('-');
    expect(formatResponseTime(Number.NaN)).toBe('-');
  });
});
