import type { z } from 'zod';
import { apisOf, type OperationId, routeAddress, routeById } from '../../../shared/api/routes';
import type { operations } from '../../../shared/contract/operations';
import type { Language } from '../../../shared/i18n/languages';
import { apiErrorOf, networkError, timeoutError } from './api-error';
import { takeEarlyRead } from './early-reads';
import { currentSession, expiresWithin, type Session } from './session';
import { refreshAheadSeconds, type SessionRefresher } from './session-refresh';

/**
 * The console API client (spec 01 §7, §8), typed by the contract: an operation is named by its
 * operationId, and its method, path and auth come from the route table (shared/api/routes.ts)
 * while its path parameters, query, body and answer are the zod types of its contract
 * (shared/contract/operations.ts). A misspelt field, a missing parameter or a wrong answer type
 * fails the typecheck. Only types come from the contract: answers are not parsed again here, because
 * the server validates every answer against the same schemas before sending it, and zod with the
 * schemas would weigh about 100 KB gzip on the home page. Tests check requests and answers against
 * the contract at the mock server instead (test/api-server.ts).
 *
 * Behaviour of spec 01 §8: base path /api, JSON bodies, a 30 s time-out, the bearer token on every
 * call but the no-auth ones, the current language in X-Language, and errors as ApiError. With
 * `refreshSession`, a signed-in call renews an access token about to expire before it is sent,
 * and after a 401 renews it once and sends the call once more; a 401 that stays is handed to
 * `onUnauthorized` (the session rules, lib/api.ts).
 */
export const REQUEST_TIMEOUT_MS = 30_000;

type Contracts = typeof operations;

/**
 * The operations the SPA may name. The console API serves every route but the API-key-only ones
 * (none today); the route table types `auth` loosely, so that is checked when the URL is built.
 */
export type ConsoleOperation = OperationId;

type SchemaOf<Id extends ConsoleOperation, Part extends string> = Contracts[Id] extends {
  readonly [P in Part]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/**
 * What the SPA sends: canonical values (the schema's output, e.g. `chain: 'tron'` where the server
 * would also take "TRON"), with the fields the server defaults left optional (its input).
 */
type Sendable<S extends z.ZodType> = z.input<S> & Partial<z.output<S>>;
type InputOf<S> = S extends z.ZodType ? Sendable<S> : undefined;

/** Query strings carry text; numbers and booleans are written out. */
type QueryValue = string | number | boolean | undefined;
type QueryOf<S> = S extends z.ZodType ? { [K in keyof Sendable<S>]: Sendable<S>[K] & QueryValue } : undefined;

/** `NoFields extends T` holds when every field of T is optional. */
type NoFields = Record<never, never>;

/** A part the operation does not take must be left out; one whose fields are all optional may be. */
type Slot<Name extends string, T> = [T] extends [undefined]
  ? { readonly [P in Name]?: never }
  : NoFields extends T
    ? { readonly [P in Name]?: T }
    : { readonly [P in Name]: T };

/** What a call sends: `path` parameters, `query` and `body`, each as the contract types it. */
export type CallInput<Id extends ConsoleOperation> = Slot<'path', InputOf<SchemaOf<Id, 'params'>>> &
  Slot<'query', QueryOf<SchemaOf<Id, 'query'>>> &
  Slot<'body', InputOf<SchemaOf<Id, 'body'>>>;

/** The 200 answer of an operation. */
export type Answer<Id extends ConsoleOperation> = z.output<Contracts[Id]['response']>;

/** The input may be left out when the operation needs none. */
export type CallArgs<Id extends ConsoleOperation> =
  NoFields extends CallInput<Id> ? [input?: CallInput<Id>] : [input: CallInput<Id>];

export type ApiClient = <Id extends ConsoleOperation>(
  operationId: Id,
  ...args: CallArgs<Id>
) => Promise<Answer<Id>>;

export interface ApiClientDeps {
  readonly language: () => Language;
  readonly onUnauthorized: () => void;
  readonly timeoutMs?: number;
  /** Renews the session's tokens (session-refresh.ts); without it a 401 ends the session. */
  readonly refreshSession?: SessionRefresher;
}

interface LooseInput {
  readonly path?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
}

/** The route's path with its `{name}` parameters filled in, and the query string. */
export function urlOf(operationId: ConsoleOperation, input: LooseInput = {}): string {
  const route = routeById(operationId);
  if (!route) throw new Error(`No route for ${operationId}`);
  if (!apisOf(route.auth).includes('console')) throw new Error(`${operationId} is not on the console API`);
  const path = routeAddress(route, 'console').replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input.path?.[name];
    if (value === undefined) throw new Error(`${operationId} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const query = Object.entries(input.query ?? {}).filter(([, v]) => v !== undefined && v !== '');
  const search = query.length ? `?${new URLSearchParams(query.map(([k, v]) => [k, String(v)]))}` : '';
  return `${path}${search}`;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const call = async (operationId: ConsoleOperation, input: LooseInput = {}): Promise<unknown> => {
    const route = routeById(operationId);
    if (!route) throw new Error(`No route for ${operationId}`);
    const language = deps.language();
    const { refreshSession } = deps;

    const send = async (session: Session | null): Promise<Response> => {
      const url = urlOf(operationId, input);
      // The boot script may have sent this very request as the page started.
      const early = route.method === 'GET' ? takeEarlyRead(url, session?.accessToken, language) : undefined;
      const headers: Record<string, string> = { 'X-Language': language, Accept: 'application/json' };
      if (route.method === 'POST') headers['Content-Type'] = 'application/json';
      if (session) headers.Authorization = `Bearer ${session.accessToken}`;
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(), deps.timeoutMs ?? REQUEST_TIMEOUT_MS);
      try {
        if (early) {
          // Within this call's time-out; a read it could not finish (the network) is sent again.
          const timedOut = new Promise<undefined>((resolve) =>
            timeout.signal.addEventListener('abort', () => resolve(undefined)),
          );
          const answered = await Promise.race([early.catch(() => undefined), timedOut]);
          if (answered) return answered;
          if (timeout.signal.aborted) throw timeout.signal.reason;
        }
        return await fetch(url, {
          method: route.method,
          headers,
          // A POST always carries a JSON object, `{}` when the operation takes no fields.
          body: route.method === 'POST' ? JSON.stringify(input.body ?? {}) : undefined,
          signal: timeout.signal,
        });
      } catch {
        throw timeout.signal.aborted ? timeoutError(language) : networkError(language);
      } finally {
        clearTimeout(timer);
      }
    };

    let session = route.auth === 'none' ? null : currentSession();
    let renewed = false;
    if (session && refreshSession && expiresWithin(session, refreshAheadSeconds(session))) {
      // A refresh that fails on the way leaves the call to its current token, still good a while.
      const current = session;
      session = (await refreshSession(current).catch(() => null)) ?? current;
      renewed = true;
    }
    let response = await send(session);
    // Once per call: the token may have expired on the way, or been refused as another tab renewed it.
    if (response.status === 401 && session && refreshSession && !renewed) {
      const fresh = await refreshSession(session);
      if (fresh) response = await send(fresh);
    }
    const text = await response.text();
    // A download (the usage CSV, text/csv) answers its text as it is; everything else is JSON.
    if (response.ok && response.headers.get('Content-Type')?.startsWith('text/csv')) return text;
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
    return body;
  };
  // The contract's types are the promise here; the server's answer validation keeps it.
  return call as ApiClient;
}
