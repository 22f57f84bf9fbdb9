import type { CreateApiKeyRequest, UpdateApiKeyRequest } from '../../../../shared/contract/api-keys.schema';
import { api } from '../../lib/api';
import { cacheLifetimes } from '../../lib/swr';
import { useApi } from '../../lib/use-api';

/** GET /v1/api-keys/list (spec 01 §7): list data, fresh 60 s (spec 01 §9). */
export const useApiKeys = () => useApi('listApiKeys', {}, cacheLifetimes.list);

/** POST /v1/api-keys/create: the answer carries the full key, the only time it exists in the clear. */
export const createApiKey = (request: CreateApiKeyRequest) => api('createApiKey', { body: request });

export const updateApiKey = (request: UpdateApiKeyRequest) => api('updateApiKey', { body: request });

export const setApiKeyStatus = (id: number, status: 0 | 1) =>
  api('updateApiKeyStatus', { body: { id, status } });

export const deleteApiKey = (id: number) => api('deleteApiKey', { body: { id } });

/**
 * Bulk delete (spec 01 §4): the spec's simulated delay is a placeholder; this deletes every
 * selected key for real, one call each, and answers which ids are gone and which failed.
 */
export async function deleteApiKeys(ids: readonly number[]) {
  const results = await Promise.allSettled(ids.map((id) => deleteApiKey(id)));
  const deleted = ids.filter((_, i) => results[i]?.status === 'fulfilled');
  const failed = ids.filter((_, i) => results[i]?.status === 'rejected');
  return { deleted, failed };
}
