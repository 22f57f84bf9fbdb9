import { cacheLifetimes } from '../../lib/swr';
import { useApi } from '../../lib/use-api';

/**
 * One page of the signed-in user's query history (GET /v1/query/histories; spec 01 §9: fresh
 * 2 min). `offset` is the page number from 1 (the API's own naming); the address is trimmed and
 * left out when empty. The previous page stays on screen while the next one loads, under the
 * updating overlay.
 */
export function useHistoryPage(page: number, pageSize: number, address: string) {
  const trimmed = address.trim();
  return useApi(
    'listQueryHistories',
    { query: { limit: pageSize, offset: page, ...(trimmed ? { address: trimmed } : {}) } },
    { ...cacheLifetimes.history, keepPreviousData: true },
  );
}
