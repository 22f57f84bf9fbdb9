import { type PlanDefinition, plans } from '../../shared/constants/plans';
import { createAccountRepository } from '../adapters/dynamodb/account.repository';
import { startPlan } from '../domain/accounts/plan-credits';
import { createAwsClients } from '../platform/aws-clients';
import type { Config } from '../platform/config';
import type { localApi } from './local-api';

/**
 * Integration-test helpers for a signed-in user on a chosen plan. Plans change through the credit
 * ledger, as `npm run plan:set` does; `credits` replaces the plan's grant when given.
 */
export function planUsers(api: ReturnType<typeof localApi>, config: Config) {
  const accounts = createAccountRepository(createAwsClients(config).ddb, config.TABLE_NAME);

  async function setPlan(userId: string, plan: PlanDefinition['key'], credits?: number): Promise<void> {
    const { packageType } = plans.find((p) => p.key === plan)!;
    const now = Math.floor(Date.now() / 1000);
    if (!(await accounts.changePlan(userId, startPlan(packageType, now, credits), Date.now())))
      throw new Error(`plan change of ${userId} refused`);
  }

  /** A new user (e-mail prefixed by `prefix`) put on `plan` at once. */
  async function userOnPlan(plan: PlanDefinition['key'], credits?: number, prefix = `user-${plan}`) {
    const user = await api.newUser(prefix);
    await setPlan(user.userId, plan, credits);
    return user;
  }

  return { setPlan, userOnPlan };
}
