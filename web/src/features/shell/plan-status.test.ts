import { validityBadge } from './plan-status';

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
