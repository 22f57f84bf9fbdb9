import { type BackoffPolicy, fetchJson, type Sleep, withBackoff } from '../backoff';

/**
 * One Etherscan v2 request with the key, retried with backoff. Parsing is part of the attempt:
 * Etherscan throttles with HTTP 200 and a "0" status, which the parser turns into a transient
 * error. Shared by the per-address source and the block scanner.
 */
export interface EtherscanClientDeps {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly fetch: typeof fetch;
  readonly sleep: Sleep;
  readonly backoff?: BackoffPolicy;
}

export type EtherscanRequest = <T>(
  params: Record<string, string>,
  what: string,
  parse: (body: unknown) => T,
  signal?: AbortSignal,
) => Promise<T>;

export function createEtherscanRequest(deps: EtherscanClientDeps): EtherscanRequest {
  return (params, what, parse, signal) => {
    const url = `${deps.baseUrl}?${new URLSearchParams({ ...params, apikey: deps.apiKey })}`;
    const init = { headers: { accept: 'application/json' }, signal };
    return withBackoff(async () => parse(await fetchJson(deps.fetch, url, init, what)), {
      sleep: deps.sleep,
      policy: deps.backoff,
      signal,
      what,
    });
  };
}
