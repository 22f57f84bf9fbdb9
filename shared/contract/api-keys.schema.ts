import { z } from 'zod';
import {
  API_KEY_DESCRIPTION_MAX,
  API_KEY_MAX_IPS,
  API_KEY_NAME_MESSAGES,
  apiKeyNameProblem,
  apiKeyPermissions,
  DEFAULT_API_KEY_PERMISSIONS,
  INVALID_IP_MESSAGE,
  isAllowedIpEntry,
  TOO_MANY_IPS_MESSAGE,
} from '../rules/api-key-rules';
import { isoTimestampSchema } from './common.schema';

/**
 * Requests and answers of the API-key routes (spec 01 §3, §5, §7). The expiry's distance from
 * now (≥ 5 minutes, ≤ 3650 days) is NOT checked here: a schema has no clock, so handlers apply
 * `apiKeyExpiryProblem(expires_at, now)` from shared/rules/api-key-rules.ts after parsing.
 */

export const INVALID_API_KEY_ID_MESSAGE = 'Invalid API key ID';

/** spec 01 §3: a positive integer, otherwise "Invalid API key ID". */
export const apiKeyIdSchema = z
  .int({ error: INVALID_API_KEY_ID_MESSAGE })
  .positive({ error: INVALID_API_KEY_ID_MESSAGE })
  .meta({ description: 'API key id', example: 12 });

export const apiKeyNameSchema = z
  .string({ error: API_KEY_NAME_MESSAGES.required })
  .trim()
  .superRefine((name, ctx) => {
    const problem = apiKeyNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: API_KEY_NAME_MESSAGES[problem], input: name });
  })
  .meta({
    description: '1-50 letters, digits, Chinese characters, underscores or hyphens',
    example: 'prod-screening',
    minLength: 1,
    maxLength: 50,
  });

export const apiKeyDescriptionSchema = z
  .string()
  .trim()
  .max(API_KEY_DESCRIPTION_MAX, `The description must be at most ${API_KEY_DESCRIPTION_MAX} characters`)
  .meta({ example: 'Deposit screening for the exchange backend' });

export const allowedIpEntrySchema = z
  .string()
  .trim()
  // The longest IPv4 CIDR is 18 characters; anything longer is no entry.
  .max(18, INVALID_IP_MESSAGE)
  .refine(isAllowedIpEntry, INVALID_IP_MESSAGE)
  .meta({ description: 'IPv4 address or IPv4 CIDR (prefix 0-32)', example: '203.0.113.0/24' });

/** spec 01 §5: at most 100 entries; an empty list means no IP restriction. */
export const allowedIpsSchema = z
  .array(allowedIpEntrySchema)
  .max(API_KEY_MAX_IPS, TOO_MANY_IPS_MESSAGE)
  .meta({ description: 'Allowed client IPs; empty: any IP', example: ['203.0.113.7', '198.51.100.0/24'] });

export const apiKeyPermissionSchema = z.enum(apiKeyPermissions).meta({ id: 'ApiKeyPermission' });

export const apiKeyPermissionsSchema = z
  .array(apiKeyPermissionSchema)
  .min(1, 'Choose at least one permission')
  .max(apiKeyPermissions.length, 'Permissions must not repeat')
  .refine((p) => new Set(p).size === p.length, 'Permissions must not repeat')
  .meta({ example: ['read', 'write'] });

/** Epoch MILLISECONDS (spec 01 §3), unlike the query range which is in seconds. */
const expiresAtMsSchema = z.int({ error: 'The expiry must be epoch milliseconds' });

export const createApiKeyRequestSchema = z
  .object({
    name: apiKeyNameSchema,
    description: apiKeyDescriptionSchema.optional(),
    allowed_ips: allowedIpsSchema.optional(),
    expires_at: expiresAtMsSchema.positive('The expiry must be epoch milliseconds').optional().meta({
      description: 'Expiry, epoch milliseconds; omit for a key that never expires',
      example: 1798761600000,
    }),
    permissions: apiKeyPermissionsSchema.default([...DEFAULT_API_KEY_PERMISSIONS]),
  })
  .meta({ id: 'CreateApiKeyRequest' });

/** Omitted fields stay as they are; allowed_ips [] lifts the restriction; expires_at 0 = never. */
export const updateApiKeyRequestSchema = z
  .object({
    id: apiKeyIdSchema,
    name: apiKeyNameSchema.optional(),
    description: apiKeyDescriptionSchema.optional(),
    allowed_ips: allowedIpsSchema.optional(),
    expires_at: expiresAtMsSchema
      .min(0, 'The expiry must be epoch milliseconds')
      .optional()
      .meta({ description: 'Expiry, epoch milliseconds; 0: never expires', example: 0 }),
    permissions: apiKeyPermissionsSchema.optional(),
  })
  .meta({ id: 'UpdateApiKeyRequest' });

