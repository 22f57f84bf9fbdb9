import { planOf } from '../../../shared/constants/plans';
import type {
  ApiKey,
  CreateApiKeyRequest,
  CreateApiKeyResponse,
  UpdateApiKeyRequest,
} from '../../../shared/contract/api-keys.schema';
import {
  API_KEY_PREFIX_LENGTH,
  API_KEY_STATUS,
  API_KEY_SUFFIX_LENGTH,
  apiKeyCreationsPerUser,
  apiKeyExpiryProblem,
  EXPIRY_MESSAGES,
  maskedApiKey,
  NEVER_EXPIRES,
} from '../../../shared/rules/api-key-rules';
import { rfc3339 } from '../../../shared/rules/time';
import type { PlanState } from '../accounts/plan-credits';
import type { Actor, SensitiveChangeGate } from '../accounts/sensitive-changes';
import { AppError } from '../app-error';
import type { Clock } from '../ports/clock';
import type { Entropy } from '../ports/entropy';
import type { RateLimiter } from '../ports/rate-limiter';
import type {
  ApiKeyChanges,
  ApiKeyRecord,
  ApiKeyRepository,
  RandomBytes,
  UsagePlanKeys,
} from './api-key.ports';
import { planAllowsApi } from './api-key-access';
import { newApiKeyToken } from './api-key-token';
import { type KeyGrant, reachBeyond } from './key-bounds';

/**
 * Managing a user's API keys (spec 01 §3–§7), the same for the console (user token) and the public
 * API (a key with the admin permission).
 *
 * Plan gate (spec 01 §6): creating a key, editing one or enabling one needs package_type 2 or
 * above on a plan that has not ended; advanced and professional hold at most 3 keys, enterprise
 * 10 (our choice: the spec says only "API features unlocked"; a cap keeps the per-key usage-plan
 * keys of docs/areas/api-keys-and-usage.md bounded, and an operator can raise it in plans.ts). Listing,
 * disabling and deleting stay open after a downgrade, so a user can always clean up; the keys
 * themselves stop working at once (the authorizer checks the plan on every call).
 *
 * Sensitive changes (a new key; more permissions, addresses or time for a key; enabling one) pass
 * the caller's gate: a console session needs a password proof of the last 10 minutes, and the
 * owner is mailed (accounts/sensitive-changes.ts). A key acting on the public API may not touch
 * itself, nor make any key reach beyond its own permissions, IP list and expiry (key-bounds.ts).
 * Creations per user and day are capped too (`apiKeyCreationsPerUser`): each new key may
 * take an API Gateway key of the account's regional quota on first use, so create-delete churn
 * must not be unbounded; a deleted key gives its API Gateway key back (`usagePlanKeys.release`).
 */
export interface ApiKeyServiceDeps {
  readonly keys: ApiKeyRepository;
  readonly usagePlanKeys: Pick<UsagePlanKeys, 'release'>;
  readonly limits: RateLimiter;
  readonly currentPlan: (userId: string) => Promise<PlanState>;
  readonly randomBytes: RandomBytes;
  readonly entropy: Pick<Entropy, 'sha256Hex'>;
  readonly clock: Clock;
}

/** The key as listed: masked (spec 01 §9), never the hash. */
export function toApiKey(record: ApiKeyRecord): ApiKey {
  return {
    id: record.id,
    user_id: record.userId,
    name: record.name,
    description: record.description,
    key: maskedApiKey(record.keyPrefix, record.keySuffix),
    key_prefix: record.keyPrefix,
    status: record.status,
    permissions: [...record.permissions],
    expires_at: record.expiresAt,
    allowed_ips: [...record.allowedIps],
    created_at: rfc3339(record.createdAt),
    updated_at: rfc3339(record.updatedAt),
    last_used_at: record.lastUsedAt === null ? null : rfc3339(record.lastUsedAt),
    disabled_reason: record.status === API_KEY_STATUS.active ? null : record.disabledReason,
  };
}

