import { routeById } from '../../../shared/api/routes';
import { api } from './api';
import type { Answer, CallInput, ConsoleOperation } from './api-client';
import { currentSession } from './session';

/**
 * Reads started before the page that makes them has mounted: by the entry, for the address the
 * browser opened (app/boot-reads.ts), and by a page about to open another (the analyzer, the
 * report's). The page's first read of the same operation, input and session takes the request in
 * flight instead of sending another (lib/use-api.ts). No SWR here: the entry carries this module.
 */
const inFlight = new Map<string, Promise<unknown>>();

/** An answer nobody has taken this long after it came is let go: a later page reads afresh. */
const UNTAKEN_KEPT_MS = 30_000;

/** A read's identity as text: its operation, input and session, as lib/use-api.ts keys it. */
export const readKeyOf = (operationId: ConsoleOperation, input: unknown, scope: string): string =>
  JSON.stringify([operationId, input, scope]);

type LooseCall = (operationId: ConsoleOperation, input: unknown) => Promise<unknown>;

/**
 * Starts a read that a page about to open will make with `useApi`. Undefined without the session a
 * signed-in route needs.
 */
export function preloadApi<Id extends ConsoleOperation>(
  operationId: Id,
  input: CallInput<Id>,
): Promise<Answer<Id>> | undefined {
  const session = currentSession();
  if (routeById(operationId)?.auth !== 'none' && !session) return undefined;
  const key = readKeyOf(operationId, input, session?.scope ?? '');
  const existing = inFlight.get(key);
  if (existing) return existing as Promise<Answer<Id>>;
  const started = (api as LooseCall)(operationId, input);
  inFlight.set(key, started);
  const forget = () => {
    if (inFlight.get(key) === started) inFlight.delete(key);
  };
  // A failure is let go at once: a page that was waiting has taken it already, and a later page
  // must ask afresh rather than show an error a new request might not have.
  started.then(() => setTimeout(forget, UNTAKEN_KEPT_MS), forget);
  return started as Promise<Answer<Id>>;
}

/** The preloaded read of this operation, input and session, handed over once; else undefined. */
export function takePreloaded(
  operationId: ConsoleOperation,
  input: unknown,
  scope: string,
): Promise<unknown> | undefined {
  const key = readKeyOf(operationId, input, scope);
  const started = inFlight.get(key);
  inFlight.delete(key);
  return started;
}

/** Each page life starts with none (a test is a page of its own). */
export function forgetPreloadedReads(): void {
  inFlight.clear();
}
