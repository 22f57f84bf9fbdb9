import { addressDisplayStatus, alertAge, extraAddressCost, pushesPaused } from './monitor-rules';

const now = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;

describe('alert age (spec 02 §4)', () => {
  it('says "just now" under a minute, even for a clock a little ahead', () => {
    expect(alertAge(ago(59_999), now)).toEqual({ unit: 'justNow' });
    expect(alertAge(ago(-5_000), now)).toEqual({ unit: 'justNow' });
    expect(alertAge('not a date', now)).toEqual({ unit: 'justNow' });
  });

  it('counts minutes, then hours under 1440 minutes, then days', () => {
    expect(alertAge(ago(MINUTE), now)).toEqual({ unit: 'minutes', value: 1 });
    expect(alertAge(ago(59 * MINUTE), now)).toEqual({ unit: 'minutes', value: 59 });
    expect(alertAge(ago(60 * MINUTE), now)).toEqual({ unit: 'hours', value: 1 });
    expect(alertAge(ago(1439 * MINUTE), now)).toEqual({ unit: 'hours', value: 23 });
    expect(alertAge(ago(1440 * MINUTE), now)).toEqual({ unit: 'days', value: 1 });
    expect(alertAge(ago(10 * 1440 * MINUTE + 5), now)).toEqual({ unit: 'days', value: 10 });
  });
});

describe('address display status (spec 02 §3)', () => {
  it('reads 0 inactive, 1 active, 2 or the paused flag paused, anything else error', () => {
    expect(addressDisplayStatus({ status: 0, paused: false })).toBe('inactive');
    expect(addressDisplayStatus({ status: 1, paused: false })).toBe('active');
    expect(addressDisplayStatus({ status: 2, paused: true })).toBe('paused');
    expect(addressDisplayStatus({ status: 1, paused: true })).toBe('paused');
    expect(addressDisplayStatus({ status: 7, paused: false })).toBe('error');
  });

  it('keeps a disabled address inactive even while pushes are paused', () => {
    expect(addressDisplayStatus({ status: 0, paused: true })).toBe('inactive');
  });
});

describe('credits (spec 02 §9)', () => {
  it('charges nothing within the free allowance, 20 beyond it, 7 for package_type 1001', () => {
    const advanced = { package_type: 2, monitor_address_count: 3 };
    expect(extraAddressCost(advanced, 0)).toBe(0);
    expect(extraAddressCost(advanced, 2)).toBe(0);
    expect(extraAddressCost(advanced, 3)).toBe(20);
    expect(extraAddressCost({ package_type: 1001, monitor_address_count: 3 }, 3)).toBe(7);
    expect(extraAddressCost({ package_type: 0, monitor_address_count: 0 }, 0)).toBe(20);
  });

  it('pauses pushes when the credits left cannot pay one (3 credits)', () => {
    expect(pushesPaused(undefined)).toBe(false);
    expect(pushesPaused(3)).toBe(false);
    expect(pushesPaused(2)).toBe(true);
    expect(pushesPaused(0)).toBe(true);
  });
});
