import { newNormalPlan, periodKey, refillIfDue, startPlan } from './plan-credits';

const day = 86_400;
const t0 = Date.UTC(2026, 10, 21, 8) / 1000;

describe('plan credits (spec 01 §9)', () => {
  it('starts a Normal plan with 1 credit for today and no expiry', () => {
    const plan = newNormalPlan(t0);
    expect(plan).toMatchObject({ packageType: 0, queryQuota: 1, usedQueryQuota: 0, endAt: null });
    expect(plan.creditPeriod).toBe('2026-11-21');
  });

  it('grants nothing more on the same UTC day', () => {
    expect(refillIfDue({ ...newNormalPlan(t0), queryQuota: 0, usedQueryQuota: 1 }, t0 + 3600)).toBeNull();
  });

  it('grants 1 credit the next day without carrying anything over', () => {
    const spent = { ...newNormalPlan(t0), queryQuota: 0, usedQueryQuota: 1 };
    expect(refillIfDue(spent, t0 + day)).toMatchObject({
      queryQuota: 1,
      usedQueryQuota: 0,
      creditPeriod: '2026-11-22',
    });
  });

  it('tops paid plans up per 30-day period from begin_at', () => {
    const advanced = { ...newNormalPlan(t0), packageType: 2, queryQuota: 10, creditPeriod: 'P0' };
    expect(periodKey(advanced, t0 + 29 * day)).toBe('P0');
    expect(refillIfDue(advanced, t0 + 29 * day)).toBeNull();
    expect(refillIfDue(advanced, t0 + 30 * day)).toMatchObject({ queryQuota: 1500, creditPeriod: 'P1' });
  });

  it('grants nothing once the plan has ended', () => {
    const ended = { ...newNormalPlan(t0), packageType: 1, endAt: t0 + day, creditPeriod: 'P0' };
    expect(refillIfDue(ended, t0 + 31 * day)).toBeNull();
  });

  it('starts a paid plan with its grant (or the given credits) and an end 30 days on', () => {
    expect(startPlan(2, t0)).toEqual({
      packageType: 2,
      beginAt: t0,
      endAt: t0 + 30 * day,
      queryQuota: 1500,
      usedQueryQuota: 0,
      monitorAddressCount: 10,
      creditPeriod: 'P0',
    });
    expect(startPlan(1, t0, 7)).toMatchObject({ queryQuota: 7, endAt: t0 + 30 * day });
  });

  it('starts an enterprise contract for a year with the credits the operator gives', () => {
    expect(startPlan(4, t0, 20_000)).toMatchObject({
      queryQuota: 20_000,
      endAt: t0 + 365 * day,
      creditPeriod: 'contract',
      monitorAddressCount: 100,
    });
    expect(startPlan(4, t0).queryQuota).toBe(0);
  });
});
