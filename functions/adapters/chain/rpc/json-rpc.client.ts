import {
  type BackoffPolicy,
  fetchJson,
  type Sleep,
  soundsThrottled,
  TransientSourceError,
  withBackoff,
} from '../backoff';

/**
 * A small JSON-RPC 2.0 client over an injected fetch. Calls go out in batches (one HTTP request
 * for many calls) where the node accepts them, and one by one where it does not. Throttling
 * (HTTP 429 or 5xx, "rate limit" errors) is retried with backoff; every other error of a call
 * surfaces as JsonRpcError so the caller can decide (eth_getLogs splits its range on one).
 */
export interface JsonRpcCall {
  readonly method: string;
  readonly params: readonly unknown[];
}

export class JsonRpcError extends Error {
  override name = 'JsonRpcError';
  constructor(
    readonly code: number | undefined,
    message: string,
    readonly method: string,
  ) {
    super(`${method}: ${message}${code === undefined ? '' : ` (${code})`}`);
  }
}

export interface JsonRpcClient {
  call<T = unknown>(method: string, params: readonly unknown[], signal?: AbortSignal): Promise<T>;
  /** Results in the order of `calls`; rejects with the first failed call's JsonRpcError. */
  batch(calls: readonly JsonRpcCall[], signal?: AbortSignal): Promise<unknown[]>;
}

export interface JsonRpcClientDeps {
  readonly url: string;
  readonly fetch: typeof fetch;
  readonly sleep: Sleep;
  readonly backoff?: BackoffPolicy;
  /** Calls per HTTP request; public nodes cap batches (often 50–100). */
  readonly maxBatch?: number;
}

interface Envelope {
  id?: unknown;
  result?: unknown;
  error?: { code?: number; message?: string };
}

/** Provider throttling phrased as a JSON-RPC error (Infura "project ID request rate exceeded", 429). */
const throttledCall = (error: { code?: number; message?: string }): boolean =>
  error.code === 429 ||
  soundsThrottled(error.message ?? '') ||
  /request rate|rate exceeded/i.test(error.message ?? '');

export function createJsonRpcClient(deps: JsonRpcClientDeps): JsonRpcClient {
  const maxBatch = deps.maxBatch ?? 50;
  let nextId = 1;
  let batchesRefused = false;

  const post = (body: unknown, what: string, signal?: AbortSignal) =>
    fetchJson(
      deps.fetch,
      deps.url,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal },
      what,
    );

  const settle = (call: JsonRpcCall, envelope: Envelope | undefined): unknown => {
    if (!envelope || typeof envelope !== 'object')
      throw new TransientSourceError(`${call.method}: no answer for this call`);
    if (envelope.error) {
      if (throttledCall(envelope.error))
        throw new TransientSourceError(`${call.method}: ${envelope.error.message ?? 'throttled'}`);
      throw new JsonRpcError(envelope.error.code, envelope.error.message ?? 'error', call.method);
    }
    return envelope.result;
  };

  /** One HTTP exchange for a chunk of calls; one retry loop around it. */
  const exchange = (calls: readonly JsonRpcCall[], signal?: AbortSignal): Promise<unknown[]> => {
    const what = `JSON-RPC ${calls[0]?.method ?? ''}${calls.length > 1 ? ` ×${calls.length}` : ''}`;
    return withBackoff(
      async () => {
        const requests = calls.map((c) => ({
          jsonrpc: '2.0',
          id: nextId++,
          method: c.method,
          params: c.params,
        }));
        const oneByOne = async () => {
          const results: unknown[] = [];
          for (const [i, request] of requests.entries())
            results.push(settle(calls[i]!, (await post(request, what, signal)) as Envelope));
          return results;
        };
        if (requests.length === 1 || batchesRefused) return oneByOne();
        const answer = await post(requests, what, signal);
        if (!Array.isArray(answer)) {
          // A node without batch support answers the array with a single error object.
          batchesRefused = true;
          return oneByOne();
        }
        const byId = new Map((answer as Envelope[]).map((e) => [e?.id, e]));
        return requests.map((r, i) => settle(calls[i]!, byId.get(r.id)));
      },
      { sleep: deps.sleep, policy: deps.backoff, signal, what },
    );
  };

  return {
    async call<T>(method: string, params: readonly unknown[], signal?: AbortSignal) {
      const [result] = await exchange([{ method, params }], signal);
      return result as T;
    },
    async batch(calls, signal) {
      const results: unknown[] = [];
      for (let i = 0; i < calls.length; i += maxBatch)
        results.push(...(await exchange(calls.slice(i, i + maxBatch), signal)));
      return results;
    },
  };
}
