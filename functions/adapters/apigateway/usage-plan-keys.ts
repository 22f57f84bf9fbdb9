import {
  type APIGatewayClient,
  ConflictException,
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  DeleteApiKeyCommand,
  GetApiKeysCommand,
  GetUsagePlansCommand,
  NotFoundException,
} from '@aws-sdk/client-api-gateway';
import type { ApiKeyRecord, UsagePlanKeys } from '../../domain/api-keys/api-key.ports';
import { usageIdentifierValue } from '../../domain/api-keys/usage-identifier';
import type { Logger } from '../../domain/ports/logger';

/**
 * Usage-plan keys on API Gateway (docs/areas/api-keys-and-usage.md): one API Gateway API key
 * per (our key, tier), with the derived value, added to the tier's usage plan the first time the
 * key is used on that tier. Every step is idempotent (a create that conflicts finds what exists),
 * so two authorizer instances racing on a new key end with one API key in the plan. A process
 * remembers what it provisioned; the key item remembers it across processes (`usage_plan_tier`
 * and the API Gateway key's id), so the control plane is called once per key and tier, not per
 * call or cold start.
 *
 * The account holds at most 10,000 API Gateway keys per region, so none outlives its use: a tier
 * change deletes the previous tier's key (by its stored id) once the new one is recorded, a
 * deleted key's is deleted with it, and a key deleted while its first call was provisioning
 * (the record then fails) has the key just made deleted again.
 */
export interface ApiGatewayUsagePlanKeysDeps {
  readonly client: APIGatewayClient;
  /** Usage plans are named `<prefix><tier>`. */
  readonly planNamePrefix: string;
  readonly sha256Hex: (text: string) => string;
  /**
   * Records on the key item that the key is in this tier's plan under this API Gateway key;
   * false when our key is gone.
   */
  readonly recordTier: (
    userId: string,
    keyId: number,
    tier: string,
    usagePlanKeyId: string,
  ) => Promise<boolean>;
  readonly log: Pick<Logger, 'warn'>;
}

/** The API Gateway key's name: unique per (our key, tier), readable in the console. */
const gatewayKeyName = (planNamePrefix: string, tier: string, key: Pick<ApiKeyRecord, 'userId' | 'id'>) =>
  `${planNamePrefix}${tier}-${key.userId}-${key.id}`;

export function createApiGatewayUsagePlanKeys(deps: ApiGatewayUsagePlanKeysDeps): UsagePlanKeys {
  const { client, planNamePrefix, sha256Hex, log } = deps;
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

  /**
   * The id of the API Gateway key with exactly this name (and value, when given). API Gateway's
   * `nameQuery` matches a prefix (`…-1` also finds `…-10`), so every page is read and compared whole.
   */
  async function findKeyId(name: string, value?: string): Promise<string | undefined> {
    let position: string | undefined;
    do {
      const page = await client.send(
        new GetApiKeysCommand({ nameQuery: name, includeValues: value !== undefined, position, limit: 500 }),
      );
      const found = page.items?.find((k) => k.name === name && (value === undefined || k.value === value));
      if (found?.id) return found.id;
      position = page.position;
    } while (position);
    return undefined;
  }

  async function apiKeyId(name: string, value: string): Promise<string> {
    try {
      const created = await client.send(new CreateApiKeyCommand({ name, value, enabled: true }));
      return created.id!;
    } catch (error) {
      // Another instance made it a moment ago (the value is unique): the same key, found exactly.
      if (!(error instanceof ConflictException)) throw error;
      const id = await findKeyId(name, value);
      if (!id) throw error;
      return id;
    }
  }

  /** Deletes one API Gateway key; already gone counts as done, other failures are logged. */
  async function deleteKey(apiKey: string, reason: string): Promise<void> {
    try {
      await client.send(new DeleteApiKeyCommand({ apiKey }));
    } catch (error) {
      if (error instanceof NotFoundException) return;
      // An orphan costs one slot of the quota: the log names it for an operator to delete.
      log.warn('usage plan key not deleted', { event: 'usage_plan_key_orphaned', apiKey, reason, error });
    }
  }

  /** The stored id, else (keys provisioned before ids were stored) the key found by exact name. */
  const storedKeyId = async (key: ApiKeyRecord): Promise<string | undefined> =>
    key.usagePlanKeyId ??
    (key.usagePlanTier === null
      ? undefined
      : findKeyId(gatewayKeyName(planNamePrefix, key.usagePlanTier, key)));

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
      const keyId = await apiKeyId(gatewayKeyName(planNamePrefix, tier, key), value);
      try {
        await client.send(new CreateUsagePlanKeyCommand({ usagePlanId, keyId, keyType: 'API_KEY' }));
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
      }
      if (!(await deps.recordTier(key.userId, key.id, tier, keyId))) {
        // Our key was deleted while this call provisioned it: nothing may keep its meter.
        await deleteKey(keyId, 'key deleted during provisioning');
        return value;
      }
      done.add(value);
      // A tier change: the previous tier's key meters nothing any more.
      if (key.usagePlanTier !== null) {
        try {
          const previous = await storedKeyId(key);
          if (previous && previous !== keyId) await deleteKey(previous, 'tier changed');
        } catch (error) {
          log.warn('previous usage plan key not found', { event: 'usage_plan_key_orphaned', error });
        }
      }
      return value;
    },

    async release(key) {
      try {
        const id = await storedKeyId(key);
        if (id) await deleteKey(id, 'key deleted');
      } catch (error) {
        log.warn('usage plan key not found', { event: 'usage_plan_key_orphaned', error });
      }
    },
  };
}
