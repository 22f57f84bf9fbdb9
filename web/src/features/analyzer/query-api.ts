import { useEffect, useState } from 'react';
import type { Middleware } from 'swr';
import type {
  CreateQueryRequest,
  QueryEstimate,
  QueryEstimateQuery,
} from '../../../../shared/contract/queries.schema';
import { api } from '../../lib/api';
import { readKeyOf } from '../../lib/preloaded-reads';
import { currentSession } from '../../lib/session';
import { onErrorRetry } from '../../lib/swr';
import { type ApiKey, useApi } from '../../lib/use-api';

/** POST /v1/query/create (spec 01 §7): holds a credit and queues the analysis. */
export const createQuery = (request: CreateQueryRequest) => api('createQuery', { body: request });

/** How long the analyzer waits after the last keystroke or change before asking for an estimate. */
export const ESTIMATE_DEBOUNCE_MS = 400;

/**
 * Longest a submit waits for an estimate it does not have yet; then it creates without one (the
 * server still asks before cutting an analysis short).
 */
export const ESTIMATE_WAIT_MS = 3000;

/**
 * GET /v1/query/estimate's input for a create request: the same address, range and limit, so the
 * estimate prices exactly what would be created.
 */
export function estimateInputOf(request: CreateQueryRequest): { query: QueryEstimateQuery } {
  return {
    query: {
      chain: request.chain,
      token: request.token,
      address: request.address,
      ...(request.start_at !== undefined ? { start_at: request.start_at } : {}),
      ...(request.end_at !== undefined ? { end_at: request.end_at } : {}),
      ...(request.limit !== undefined ? { limit: request.limit } : {}),
    },
  };
}

const sameInput = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The latest `value`, once it has stayed the same for `delayMs`; from none (null) to one, or back,
 * at once. A request becomes valid only with its address's last character (or a paste), so that
 * one is worth asking about now; the debounce is for the changes after it.
 */
function useDebounced<T>(value: T | null, delayMs: number): T | null {
  const [settled, setSettled] = useState(value);
  if ((settled === null) !== (value === null)) setSettled(value);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text key stands for the value
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}

/** How long the hook keeps an estimate before asking again (its SWR dedupingInterval). */
const ESTIMATE_KEPT_MS = 60_000;

/**
 * The latest estimate the hook asked for, on its way or answered: a submit that comes before the
 * hook's answer has rendered (right after a paste) takes it instead of asking again: the same
 * input, in the same sign-in. Kept as long as the hook keeps its own answer, let go if it fails.
 */
let lastAsked:
  | { readonly key: string; readonly at: number; readonly answer: Promise<QueryEstimate> }
  | undefined;

/** Notes each estimate the hook asks for as lastAsked. */
const noteEstimatesAsked: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(
    key,
    fetcher &&
      (((...args: Parameters<typeof fetcher>) => {
        const answer = Promise.resolve(fetcher(...args)) as Promise<QueryEstimate>;
        const asked = { key: readKeyOf(...(args[0] as ApiKey)), at: Date.now(), answer };
        lastAsked = asked;
        answer.catch(() => {
          if (lastAsked === asked) lastAsked = undefined;
        });
        return answer;
      }) as typeof fetcher),
    config,
  );

/**
 * What the request would cost (beyond spec), asked as soon as it is valid, then
 * ESTIMATE_DEBOUNCE_MS after it last changed.
 * The previous estimate stays in sight while the next one loads; `current` is the estimate of
 * exactly this request, or undefined while it is not known. A failed estimate shows no toast:
 * the cost line falls back to the rate, and the server still asks before cutting an analysis
 * short (409 confirm_cost).
 */
export function useQueryEstimate(request: CreateQueryRequest | null) {
  const wanted = request && estimateInputOf(request);
  const asked = useDebounced(wanted, ESTIMATE_DEBOUNCE_MS);
  const read = useApi('estimateQuery', wanted && asked && sameInput(asked, wanted) ? asked : null, {
    use: [noteEstimatesAsked],
    dedupingInterval: ESTIMATE_KEPT_MS,
    revalidateOnFocus: false,
    keepPreviousData: true,
    onErrorRetry,
  });
  const settled = wanted !== null && sameInput(asked, wanted) && !read.isLoading && !read.error;
  return {
    /** The estimate on show: this request's, or the one before while it loads. */
    shown: wanted ? read.data : undefined,
    current: settled ? read.data : undefined,
    loading: wanted !== null && !settled && !read.error,
    failed: wanted !== null && Boolean(read.error),
  };
}

/**
 * The estimate of a request at submit time, when the hook's has not come: the hook's own for
 * exactly this request if it asked already (a submit right after a paste; no older than the hook
 * keeps its answer, and if that ask fails there is none), else asked now, and that one is not
 * kept (a kept answer could outlive the balance it read). Undefined if it cannot be had within ESTIMATE_WAIT_MS, in
 * which case the server's 409 confirm_cost still guards.
 */
export async function estimateNow(request: CreateQueryRequest) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ESTIMATE_WAIT_MS);
  });
  try {
    const input = estimateInputOf(request);
    const asked =
      lastAsked?.key === readKeyOf('estimateQuery', input, currentSession()?.scope ?? '') &&
      Date.now() - lastAsked.at < ESTIMATE_KEPT_MS
        ? lastAsked.answer
        : undefined;
    return await Promise.race([asked ?? api('estimateQuery', input), late]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
