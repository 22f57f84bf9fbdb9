import useSWR from 'swr';
import type { ListQueryHistoriesResponse } from '../../../../shared/contract/queries.schema';
import { cacheLifetimes } from '../../app/swr';
import { useSession } from '../shell/use-session';

export const historiesPath = '/v1/query/histories';

/** GET /v1/query/histories: `offset` is the page number from 1 (the API's own naming). */
export function historiesPathFor(page: number, pageSize: number, address: string): string {
  const params = new URLSearchParams({ limit: String(pageSize), offset: String(page) });
  const trimmed = address.trim();
  if (trimmed) params.set('address', trimmed);
  return `${historiesPath}?${params}`;
}

/**
 * One page of the signed-in user's query history (spec 01 §9: fresh 2 min). Scoped to the session
 * like the account data, so another sign-in never sees this one's records; the previous page
 * stays on screen while the next one loads, under the updating overlay.
 */
export function useHistoryPage(page: number, pageSize: number, address: string) {
  const session = useSession();
  return useSWR<ListQueryHistoriesResponse>(
    session ? [historiesPathFor(page, pageSize, address), session.refreshToken] : null,
    { ...cacheLifetimes.history, keepPreviousData: true },
  );
}
