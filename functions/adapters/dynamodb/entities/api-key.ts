import { z } from 'zod';
import type { ApiKeyChanges, ApiKeyRecord } from '../../../domain/api-keys/api-key.ports';
import { type EntityDoc, type ItemKey, padded, storedText, userPartition } from './entity';

/**
 * A user's API key (`USER#<sub>` / `APIKEY#<id>`): under the user, so the console's list is one
 * Query on `begins_with(SK, APIKEY#)` (at most a plan's cap, 10 keys: no paging needed). It holds
 * everything the console lists and the authorizer checks, with the key's SHA-256 (never the
 * key). Beside it, the lookup item `APIKEYHASH#<sha256>` / `APIKEY` maps a presented key to its
 * owner and id.
 */
export const API_KEY_PREFIX = 'APIKEY#';

export const apiKeyKey = (userId: string, id: number): ItemKey => ({
  PK: userPartition(userId),
  SK: `${API_KEY_PREFIX}${padded(id, 10)}`,
});
/** Which key a presented token is: the SHA-256 of the token → owner and key id (the authorizer). */
export const apiKeyHashKey = (keyHash: string): ItemKey => ({ PK: `APIKEYHASH#${keyHash}`, SK: 'APIKEY' });

export const apiKeyItemSchema = z.object({
  user_id: z.string(),
  key_id: z.number(),
  name: z.string(),
  description: z.string().nullish(),
  key_hash: z.string(),
  key_prefix: z.string(),
  key_suffix: z.string(),
  status: z.number(),
  permissions: z.array(storedText<ApiKeyRecord['permissions'][number]>()).nullish(),
  /** Epoch ms, 0: never. */
  expires_at: z.number().nullish(),
  allowed_ips: z.array(z.string()).nullish(),
  /** Epoch ms. */
  created_at: z.number(),
  updated_at: z.number(),
  last_used_at: z.number().nullish(),
  usage_plan_tier: z.string().nullish(),
});

export const toApiKeyItem = (r: ApiKeyRecord) => ({
  ...apiKeyKey(r.userId, r.id),
  type: 'ApiKey',
  user_id: r.userId,
  key_id: r.id,
  name: r.name,
  description: r.description,
  key_hash: r.keyHash,
  key_prefix: r.keyPrefix,
  key_suffix: r.keySuffix,
  status: r.status,
  permissions: [...r.permissions],
  expires_at: r.expiresAt,
  allowed_ips: [...r.allowedIps],
  created_at: r.createdAt,
  updated_at: r.updatedAt,
  last_used_at: r.lastUsedAt,
  usage_plan_tier: r.usagePlanTier,
});

export const apiKeyFromItem = (item: Record<string, unknown>): ApiKeyRecord => {
  const i = apiKeyItemSchema.parse(item);
  return {
    userId: i.user_id,
    id: i.key_id,
    name: i.name,
    description: i.description ?? '',
    keyHash: i.key_hash,
    keyPrefix: i.key_prefix,
    keySuffix: i.key_suffix,
    status: i.status === 1 ? 1 : 0,
    permissions: i.permissions ?? [],
    expiresAt: i.expires_at ?? 0,
    allowedIps: i.allowed_ips ?? [],
    createdAt: i.created_at,
    updatedAt: i.updated_at,
    lastUsedAt: i.last_used_at ?? null,
    usagePlanTier: i.usage_plan_tier ?? null,
  };
};

/** The stored attribute of each field an update may change. */
export const apiKeyAttributeOf: Record<keyof ApiKeyChanges, string> = {
  name: 'name',
  description: 'description',
  status: 'status',
  permissions: 'permissions',
  expiresAt: 'expires_at',
  allowedIps: 'allowed_ips',
};

export const apiKeyHashItemSchema = z.object({ user_id: z.string(), key_id: z.number() });

export const toApiKeyHashItem = (r: ApiKeyRecord) => ({
  ...apiKeyHashKey(r.keyHash),
  type: 'ApiKeyHash',
  user_id: r.userId,
  key_id: r.id,
});

export const apiKeyDocs: readonly EntityDoc[] = [
  {
    item: 'API key',
    key: { PK: 'USER#<sub>', SK: 'APIKEY#<id, 10 digits>' },
    example: apiKeyKey('u1', 3),
    reads: [
      "a user's API keys (list, newest first; get by id; consistent reads)",
      'the authorizer, after the lookup item',
    ],
    holds:
      'name, description, key_hash, key_prefix, key_suffix, status, permissions, expires_at (ms, 0 never), allowed_ips, created_at / updated_at / last_used_at (ms), usage_plan_tier; put and deleted in one transaction with its lookup item and the `api_keys` count (create conditional on the cap)',
  },
  {
    item: 'API key lookup',
    key: { PK: 'APIKEYHASH#<sha256 of key>', SK: 'APIKEY' },
    example: apiKeyHashKey('9f86d081884c7d65'),
    reads: ['which key is this token (the authorizer)'],
    holds: 'user_id, key_id',
  },
];
