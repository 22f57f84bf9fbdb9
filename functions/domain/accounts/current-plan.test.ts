import { createCurrentPlan, DEFAULT_PLAN_RETRY } from './current-plan';
import type { PlanState } from './plan-credits';
import { newNormalPlan } from './plan-credits';

const day = 86_400;
const t0 = Date.UTC(2026, 10, 21, 8) / 1000;
const now = t0 + day; // the next UTC day: yesterday's spent Normal plan is due its credit

/** A plan item whose conditional refill loses `losses` times to concurrent writers, then lands. */
function planLosing(losses: number) {
  let stored: PlanState = { ...newNormalPlan(t0), queryQuota: 0, usedQueryQuota: 1 };
  let lost = 0;
  const accounts = {
    getPlan: async () => stored,
    saveRefill: async (_user: string, refilled: PlanState) => {
      if (lost < losses) {
        lost++;
        return false;
      }
      stored = refilled;
      return true;
    },
  };
  const waits: number[] = [];
  const currentPlan = createCurrentPlan({
    accounts,
    clock: { nowMs: () => now * 1000, nowSeconds: () => now },
    retry: { ...DEFAULT_PLAN_RETRY, sleep: async (ms) => void waits.push(ms), random: () => 0.5 },
  });
  return { currentPlan, waits };
}

describe('current plan under contention', () => {
  it('retries a refill that lost, after growing jittered waits, and grants it', async () => {
    const { currentPlan, waits } = planLosing(5);
    expect(await currentPlan('u1')).toMatchObject({ queryQuota: 1, creditPeriod: '2026-11-22' });
    expect(waits).toEqual([10, 20, 40, 80, 160]);
  });

  it('answers 503 plan_busy with Retry-After when every try lost, not a 500', async () => {
    const { currentPlan, waits } = planLosing(Number.POSITIVE_INFINITY);
    const refusal = currentPlan('u1');
    await expect(refusal).rejects.toMatchObject({
      code: 'plan_busy',
      status: 503,
      options: { headers: { 'Retry-After': '1' } },
    });
    expect(waits).toHaveLength(DEFAULT_PLAN_RETRY.maxAttempts - 1);
    expect(Math.max(...waits)).toBeLessThanOrEqual(DEFAULT_PLAN_RETRY.maxDelayMs);
  });
});
