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
   * 1. Plan gate. 2. Expiry rules (a schema has no clock). 3. The daily creation cap. 4. A fresh
   * key: shown in this answer only, stored as its SHA-256. 5. Store it under the plan's cap, in
   * one transaction.
   */
  async function create(userId: string, input: CreateApiKeyRequest): Promise<CreateApiKeyResponse> {
    const plan = await requireApiPlan(userId);
    checkExpiry(input.expires_at);
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
      permissions: [...new Set(input.permissions)],
      expiresAt: input.expires_at ?? NEVER_EXPIRES,
      allowedIps: [...new Set(input.allowed_ips ?? [])],
      createdAt: now,
      updatedAt: now,
      lastUsedAt: null,
      usagePlanTier: null,
      usagePlanKeyId: null,
    };
    if ((await keys.create(record, planOf(plan.packageType).apiKeys)) === 'limit')
      throw new AppError('api_key_limit_reached');
    return { api_key: { ...toApiKey(record), key: token } };
  }

  async function list(userId: string): Promise<{ api_keys: ApiKey[] }> {
    return { api_keys: (await keys.list(userId)).map(toApiKey) };
  }

  async function update(userId: string, input: UpdateApiKeyRequest): Promise<{ api_key: ApiKey }> {
    await requireApiPlan(userId);
    checkExpiry(input.expires_at);
    const changes: ApiKeyChanges = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.allowed_ips !== undefined ? { allowedIps: [...new Set(input.allowed_ips)] } : {}),
      ...(input.expires_at !== undefined ? { expiresAt: input.expires_at } : {}),
      ...(input.permissions !== undefined ? { permissions: [...new Set(input.permissions)] } : {}),
    };
    return change(userId, input.id, changes);
  }

  async function setStatus(userId: string, id: number, status: 0 | 1): Promise<{ api_key: ApiKey }> {
    if (status === API_KEY_STATUS.active) await requireApiPlan(userId);
    return change(userId, id, { status });
  }

  async function setAllowedIps(userId: string, id: number, allowedIps: readonly string[]) {
    await requireApiPlan(userId);
    return change(userId, id, { allowedIps: [...new Set(allowedIps)] });
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
