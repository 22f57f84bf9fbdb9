import type { ApiKeyPermission } from '../../../shared/rules/api-key-rules';
import type { PlanState } from '../accounts/plan-credits';

/**
 * A stored API key (spec 01 §3). Only the SHA-256 of the key is kept, with the first 6 and last
 * 4 characters for the mask (spec 01 §9). Times are epoch milliseconds; expiresAt 0 = never.
 */
export interface ApiKeyRecord {
  readonly userId: string;
  /** Per-user sequence number, a positive integer (spec 01 §3 "Invalid API key ID"). */
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly keyHash: string;
  readonly keyPrefix: string;
  readonly keySuffix: string;
  /** 1 active, 0 inactive. */
  readonly status: 0 | 1;
  readonly permissions: readonly ApiKeyPermission[];
  readonly expiresAt: number;
  readonly allowedIps: readonly string[];
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly lastUsedAt: number | null;
  /** The tier whose API Gateway usage plan holds this key (AWS only; null until first use). */
  readonly usagePlanTier: string | null;
  /**
   * Set when the system disabled the key: `sessions_ended` by a password reset or "log out
   * everywhere" (created since the last password-verified sign-in). Enabling clears it.
   */
  readonly disabledReason: 'sessions_ended' | null;
  /**
   * The id of the API Gateway API key metering it on that tier (AWS only; null until first use,
   * and on keys provisioned before ids were stored): what a delete or a tier change removes.
   */
  readonly usagePlanKeyId: string | null;
}

export type ApiKeyChanges = Partial<
  Pick<
    ApiKeyRecord,
    'name' | 'description' | 'status' | 'permissions' | 'expiresAt' | 'allowedIps' | 'disabledReason'
  >
>;

export interface ApiKeyRepository {
  /** A fresh id for the user's next key (never reused, gaps allowed). */
  nextId(userId: string): Promise<number>;
  /**
   * Stores the key and its hash-lookup item and counts it, in one transaction conditional on the
   * user holding fewer than `cap` keys: 'limit' when the cap is reached.
   */
  create(record: ApiKeyRecord, cap: number): Promise<'created' | 'limit'>;
  /** The user's keys, newest first (at most a plan's cap: 10). */
  list(userId: string): Promise<ApiKeyRecord[]>;
  get(userId: string, id: number): Promise<ApiKeyRecord | undefined>;
  /** Applies the changes if the key exists; the key as it now is, or undefined. */
  update(
    userId: string,
    id: number,
    changes: ApiKeyChanges,
    updatedAt: number,
  ): Promise<ApiKeyRecord | undefined>;
  /**
   * Deletes the key, its lookup item and its count: the key as it was deleted, or undefined when
   * it did not exist (or a concurrent call changed or deleted it first).
   */
  delete(userId: string, id: number): Promise<ApiKeyRecord | undefined>;
  /** The key a presented token hashes to, with its owner's plan (the authorizer's two reads). */
  findByHash(keyHash: string): Promise<{ key: ApiKeyRecord; plan: PlanState | undefined } | undefined>;
  /** Records a use, at most once per `minIntervalMs` (a conditional write, skipped when fresh). */
  touchLastUsed(userId: string, id: number, nowMs: number, minIntervalMs: number): Promise<void>;
  /**
   * Notes that the key now sits in this tier's API Gateway usage plan under that API Gateway key:
   * false when our key is gone (deleted meanwhile), so the caller can remove what it provisioned.
   */
  recordUsagePlanTier(userId: string, id: number, tier: string, usagePlanKeyId: string): Promise<boolean>;
}

/** Random bytes for new keys (node:crypto on the platform side). */
export type RandomBytes = (n: number) => Uint8Array;

/**
 * The usage-plan key API Gateway meters a call under (its usage plans throttle and cap per API
 * key). On AWS it is an API Gateway API key per (our key, tier), created on first use and added
 * to the tier's usage plan; locally the gateway meters on the same value itself.
 */
export interface UsagePlanKeys {
  /** The value to return as the authorizer's usageIdentifierKey for this key on this tier. */
  identifierFor(key: ApiKeyRecord, tier: string): Promise<string>;
  /**
   * Removes the API Gateway key of a deleted key, so deleted keys do not fill the account's
   * 10,000-key quota. Never throws: our key is gone whatever the control plane answers.
   */
  release(key: ApiKeyRecord): Promise<void>;
}