export function createApiKeyService({
  keys,
  usagePlanKeys,
  limits,
  currentPlan,
  randomBytes,
  entropy,
  clock,
}: ApiKeyServiceDeps) {
  async function requireApiPlan(userId: string): Promise<PlanState> {
    const plan = await currentPlan(userId);
    if (!planAllowsApi(plan, clock.nowMs())) throw new AppError('api_key_plan_required');
    return plan;
  }

  function checkExpiry(expiresAt: number | undefined): void {
    const problem = apiKeyExpiryProblem(expiresAt, clock.nowMs());
    if (problem)
      throw new AppError('invalid_parameter', { field: 'expires_at', message: EXPIRY_MESSAGES[problem] });
  }

  async function change(userId: string, id: number, changes: ApiKeyChanges): Promise<{ api_key: ApiKey }> {
    const updated = await keys.update(userId, id, changes, clock.nowMs());
    if (!updated) throw new AppError('api_key_not_found');
    return { api_key: toApiKey(updated) };
  }

  /** The key the caller acts with on the public API; undefined for a console session. */
  async function actingKey(actor: Actor): Promise<ApiKeyRecord | undefined> {
    if (!actor.apiKeyId) return undefined;
    const key = await keys.get(actor.userId, actor.apiKeyId);
    // The authorizer admitted it a moment ago: gone since means deleted meanwhile.
    if (!key) throw new AppError('api_key_beyond_caller');
    return key;
  }

  /** A key acting on the public API gives no key more than it holds itself. */
  function withinActingKey(acting: ApiKeyRecord | undefined, grant: KeyGrant): void {
    const beyond = acting ? reachBeyond(acting, grant) : [];
    if (beyond.length > 0) throw new AppError('api_key_beyond_caller', { field: beyond[0] });
  }

  /** The key to change, which an acting key may not be itself. */
  async function target(actor: Actor, id: number): Promise<ApiKeyRecord> {
    if (actor.apiKeyId === id) throw new AppError('api_key_beyond_caller', { field: 'id' });
    const key = await keys.get(actor.userId, id);
    if (!key) throw new AppError('api_key_not_found');
    return key;
  }

  /** Counts a creation against the user's daily cap, before anything is made. */
  async function takeCreation(userId: string): Promise<void> {
    const decision = await limits.take(
      `api-key-create:${userId}`,
      clock.nowSeconds(),
      apiKeyCreationsPerUser,
    );
    if (!decision.allowed)
      throw new AppError('api_key_daily_limit', {
        data: { max: apiKeyCreationsPerUser.max, retry_after: decision.retryAfter },
        headers: { 'Retry-After': String(decision.retryAfter) },
      });
  }

  /**
   * 1. Plan gate. 2. Expiry rules (a schema has no clock). 3. Within the acting key. 4. The
   * caller's gate (password proof). 5. The daily creation cap. 6. A fresh key: shown in this
   * answer only, stored as its SHA-256. 7. Store it under the plan's cap, in one transaction.
   * 8. Tell the owner.
   */
  async function create(
    actor: Actor,
    input: CreateApiKeyRequest,
    gate: SensitiveChangeGate,
  ): Promise<CreateApiKeyResponse> {
    const { userId } = actor;
    const plan = await requireApiPlan(userId);
    checkExpiry(input.expires_at);
    const grant: KeyGrant = {
      permissions: [...new Set(input.permissions)],
      expiresAt: input.expires_at ?? NEVER_EXPIRES,
      allowedIps: [...new Set(input.allowed_ips ?? [])],
    };
    withinActingKey(await actingKey(actor), grant);
    await gate.authorize();
    await takeCreation(userId);
    const token = newApiKeyToken(randomBytes);
    const now = clock.nowMs();
    const record: ApiKeyRecord = {
      userId,
      id: await keys.nextId(userId),
      name: input.name,
      description: input.description ?? '',
      keyHash: entropy.sha256Hex(token),
      keyPrefix: token.slice(0, API_KEY_PREFIX_LENGTH),
      keySuffix: token.slice(-API_KEY_SUFFIX_LENGTH),
      status: API_KEY_STATUS.active,
      ...grant,
      createdAt: now,
      updatedAt: now,
      lastUsedAt: null,
      usagePlanTier: null,
      disabledReason: null,
      usagePlanKeyId: null,
    };
    if ((await keys.create(record, planOf(plan.packageType).apiKeys)) === 'limit')
      throw new AppError('api_key_limit_reached');
    await gate.notify({ kind: 'api_key_created', subject: record.name });
    return { api_key: { ...toApiKey(record), key: token } };
  }

  async function list(userId: string): Promise<{ api_keys: ApiKey[] }> {
    return { api_keys: (await keys.list(userId)).map(toApiKey) };
  }

  /**
   * Changes a key: a change that makes it reach further (more permissions, addresses or time)
   * passes the gate and stays within the acting key; others (a name, a narrower list) do not.
   */
  async function guardedChange(
    actor: Actor,
    id: number,
    changes: ApiKeyChanges,
    gate: SensitiveChangeGate,
  ): Promise<{ api_key: ApiKey }> {
    const before = await target(actor, id);
    const after = { ...pickGrant(before), ...pickGrant(changes) } as KeyGrant;
    const widened = reachBeyond(before, after).length > 0;
    if (widened) {
      withinActingKey(await actingKey(actor), after);
      await gate.authorize();
    }
    const changed = await change(actor.userId, id, changes);
    if (widened) await gate.notify({ kind: 'api_key_widened', subject: before.name });
    return changed;
  }

  async function update(
    actor: Actor,
    input: UpdateApiKeyRequest,
    gate: SensitiveChangeGate,
  ): Promise<{ api_key: ApiKey }> {
    await requireApiPlan(actor.userId);
    checkExpiry(input.expires_at);
    const changes: ApiKeyChanges = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.allowed_ips !== undefined ? { allowedIps: [...new Set(input.allowed_ips)] } : {}),
      ...(input.expires_at !== undefined ? { expiresAt: input.expires_at } : {}),
      ...(input.permissions !== undefined ? { permissions: [...new Set(input.permissions)] } : {}),
    };
    return guardedChange(actor, input.id, changes, gate);
  }

  /**
   * Disabling is always open (clean-up after a downgrade or a scare). Enabling a disabled key
   * gives access back, so it passes the gate, and clears the reason the system disabled it for.
   */
  async function setStatus(
    actor: Actor,
    id: number,
    status: 0 | 1,
    gate: SensitiveChangeGate,
  ): Promise<{ api_key: ApiKey }> {
    if (status !== API_KEY_STATUS.active) {
      if (actor.apiKeyId === id) throw new AppError('api_key_beyond_caller', { field: 'id' });
      return change(actor.userId, id, { status });
    }
    await requireApiPlan(actor.userId);
    const before = await target(actor, id);
    if (before.status === API_KEY_STATUS.active) return { api_key: toApiKey(before) };
    withinActingKey(await actingKey(actor), before);
    await gate.authorize();
    const changed = await change(actor.userId, id, { status, disabledReason: null });
    await gate.notify({ kind: 'api_key_enabled', subject: before.name });
    return changed;
  }

  async function setAllowedIps(
    actor: Actor,
    id: number,
    allowedIps: readonly string[],
    gate: SensitiveChangeGate,
  ) {
    await requireApiPlan(actor.userId);
    return guardedChange(actor, id, { allowedIps: [...new Set(allowedIps)] }, gate);
  }

  /** Deletes the key, then its API Gateway key (by the id the deleted item held). */
  async function remove(userId: string, id: number): Promise<{ id: number; deleted: true }> {
    const deleted = await keys.delete(userId, id);
    if (!deleted) throw new AppError('api_key_not_found');
    await usagePlanKeys.release(deleted);
    return { id, deleted: true };
  }

  return { create, list, update, setStatus, setAllowedIps, remove, requireApiPlan };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;

/** The grant fields present in a key or a change. */
const pickGrant = (from: Partial<KeyGrant>): Partial<KeyGrant> => ({
  ...(from.permissions !== undefined ? { permissions: from.permissions } : {}),
  ...(from.allowedIps !== undefined ? { allowedIps: from.allowedIps } : {}),
  ...(from.expiresAt !== undefined ? { expiresAt: from.expiresAt } : {}),
});
