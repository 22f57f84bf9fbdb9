import { newNormalPlan, startPlan } from '../accounts/plan-credits';
import { creditMoves } from './credit-moves';

const t0 = Date.UTC(2026, 10, 21, 8) / 1000;

describe('credit moves (spec 01 §9)', () => {
  it('holds 1 credit and a concurrency slot when a query is created', () => {
    expect(creditMoves.holdForQuery('h1', 3)).toEqual({
      kind: 'delta',
      key: 'query:h1:hold',
      reason: 'query_hold',
      credits: -1,
      used: 0,
      slots: 1,
      concurrencyCap: 3,
      subject: { type: 'query', id: 'h1' },
    });
  });

  it('keys a reservation by the total the query then holds', () => {
    expect(creditMoves.reserveForQuery('h1', 1, 4)).toMatchObject({
      key: 'query:h1:reserve:5',
      credits: -4,
      used: 0,
      slots: 0,
    });
    // A step retried after the query held 3 reaches the same total under the same key.
    expect(creditMoves.reserveForQuery('h1', 3, 2).key).toBe('query:h1:reserve:5');
  });

  it('charges a completed query at most what it holds and gives the rest back', () => {
    expect(creditMoves.chargeQuery('h1', 5, 2)).toMatchObject({
      key: 'query:h1:charge',
      reason: 'query_charge',
      credits: 3,
      used: 2,
      slots: -1,
    });
    expect(creditMoves.chargeQuery('h1', 2, 9)).toMatchObject({ credits: 0, used: 2 });
  });

  it('refunds everything a failed query holds under a key of its own', () => {
    expect(creditMoves.refundQuery('h1', 4)).toMatchObject({
      key: 'query:h1:refund',
      reason: 'query_refund',
      credits: 4,
      used: 0,
      slots: -1,
    });
  });

  it('prices a monitored address beyond the allowance at 20 credits, 7 on package_type 1001', () => {
    expect(creditMoves.monitoredAddress('m-1', 2)).toMatchObject({
      key: 'monitor:m-1',
      reason: 'monitored_address',
      credits: -20,
      used: 20,
      priceOfPackageType: 2,
    });
    expect(creditMoves.monitoredAddress('m-2', 1001)).toMatchObject({ credits: -7, used: 7 });
  });

  it('charges 3 credits per pushed alert, keyed by the alert', () => {
    expect(creditMoves.alertPush('a-9')).toMatchObject({
      key: 'alert:a-9',
      reason: 'alert_push',
      credits: -3,
      used: 3,
      slots: 0,
    });
  });

  it('keys a refill by the plan start and the period it grants, so a new plan can refill again', () => {
    const read = { ...startPlan(1, t0), queryQuota: 4, usedQueryQuota: 96 };
    const next = { ...read, queryQuota: 100, usedQueryQuota: 0, creditPeriod: 'P1' };
    expect(creditMoves.refill(read, next)).toMatchObject({
      kind: 'reset',
      key: `refill:${t0}:P1`,
      previous: read,
      plan: next,
    });
    const later = startPlan(1, t0 + 86_400);
    expect(creditMoves.refill(later, { ...later, creditPeriod: 'P1' }).key).toBe(`refill:${t0 + 86_400}:P1`);
  });

  it('keys a plan change by the plan and its start, and opens an account once', () => {
    expect(creditMoves.changePlan(startPlan(3, t0)).key).toBe(`plan:3:${t0}:5000`);
    // Another change in the same second (other credits) is another move.
    expect(creditMoves.changePlan(startPlan(3, t0, 10)).key).toBe(`plan:3:${t0}:10`);
    expect(creditMoves.openAccount(newNormalPlan(t0))).toMatchObject({
      key: 'account-opened',
      reason: 'account_opened',
    });
  });

  it('refuses amounts that are not whole credits', () => {
    expect(() => creditMoves.reserveForQuery('h1', 1, 1.5)).toThrow(RangeError);
    expect(() => creditMoves.chargeQuery('h1', 2, -1)).toThrow(RangeError);
    expect(() => creditMoves.refundQuery('h1', Number.NaN)).toThrow(RangeError);
  });
});
