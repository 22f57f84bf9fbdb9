import { type BackoffPolicy, fetchJson, type Sleep, withBackoff } from '../backoff';
import { TronGridAnswerError } from './trongrid.parser';

/**
 * One TronGrid request with the API key header, retried with backoff; shared by the per-address
 * source and the block scanner. A POST sends a JSON body (the node's /wallet* endpoints).
 */
export interface TronGridClientDeps {
  readonly baseUrl: string;
  readonly apiKey?: string;
  readonly fetch: typeof fetch;
  readonly sleep: Sleep;
  readonly backoff?: BackoffPolicy;
}

export interface TronGridClient {
  /** The base URL without a trailing slash. */
  readonly base: string;
  request<T>(
    url: string,
    what: string,
    parse: (body: unknown) => T,
    signal?: AbortSignal,
    body?: unknown,
  ): Promise<T>;
}

export function createTronGridClient(deps: TronGridClientDeps): TronGridClient {
  const base = deps.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (deps.apiKey) headers['TRON-PRO-API-KEY'] = deps.apiKey;
  return {
    base,
    request: (url, what, parse, signal, body) => {
      const init: RequestInit =
        body === undefined
          ? { headers, signal }
          : {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify(body),
              signal,
            };
      return withBackoff(async () => parse(await fetchJson(deps.fetch, url, init, what)), {
        sleep: deps.sleep,
        policy: deps.backoff,
        signal,
        what,
      });
    },
  };
}

/**
 * A next link is followed only to the configured host: every request carries the API key header,
 * so a link elsewhere (a tampered or misrouted answer) would hand the key to another server.
 */
export function sameOrigin(link: string, base: string): string {
  let target: URL;
  try {
    target = new URL(link, `${base}/`);
  } catch {
    throw new TronGridAnswerError(`TronGrid answered a next link that is not a URL: ${link.slice(0, 200)}`);
  }
  if (target.origin !== new URL(base).origin) {
    throw new TronGridAnswerError(
      `TronGrid answered a next link to another host (${target.origin}); not followed`,
    );
  }
  return target.href;
}
