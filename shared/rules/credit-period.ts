import { planOf } from '../constants/plans';
import { DAY_MS, nextUtcMidnight } from './time';

/**
 * When periodic credits arrive (spec 01 §9): Normal gets its credit each UTC day, paid plans
 * their grant each 30-day period counted from the plan's start, contracts none. Read by the refill
 * on the server and by the console, which says when an empty balance renews.
 */
export const CREDIT_MONTH_MS = 30 * DAY_MS;

/** The 30-day period of a paid plan that `nowMs` falls in, 0 for the first. */
export const creditMonthOf = (beginAtMs: number, nowMs: number): number =>
  Math.floor(Math.max(0, nowMs - beginAtMs) / CREDIT_MONTH_MS);

export interface PlanPeriod {
  readonly packageType: number;
  readonly beginAtMs: number;
  /** null: the plan does not end. */
  readonly endAtMs: number | null;
}

/** When the next periodic grant lands (epoch ms), or null when none will: a contract, or a plan that ends first. */
export function nextCreditRefill(plan: PlanPeriod, nowMs: number): number | null {
  const { credits, creditPeriod } = planOf(plan.packageType);
  if (credits === null || creditPeriod === 'contract') return null;
  const next =
    creditPeriod === 'day'
      ? nextUtcMidnight(nowMs)
      : plan.beginAtMs + (creditMonthOf(plan.beginAtMs, nowMs) + 1) * CREDIT_MONTH_MS;
  return plan.endAtMs !== null && next >= plan.endAtMs ? null : next;
}
