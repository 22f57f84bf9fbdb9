import useSWR, { type SWRConfiguration } from 'swr';
import { routeById } from '../../../shared/api/routes';
import { api } from './api';
import type { Answer, CallInput, ConsoleOperation } from './api-client';
import { preloadedAnswer, takePreloaded } from './preloaded-reads';
import { apiReadRetry } from './swr';
import { useSession } from './use-session';

/**
 * The SWR key of an API read: the operation, its input, and the session it was read in. The scope
 * keeps one sign-in's data from ever showing in the next (perhaps someone else's) and lets a new
 * sign-in skip the previous one's cache lifetimes.
 */
export type ApiKey<Id extends ConsoleOperation = ConsoleOperation> = readonly [
  operationId: Id,
  input: CallInput<Id>,
  scope: string,
];

/** For `mutate(filter)`: whether a cache key is a read of this operation, with any input. */
export const isKeyOf = (key: unknown, operationId: ConsoleOperation): boolean =>
  Array.isArray(key) && key[0] === operationId;

type LooseCall = (operationId: ConsoleOperation, input: unknown) => Promise<unknown>;
// A read started ahead of the page (lib/preloaded-reads.ts) is taken instead of sending another.
const fetchKey = ([operationId, input, scope]: ApiKey) =>
  takePreloaded(operationId, input, scope) ?? (api as LooseCall)(operationId, input);

/**
 * A typed SWR read: `useApi('getQueryStatus', { path: { hash } }, options)` answers the contract's
 * type. `null` input means "not now" (conditional loading). Reads of signed-in routes wait for a
 * session and belong to it; they retry by spec 01 §8 and, when they give up, the app's handler
 * shows the error toast (lib/swr.ts).
 */
export function useApi<Id extends ConsoleOperation>(
  operationId: Id,
  input: CallInput<Id> | null,
  config?: SWRConfiguration<Answer<Id>>,
) {
  const session = useSession();
  const needsSession = routeById(operationId)?.auth !== 'none';
  const key: ApiKey<Id> | null =
    input === null || (needsSession && !session) ? null : [operationId, input, session?.scope ?? ''];
  // An answer preloaded already is drawn in the first render, not a render later: a report opened
  // cold has its status and result in hand by the time its route's code has run. The hook still
  // reads, whatever its revalidation options (fallback data counts as data it has): that read,
  // which SWR makes at the next frame, takes the same answer, with no request, into SWR's cache.
  // Until then the cache is empty, so a poll's interval is worked out from the answer drawn.
  const preloaded = key ? preloadedAnswer(...key) : undefined;
  const refresh = config?.refreshInterval;
  return useSWR<Answer<Id>, unknown, ApiKey<Id> | null>(
    key,
    fetchKey as (key: ApiKey<Id>) => Promise<Answer<Id>>,
    {
      onErrorRetry: apiReadRetry,
      ...config,
      ...(preloaded && {
        fallbackData: preloaded.value as Answer<Id>,
        revalidateOnMount: true,
        revalidateIfStale: true,
        ...(typeof refresh === 'function' && {
          refreshInterval: (latest?: Answer<Id>) => refresh(latest ?? (preloaded.value as Answer<Id>)),
        }),
      }),
    },
  );
}
