import type { Config } from '../platform/config';
import type { localApi } from './local-api';
import { planUsers } from './plan-users';

/** Integration-test helpers for the public API: a signed-in user on a chosen plan, and a key of theirs. */
export function apiKeyUsers(api: ReturnType<typeof localApi>, config: Config) {
  const plans = planUsers(api, config);
  const userOnPlan = (plan: Parameters<typeof plans.userOnPlan>[0], credits?: number) =>
    plans.userOnPlan(plan, credits, `apikey-${plan}`);

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

  return { setPlan: plans.setPlan, userOnPlan, createKey };
}
