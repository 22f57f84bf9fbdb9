import type { PlanDefinition } from '../../shared/constants/plans';
import { createAccountRepository } from '../adapters/dynamodb/account.repository';
import { startPlan } from '../domain/accounts/plan-credits';
import { createAwsClients } from '../platform/aws-clients';
import type { Config } from '../platform/config';
import type { localApi } from './local-api';

/**
 * Integration-test helpers for the public API: a signed-in user on a chosen plan, and
 * a key of theirs. Plans change through the credit ledger, as `npm run plan:set` does.
 */
export function apiKeyUsers(api: ReturnType<typeof localApi>, config: Config) {
  const accounts = createAccountRepository(createAwsClients(config).ddb, config.TABLE_NAME);

  async function setPlan(userId: string, plan: PlanDefinition['key'], credits?: number): Promise<void> {
    const packageType = { normal: 0, basic: 1, advanced: 2, professional: 3, enterprise: 4 }[plan];
    const now = Math.floor(Date.now() / 1000);
    if (!(await accounts.changePlan(userId, startPlan(packageType, now, credits), Date.now())))
      throw new Error(`plan change of ${userId} refused`);
  }

  async function userOnPlan(plan: PlanDefinition['key'], credits?: number) {
    const user = await api.newUser(`apikey-${plan}`);
    await setPlan(user.userId, plan, credits);
    return user;
  }

  /** Creates a key through the console API; answers its id and the full key. */
  async function createKey(token: string, body: Record<string, unknown> = {}) {
    const created = await api.call<{ api_key: { id: number; key: string } }>(
      'POST',
      '/api/v1/api-keys/create',
      {
        token,
        body: { name: `key-${Date.now().toString(36)}`, permissions: ['read', 'write'], ...body },
      },
    );
    if (created.status !== 200)
      throw new Error(`create key: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body.api_key;
  }

  return { setPlan, userOnPlan, createKey };
}
