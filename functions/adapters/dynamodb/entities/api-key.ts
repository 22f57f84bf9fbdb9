import { z } from 'zod';
import type { ApiKeyChanges, ApiKeyRecord } from '../../../domain/api-keys/api-key.ports';
import { camelCased, numberOrZero, orNull, snakeCased, storedText, userItemKey } from './entity';
import type { EntityDoc } from './entity-doc';
import { digits, documented, keyTemplate, soleItem, text } from './key-template';

/**
 * A user's API key (`USER#<sub>` / `APIKEY#<id>`): under the user, so the console's list is one
 * Query on `begins_with(SK, APIKEY#)` (at most a plan's cap, 10 keys: no paging needed). It holds
 * everything the console lists and the authorizer checks, with the key's SHA-256 (never the
 * key). Beside it, the lookup item `APIKEYHASH#<sha256>` / `APIKEY` maps a presented key to its
 * owner and id.
 */
export const API_KEY_PREFIX = 'APIKEY#';

export const apiKeyKey = keyTemplate([text('sub'), digits('id', 10)], (sub, id) =>
  userItemKey(sub, `${API_KEY_PREFIX}${id}`),
);
/** Which key a presented token is: the SHA-256 of the token → owner and key id (the authorizer). */
export const apiKeyHashKey = soleItem('APIKEYHASH#', text('sha256 of key'), 'APIKEY');

export const apiKeyItemSchema = z.object({
  user_id: z.string(),
  key_id: z.number(),
  name: z.string(),
  description: z
    .string()
    .nullish()
    .transform((description) => description ?? ''),
  key_hash: z.string(),
  key_prefix: z.string(),
  key_suffix: z.string(),
  status: z.number().transform((status) => (status === 1 ? 1 : 0)),
  permissions: z
    .array(storedText<ApiKeyRecord['permissions'][number]>())
    .nullish()
    .transform((permissions) => permissions ?? []),
  /** Epoch ms, 0: never. */
  expires_at: numberOrZero(),
  allowed_ips: z
    .array(z.string())
    .nullish()
    .transform((ips) => ips ?? []),
  /** Epoch ms. */
  created_at: z.number(),
  updated_at: z.number(),
  last_used_at: orNull(z.number()),
  usage_plan_tier: orNull(z.string()),
  disabled_reason: orNull(z.enum(['sessions_ended'])),
  /** The API Gateway API key id on that tier (absent on keys provisioned before it was stored). */
  usage_plan_key_id: orNull(z.string()),
});

/** A key as stored: its fields, with its id as `key_id`. */
export const toApiKeyItem = ({ id, ...fields }: ApiKeyRecord) => ({
  ...apiKeyKey(fields.userId, id),
  type: 'ApiKey',
  ...snakeCased(fields),
  key_id: id,
});

export const apiKeyFromItem = (item: Record<string, unknown>): ApiKeyRecord => {
  const { keyId, ...fields } = camelCased(apiKeyItemSchema.parse(item));
  return { ...fields, id: keyId };
};

/** The stored attribute of each field an update may change. */
export const apiKeyAttributeOf: Record<keyof ApiKeyChanges, string> = {
  name: 'name',
  description: 'description',
  status: 'status',
  permissions: 'permissions',
  expiresAt: 'expires_at',
  allowedIps: 'allowed_ips',
  disabledReason: 'disabled_reason',
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
    key: documented(apiKeyKey, 'u1', 3),
    reads: [
      "a user's API keys (list, newest first; get by id; consistent reads)",
      'the authorizer, after the lookup item',
    ],
    holds:
      'name, description, key_hash, key_prefix, key_suffix, status, permissions, expires_at (ms, 0 never), allowed_ips, created_at / updated_at / last_used_at (ms), usage_plan_tier and usage_plan_key_id (the API Gateway key metering it, removed with it), disabled_reason (set when ending every session disabled it); put and deleted in one transaction with its lookup item and the `api_keys` count (create conditional on the cap)',
  },
  {
    item: 'API key lookup',
    key: documented(apiKeyHashKey, '9f86d081884c7d65'),
    reads: ['which key is this token (the authorizer)'],
    holds: 'user_id, key_id',
  },
];
