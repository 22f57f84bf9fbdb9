import { AppError } from '../app-error';
import type { Clock } from '../ports/clock';
import type { AccountRepository } from './account.ports';
import { type PlanState, refillIfDue } from './plan-credits';

export interface CurrentPlanDeps {
  readonly accounts: Pick<AccountRepository, 'getPlan' | 'saveRefill'>;
  readonly clock: Clock;
  /** Contention back-off; injected so tests need not wait. */
  readonly retry?: PlanRetry;
}

export interface PlanRetry {
  /** Tries in all, the first included. */
  readonly maxAttempts: number;
  /** Upper bound of the first wait, in ms; it doubles each try, up to `maxDelayMs`. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly sleep: (ms: number) => Promise<void>;
  /** A number in [0, 1). */
  readonly random: () => number;
}

/**
 * 8 tries with full-jitter waits of at most 20, 40, …, 500 ms (under 2 s in the worst case): a
 * refill loses only to another write of the same plan item (a charge, a credit move, another
 * refill), which is over in milliseconds, so spreading the retries out lets one of them land.
 */
export const DEFAULT_PLAN_RETRY: PlanRetry = {
  maxAttempts: 8,
  baseDelayMs: 20,
  maxDelayMs: 500,
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

/** Seconds a caller is told to wait when every try lost (Retry-After of the 503). */
export const PLAN_BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * The caller's plan with any due periodic credits granted first. Apart from the account service
 * because every charging use case reads it, and none of them needs sign-in or mail to do so.
 *
 * The grant is a write conditional on the plan as read; when a concurrent write wins, the plan is
 * read again (a refill that won leaves nothing due) after a jittered wait. Should every try lose,
 * the answer is 503 plan_busy with Retry-After, a refusal the caller can retry, never a 500.
 */
export function createCurrentPlan({ accounts, clock, retry = DEFAULT_PLAN_RETRY }: CurrentPlanDeps) {
  return async function currentPlan(userId: string): Promise<PlanState> {
    for (let attempt = 0; attempt < retry.maxAttempts; attempt++) {
      if (attempt > 0)
        await retry.sleep(
          retry.random() * Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1)),
        );
      const plan = await accounts.getPlan(userId);
      if (!plan) throw new AppError('not_found');
      const refilled = refillIfDue(plan, clock.nowSeconds());
      if (!refilled) return plan;
      if (await accounts.saveRefill(userId, refilled, plan, clock.nowMs())) return refilled;
    }
    throw new AppError('plan_busy', {
      data: { retry_after: PLAN_BUSY_RETRY_AFTER_SECONDS },
      headers: { 'Retry-After': String(PLAN_BUSY_RETRY_AFTER_SECONDS) },
    });
  };
}

export type CurrentPlan = ReturnType<typeof createCurrentPlan>;
