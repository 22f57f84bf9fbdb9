import { SourceUnavailableError } from '../../domain/chain/chain-source';

/**
 * Retries with exponential backoff for the chain APIs. Public chain APIs throttle per key and
 * per second (TronGrid 429 or 403 "exceeds the frequency limit", Etherscan "Max rate limit
 * reached", RPC nodes 429 / -32005): waiting and asking again usually works; after a bounded
 * number of tries the source gives up with SourceUnavailableError, which the workflow retries
 * later instead of failing the query at once.
 */
export type Sleep = (ms: number) => Promise<void>;

export interface BackoffPolicy {
  /** The first wait, ms; doubled after every failed try. */
  readonly initialMs: number;
  /** No single wait is longer than this, ms. */
  readonly maxMs: number;
  /** Tries in total, the first included. */
  readonly attempts: number;
}

/** 0.5 s, 1 s, 2 s, 4 s, 8 s: about 15 s of waiting before the source is reported unavailable. */
export const defaultBackoff: BackoffPolicy = { initialMs: 500, maxMs: 8_000, attempts: 6 };

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure worth another try (throttled, 5xx, network): thrown by an attempt, caught by withBackoff. */
export class TransientSourceError extends Error {
  override name = 'TransientSourceError';
}

/** A definite refusal (bad key, bad request): retrying cannot help. */
export class ChainSourceError extends Error {
  override name = 'ChainSourceError';
}

export const backoffDelay = (policy: BackoffPolicy, failedTries: number): number =>
  Math.min(policy.maxMs, policy.initialMs * 2 ** (failedTries - 1));

export async function withBackoff<T>(
  attempt: () => Promise<T>,
  options: { sleep: Sleep; policy?: BackoffPolicy; signal?: AbortSignal; what: string },
): Promise<T> {
  const policy = options.policy ?? defaultBackoff;
  let last: unknown;
  for (let tried = 1; tried <= policy.attempts; tried++) {
    options.signal?.throwIfAborted();
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof TransientSourceError)) throw error;
      last = error;
      if (tried < policy.attempts) await options.sleep(backoffDelay(policy, tried));
    }
  }
  throw new SourceUnavailableError(
    `${options.what}: still failing after ${policy.attempts} tries (${(last as Error).message})`,
    { cause: last },
  );
}

const throttleText = /rate limit|too many requests|frequency limit|max calls per sec|throttl/i;

/** True when an answer's text says the caller is being throttled. */
export const soundsThrottled = (text: string): boolean => throttleText.test(text);

/**
 * One HTTP exchange returning parsed JSON. 429, 5xx, throttling texts, network failures and
 * unreadable bodies (a proxy's HTML error page) are transient; other non-2xx answers are not.
 * An abort is passed through untouched so cancellation is never retried.
 */
export async function fetchJson(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit,
  what: string,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchFn(url, init);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new TransientSourceError(`${what}: ${(error as Error).message ?? 'network error'}`, {
      cause: error,
    });
  }
  const text = await response.text();
  if (response.status === 429 || response.status >= 500 || (!response.ok && soundsThrottled(text)))
    throw new TransientSourceError(`${what}: HTTP ${response.status} ${text.slice(0, 200)}`);
  if (!response.ok) throw new ChainSourceError(`${what}: HTTP ${response.status} ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new TransientSourceError(`${what}: unreadable answer ${text.slice(0, 200)}`);
  }
}

const isAbort = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
