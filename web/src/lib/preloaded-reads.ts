import { routeById } from '../../../shared/api/routes';
import { api } from './api';
import type { Answer, CallInput, ConsoleOperation } from './api-client';
import { currentSession } from './session';

/**
 * Reads started before the page that makes them has mounted: by the entry, for the address the
 * browser opened (app/boot-reads.ts), and by a page about to open another (the analyzer, the
 * report's). The page's first read of the same operation, input and session takes the request in
 * flight instead of sending another (lib/use-api.ts); when it has answered already, the page draws
 * that answer in its first render. No SWR here: the entry carries this module.
 */
interface Preloaded {
  readonly request: Promise<unknown>;
  /** The answer, once it has come. */
  answer?: { readonly value: unknown };
  /** Drawn by a page (preloadedAnswer): kept until the page's read takes it. */
  drawn?: true;
}

const inFlight = new Map<string, Preloaded>();

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
  if (existing) return existing.request as Promise<Answer<Id>>;
  const started = (api as LooseCall)(operationId, input);
  const preloaded: Preloaded = { request: started };
  inFlight.set(key, preloaded);
  const forget = () => {
    if (inFlight.get(key) === preloaded && !preloaded.drawn) inFlight.delete(key);
  };
  // A failure is let go at once: a page that was waiting has taken it already, and a later page
  // must ask afresh rather than show an error a new request might not have.
  started.then((value) => {
    preloaded.answer = { value };
    setTimeout(forget, UNTAKEN_KEPT_MS);
  }, forget);
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
  return started?.request;
}

/**
 * The answer of the preloaded read of this operation, input and session, when it has come and
 * nobody has taken it yet; else undefined. Looking does not take it: the page's read still takes
 * the request (and so sends none), and draws this answer meanwhile. An answer looked at is kept
 * until then, however long that is (SWR's read waits for a frame, which a background tab does
 * not draw), so the page never loses what it has drawn.
 */
export function preloadedAnswer(
  operationId: ConsoleOperation,
  input: unknown,
  scope: string,
): { readonly value: unknown } | undefined {
  const preloaded = inFlight.get(readKeyOf(operationId, input, scope));
  if (preloaded?.answer) preloaded.drawn = true;
  return preloaded?.answer;
}

/** Each page life starts with none (a test is a page of its own). */
export function forgetPreloadedReads(): void {
  inFlight.clear();
}
