import {
  type APIGatewayClient,
  ConflictException,
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  GetApiKeysCommand,
  GetUsagePlansCommand,
} from '@aws-sdk/client-api-gateway';
import type { UsagePlanKeys } from '../../domain/api-keys/api-key.ports';
import { usageIdentifierValue } from '../../domain/api-keys/usage-identifier';

/**
 * Usage-plan keys on API Gateway (docs/areas/api-keys-and-usage.md): one API Gateway API key
 * per (our key, tier), with the derived value, added to the tier's usage plan the first time the
 * key is used on that tier. Every step is idempotent (a create that conflicts finds what exists),
 * so two authorizer instances racing on a new key end with one API key in the plan. A process
 * remembers what it provisioned; the key item remembers it across processes (`usage_plan_tier`),
 * so the control plane is called once per key and tier, not per call or cold start.
 */
export interface ApiGatewayUsagePlanKeysDeps {
  readonly client: APIGatewayClient;
  /** Usage plans are named `<prefix><tier>`. */
  readonly planNamePrefix: string;
  readonly sha256Hex: (text: string) => string;
  /** Records on the key item that the key is in this tier's plan. */
  readonly recordTier: (userId: string, keyId: number, tier: string) => Promise<void>;
}

export function createApiGatewayUsagePlanKeys(deps: ApiGatewayUsagePlanKeysDeps): UsagePlanKeys {
  const { client, planNamePrefix, sha256Hex } = deps;
  const done = new Set<string>();
  let plans: Promise<Map<string, string>> | undefined;

  const planIds = async (): Promise<Map<string, string>> => {
    const ids = new Map<string, string>();
    let position: string | undefined;
    do {
      const page = await client.send(new GetUsagePlansCommand({ position, limit: 500 }));
      for (const plan of page.items ?? [])
        if (plan.name?.startsWith(planNamePrefix) && plan.id)
          ids.set(plan.name.slice(planNamePrefix.length), plan.id);
      position = page.position;
    } while (position);
    return ids;
  };

  async function apiKeyId(name: string, value: string): Promise<string> {
    try {
      const created = await client.send(new CreateApiKeyCommand({ name, value, enabled: true }));
      return created.id!;
    } catch (error) {
      if (!(error instanceof ConflictException)) throw error;
      const found = await client.send(new GetApiKeysCommand({ nameQuery: name, limit: 5 }));
      const id = found.items?.find((k) => k.name === name)?.id;
      if (!id) throw error;
      return id;
    }
  }

  return {
    async identifierFor(key, tier) {
      const value = usageIdentifierValue(sha256Hex, key.keyHash, tier);
      if (done.has(value) || key.usagePlanTier === tier) return value;
      plans ??= planIds().catch((error) => {
        plans = undefined;
        throw error;
      });
      const usagePlanId = (await plans).get(tier);
      if (!usagePlanId) throw new Error(`No usage plan named ${planNamePrefix}${tier}`);
      const keyId = await apiKeyId(`${planNamePrefix}${tier}-${key.userId}-${key.id}`, value);
      try {
        await client.send(new CreateUsagePlanKeyCommand({ usagePlanId, keyId, keyType: 'API_KEY' }));
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
      }
      await deps.recordTier(key.userId, key.id, tier);
      done.add(value);
      return value;
    },
  };
}
