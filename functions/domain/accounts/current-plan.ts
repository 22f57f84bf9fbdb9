import { AppError } from '../app-error';
import type { Clock } from '../ports/clock';
import type { AccountRepository } from './account.ports';
import { type PlanState, refillIfDue } from './plan-credits';

export interface CurrentPlanDeps {
  readonly accounts: Pick<AccountRepository, 'getPlan' | 'saveRefill'>;
  readonly clock: Clock;
}

/**
 * The caller's plan with any due periodic credits granted first. Apart from the account service
 * because every charging use case reads it, and none of them needs sign-in or mail to do so.
 */
export function createCurrentPlan({ accounts, clock }: CurrentPlanDeps) {
  return async function currentPlan(userId: string): Promise<PlanState> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const plan = await accounts.getPlan(userId);
      if (!plan) throw new AppError('not_found');
      const refilled = refillIfDue(plan, clock.nowSeconds());
      if (!refilled) return plan;
      if (await accounts.saveRefill(userId, refilled, plan, clock.nowMs())) return refilled;
    }
    throw new Error('Plan refill kept losing to concurrent writers');
  };
}

export type CurrentPlan = ReturnType<typeof createCurrentPlan>;
