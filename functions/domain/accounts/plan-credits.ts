import { planOf } from '../../../shared/constants/plans';
import { creditMonthOf } from '../../../shared/rules/credit-period';
import { DAY_SECONDS, SECOND_MS, utcDayOf } from '../../../shared/rules/time';

/**
 * A user's plan and credit balance, and the lazy refill of periodic credits (spec 01 §9): Normal
 * gets 1 credit per UTC day (not carried over), paid plans their monthly grant per 30-day period
 * counted from begin_at. Refill happens when the balance is read or spent, keyed by the period so
 * two concurrent readers cannot grant twice (the write is conditional on the old period key and
 * on the balance it was computed from).
 */
export interface PlanState {
  readonly packageType: number;
  /** Epoch seconds. */
  readonly beginAt: number;
  /** Epoch seconds; null: no expiry. */
  readonly endAt: number | null;
  /** Credits remaining (never below 0). */
  readonly queryQuota: number;
  /** Credits spent in the current period. */
  readonly usedQueryQuota: number;
  readonly monitorAddressCount: number;
  /** The credit period the balance belongs to (see periodKey). */
  readonly creditPeriod: string;
}

export function periodKey(state: Pick<PlanState, 'packageType' | 'beginAt'>, nowSeconds: number): string {
  const plan = planOf(state.packageType);
  if (plan.creditPeriod === 'day') return utcDayOf(nowSeconds * SECOND_MS);
  if (plan.creditPeriod === 'month')
    return `P${creditMonthOf(state.beginAt * SECOND_MS, nowSeconds * SECOND_MS)}`;
  return 'contract';
}

/** Every new account starts on Normal (package_type 0) with today's credit. */
export const newNormalPlan = (nowSeconds: number): PlanState => startPlan(0, nowSeconds);

/** The state after applying a due refill, or null when the current period is already granted. */
export function refillIfDue(state: PlanState, nowSeconds: number): PlanState | null {
  const current = periodKey(state, nowSeconds);
  if (current === state.creditPeriod) return null;
  const grant = planOf(state.packageType).credits;
  if (grant === null) return null;
  const expired = state.endAt !== null && nowSeconds >= state.endAt;
  if (expired) return null;
  // Daily credits are not carried over; monthly grants top up to at least the grant.
  const queryQuota =
    planOf(state.packageType).creditPeriod === 'day' ? grant : Math.max(state.queryQuota, grant);
  return { ...state, queryQuota, usedQueryQuota: 0, creditPeriod: current };
}

/**
 * A plan starting at `nowSeconds` (a new account, or an operator's plan change with npm run
 * plan:set): the plan's grant, or `credits` when given, nothing used yet, its free monitored
 * addresses, and an end for paid plans (a 30-day month, a 365-day contract). Billing is outside
 * this product.
 */
export function startPlan(packageType: number, nowSeconds: number, credits?: number): PlanState {
  const plan = planOf(packageType);
  const base = { packageType, beginAt: nowSeconds };
  const endAt =
    plan.creditPeriod === 'month'
      ? nowSeconds + 30 * DAY_SECONDS
      : plan.creditPeriod === 'contract'
        ? nowSeconds + 365 * DAY_SECONDS
        : null;
  return {
    ...base,
    endAt,
    queryQuota: credits ?? plan.credits ?? 0,
    usedQueryQuota: 0,
    monitorAddressCount: plan.freeMonitoredAddresses,
    creditPeriod: periodKey(base, nowSeconds),
  };
}
