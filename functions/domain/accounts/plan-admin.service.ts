import { type PlanDefinition, plans } from '../../../shared/constants/plans';
import { normalizeEmail } from '../../../shared/rules/account-rules';
import { AppError } from '../app-error';
import type { Clock } from '../ports/clock';
import type { AccountRepository } from './account.ports';
import { type PlanState, startPlan } from './plan-credits';

/**
 * The operator's plan change (`npm run plan:set`): billing is outside this product, so this is
 * how a user gets a paid plan (or a demo account its credits). The new plan starts now with its
 * grant, or the credits given; the balance moves through the credit ledger like every other move
 * (a plan-change entry), and running the same change again in the same second changes nothing.
 */
export interface PlanAdminDeps {
  readonly accounts: Pick<AccountRepository, 'emailOwner' | 'changePlan'>;
  readonly clock: Clock;
}

export interface SetPlanInput {
  readonly email: string;
  readonly plan: PlanDefinition['key'];
  /** Credits to start with instead of the plan's grant. */
  readonly credits?: number;
}

export function createPlanAdminService({ accounts, clock }: PlanAdminDeps) {
  /** Puts the account of `email` on a plan from now; AppError('not_found') without an account. */
  async function setPlan(input: SetPlanInput): Promise<{ userId: string; email: string; plan: PlanState }> {
    const definition = plans.find((p) => p.key === input.plan);
    if (!definition) throw new RangeError(`Unknown plan ${input.plan}`);
    if (input.credits !== undefined && !(Number.isInteger(input.credits) && input.credits >= 0)) {
      throw new RangeError(`Credits must be a whole number ≥ 0, got ${input.credits}`);
    }
    const email = normalizeEmail(input.email);
    const userId = await accounts.emailOwner(email);
    if (!userId) throw new AppError('not_found');
    const plan = startPlan(definition.packageType, clock.nowSeconds(), input.credits);
    if (!(await accounts.changePlan(userId, plan, clock.nowMs()))) throw new AppError('not_found');
    return { userId, email, plan };
  }

  return { setPlan };
}

export type PlanAdminService = ReturnType<typeof createPlanAdminService>;
