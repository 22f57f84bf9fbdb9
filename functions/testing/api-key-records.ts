import type { ApiKeyRecord } from '../domain/api-keys/api-key.ports';

/** An active, read-only API key of user u1 that never expires, as stored; `overrides` change any field. */
export const apiKeyRecord = (overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord => ({
  userId: 'u1',
  id: 1,
  name: 'k',
  description: '',
  keyHash: 'hash-1',
  keyPrefix: 'wrk_ab',
  keySuffix: 'wxyz',
  status: 1,
  permissions: ['read'],
  expiresAt: 0,
  allowedIps: [],
  createdAt: 0,
  updatedAt: 0,
  lastUsedAt: null,
  usagePlanTier: null,
  disabledReason: null,
  usagePlanKeyId: null,
  ...overrides,
});
