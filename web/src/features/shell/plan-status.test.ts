import { quotaBand, quotaUsage, validityBadge } from './plan-status';

describe('credit quota bar (spec 01 §9)', () => {
  it('is used / (used + remaining), capped at 100', () => {
    expect(quotaUsage(25, 75).percent).toBe(25);
    expect(quotaUsage(1, 2).percent).toBe(33.3);
    expect(quotaUsage(1, 0).percent).toBe(100);
    expect(quotaUsage(150, -10).percent).toBe(100);
  });

  it('is 0 % when there are no credits at all', () => {
    expect(quotaUsage(0, 0)).toEqual({ percent: 0, band: 'green' });
  });

  it('is red from 90, yellow from 70, green below', () => {
    expect(quotaBand(100)).toBe('red');
    expect(quotaBand(90)).toBe('red');
    expect(quotaBand(89.9)).toBe('yellow');
    expect(quotaBand(70)).toBe('yellow');
    expect(quotaBand(69.9)).toBe('green');
    expect(quotaBand(0)).toBe('green');
    expect(quotaUsage(90, 10).band).toBe('red');
    expect(quotaUsage(70, 30).band).toBe('yellow');
    expect(quotaUsage(69, 31).band).toBe('green');
  });
});

describe('plan validity badge (spec 01 §4)', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  const inDays = (days: number) => new Date(now + days * 86_400_000).toISOString();

  it('shows nothing for a plan without an end date', () => {
    expect(validityBadge(null, now)).toBeNull();
  });

  it('shows nothing with more than 30 days left', () => {
    expect(validityBadge(inDays(31), now)).toBeNull();
    expect(validityBadge(inDays(30.5), now)).toBeNull();
  });

  it('is blue from 30 down to 16 days', () => {
    expect(validityBadge(inDays(30), now)).toEqual({ kind: 'remaining', days: 30, color: 'blue' });
    expect(validityBadge(inDays(16), now)).toEqual({ kind: 'remaining', days: 16, color: 'blue' });
  });

  it('is yellow from 15 down to 8 days', () => {
    expect(validityBadge(inDays(15), now)).toEqual({ kind: 'remaining', days: 15, color: 'yellow' });
    expect(validityBadge(inDays(8), now)).toEqual({ kind: 'remaining', days: 8, color: 'yellow' });
  });

  it('is red at 7 days or fewer', () => {
    expect(validityBadge(inDays(7), now)).toEqual({ kind: 'remaining', days: 7, color: 'red' });
    expect(validityBadge(inDays(0.01), now)).toEqual({ kind: 'remaining', days: 1, color: 'red' });
  });

  it('counts the days since expiry once the end date is past', () => {
    expect(validityBadge(inDays(0), now)).toEqual({ kind: 'expired', days: 0, color: 'red' });
    expect(validityBadge(inDays(-3), now)).toEqual({ kind: 'expired', days: 3, color: 'red' });
    expect(validityBadge(inDays(-3.5), now)).toEqual({ kind: 'expired', days: 3, color: 'red' });
  });

  it('ignores an unreadable date', () => {
    expect(validityBadge('soon', now)).toBeNull();
  });
});
