import { currentSession, type Session, type SessionTokens, saveRefreshedSession } from './session';

/**
 * Renewing the session's tokens (spec 01 §4; docs/areas/accounts-and-sessions.md): the server
 * rotates the refresh token on every use and takes a second use of one as theft, ending the
 * session (it forgives only the token just replaced, once and for 30 s, for an answer lost to a
 * page load). So at most one refresh may be on its way, in this tab and across tabs (they share the
 * stored tokens): callers in this tab join the one in flight, and tabs take turns under a Web
 * Lock; whoever comes second finds the tokens already renewed in storage and takes those.
 */
export const SESSION_REFRESH_LOCK = 'wallet-risk-session-refresh';

/** How long before the access token's expiry a call renews it first, in seconds. */
export const REFRESH_AHEAD_SECONDS = 60;

/**
 * The lead a call renews `session` with, in seconds: a minute, or a quarter of the access token's
 * lifetime (its `iat` to our `expires_at`) when that is shorter, as on a test stack whose tokens
 * live a few seconds; otherwise every call would renew a token that was just renewed.
 */
export function refreshAheadSeconds(session: Session): number {
  const issuedAt = issuedAtOf(session.accessToken);
  if (issuedAt === undefined || session.expiresAt <= issuedAt) return REFRESH_AHEAD_SECONDS;
  return Math.min(REFRESH_AHEAD_SECONDS, (session.expiresAt - issuedAt) / 4);
}

/** The `iat` (epoch s) of a JWT access token, unverified: only the lead above reads it. */
function issuedAtOf(accessToken: string): number | undefined {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const iat = (claims as { iat?: unknown } | null)?.iat;
    return typeof iat === 'number' ? iat : undefined;
  } catch {
    return undefined;
  }
}

export interface SessionRefresherDeps {
  /** POST /refresh-token: the next tokens, or null when the server refused the session. */
  readonly requestRefresh: (refreshToken: string) => Promise<SessionTokens | null>;
  /** Runs `task` holding the cross-tab lock; absent where the browser has no Web Locks. */
  readonly withLock?: <T>(task: () => Promise<T>) => Promise<T>;
}

/** Renews a session whose access token is `stale`; null when the session has ended. */
export type SessionRefresher = (stale: Session) => Promise<Session | null>;

export function createSessionRefresher(deps: SessionRefresherDeps): SessionRefresher {
  let inFlight: Promise<Session | null> | null = null;

  const renew = async (stale: Session): Promise<Session | null> => {
    // Read again under the lock: another tab, or an earlier call, may have renewed it meanwhile.
    const stored = currentSession();
    if (!stored) return null;
    if (stored.accessToken !== stale.accessToken) return stored;
    const tokens = await deps.requestRefresh(stored.refreshToken);
    return tokens ? saveRefreshedSession(stored, tokens) : null;
  };

  return (stale) => {
    inFlight ??= (deps.withLock ? deps.withLock(() => renew(stale)) : renew(stale)).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/** The Web Locks API's exclusive lock, where the browser has it. */
export function webLock(): SessionRefresherDeps['withLock'] {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return undefined;
  // The lock's promise resolves with the task's own answer (the DOM types nest it once more).
  return <T>(task: () => Promise<T>) => locks.request(SESSION_REFRESH_LOCK, task) as Promise<T>;
}