export const deleteApiKeyRequestSchema = z.object({ id: apiKeyIdSchema }).meta({ id: 'DeleteApiKeyRequest' });

export const updateApiKeyStatusRequestSchema = z
  .object({
    id: apiKeyIdSchema,
    status: z
      .union([z.literal(0), z.literal(1)], { error: 'The status is 0 (inactive) or 1 (active)' })
      .meta({
        description: '1 active, 0 inactive',
        example: 0,
      }),
  })
  .meta({ id: 'UpdateApiKeyStatusRequest' });

export const updateApiKeyIpsRequestSchema = z
  .object({ id: apiKeyIdSchema, allowed_ips: allowedIpsSchema })
  .meta({ id: 'UpdateApiKeyIpsRequest' });

/** A key as listed: only its mask is known, because only the key's SHA-256 is stored. */
export const apiKeySchema = z
  .object({
    id: apiKeyIdSchema,
    user_id: z.string().meta({ example: '5f1d7e0a-4b4e-4c55-9a4e-1c8f1c2f9b10' }),
    name: z.string().meta({ example: 'prod-screening' }),
    description: z.string().meta({ example: '' }),
    key: z
      .string()
      .meta({ description: 'Masked: first 6, 8 asterisks, last 4', example: 'wrk_a1********9QzT' }),
    key_prefix: z.string().meta({ description: 'The first 6 characters of the key', example: 'wrk_a1' }),
    status: z
      .int()
      .min(0)
      .max(1)
      .meta({ description: '1 active, 0 inactive (expiry is separate)', example: 1 }),
    permissions: z.array(apiKeyPermissionSchema),
    expires_at: z
      .int()
      .min(0)
      .meta({ description: 'Expiry, epoch milliseconds; 0: never', example: 1798761600000 }),
    allowed_ips: z.array(z.string()),
    created_at: isoTimestampSchema,
    updated_at: isoTimestampSchema,
    last_used_at: isoTimestampSchema.nullable(),
    /**
     * Why the key is disabled when the system did it: `sessions_ended` by a password reset or
     * "log out everywhere" (it was created since the last password-verified sign-in). null
     * otherwise; enabling the key clears it.
     */
    disabled_reason: z.enum(['sessions_ended']).nullable().meta({
      description: 'Set when a password reset or "log out everywhere" disabled the key',
      example: null,
    }),
  })
  .meta({ id: 'ApiKey' });

/** The answer to create: the only time the full key is ever shown (spec 01 §4). */
export const createdApiKeySchema = apiKeySchema
  .extend({
    key: z.string().meta({
      description: 'The full key: shown once, store it now',
      example: 'wrk_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q9QzT',
    }),
  })
  .meta({ id: 'CreatedApiKey' });

export const createApiKeyResponseSchema = z
  .object({ api_key: createdApiKeySchema })
  .meta({ id: 'CreateApiKeyResponse' });

/** Update, status and IP changes answer with the key as it now is. */
export const apiKeyResponseSchema = z.object({ api_key: apiKeySchema }).meta({ id: 'ApiKeyResponse' });

export const deleteApiKeyResponseSchema = z
  .object({ id: apiKeyIdSchema, deleted: z.literal(true) })
  .meta({ id: 'DeleteApiKeyResponse' });

export const listApiKeysResponseSchema = z
  .object({ api_keys: z.array(apiKeySchema) })
  .meta({ id: 'ApiKeyList' });

export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;
export type UpdateApiKeyRequest = z.infer<typeof updateApiKeyRequestSchema>;
export type DeleteApiKeyRequest = z.infer<typeof deleteApiKeyRequestSchema>;
export type UpdateApiKeyStatusRequest = z.infer<typeof updateApiKeyStatusRequestSchema>;
export type UpdateApiKeyIpsRequest = z.infer<typeof updateApiKeyIpsRequestSchema>;
export type ApiKey = z.infer<typeof apiKeySchema>;
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;
export type ApiKeyResponse = z.infer<typeof apiKeyResponseSchema>;
export type DeleteApiKeyResponse = z.infer<typeof deleteApiKeyResponseSchema>;
export type ListApiKeysResponse = z.infer<typeof listApiKeysResponseSchema>;
