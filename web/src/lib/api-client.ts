import type { Language } from '../../../shared/i18n/languages';
import { apiErrorOf, networkError, timeoutError } from './api-error';
import { currentSession } from './session';

/**
 * The console API client (spec 01 §7, §8): base path /api, JSON bodies, a 30 s time-out, the
 * bearer token on every call except the no-auth ones, the current language in X-Language, and
 * errors as ApiError. A 401 is handed to `onUnauthorized` (the session rules live in the app).
 */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface RequestOptions {
  readonly method?: 'GET' | 'POST';
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  /** false for the no-auth calls (login, register, codes…). */
  readonly auth?: boolean;
  readonly signal?: AbortSignal;
}

export interface ApiClientDeps {
  readonly baseUrl: string;
  readonly language: () => Language;
  readonly onUnauthorized: () => void;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

export type ApiClient = <T>(path: string, options?: RequestOptions) => Promise<T>;

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  return async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
    const language = deps.language();
    const headers: Record<string, string> = { 'X-Language': language, Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.auth !== false) {
      const session = currentSession();
      if (session) headers.Authorization = `Bearer ${session.accessToken}`;
    }
    const query = Object.entries(options.query ?? {}).filter(([, v]) => v !== undefined && v !== '');
    const search = query.length ? `?${new URLSearchParams(query.map(([k, v]) => [k, String(v)]))}` : '';

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), deps.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
    let response: Response;
    try {
      response = await doFetch(`${deps.baseUrl}${path}${search}`, {
        method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal,
      });
    } catch (error) {
      if (timeout.signal.aborted) throw timeoutError(language);
      if (options.signal?.aborted) throw error;
      throw networkError(language);
    } finally {
      clearTimeout(timer);
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (!response.ok) {
      if (response.status === 401) deps.onUnauthorized();
      throw apiErrorOf(response.status, response.statusText, body, language);
    }
    return body as T;
  };
}
