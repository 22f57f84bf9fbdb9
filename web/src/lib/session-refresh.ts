import { currentSession, type Session, type SessionTokens, saveRefreshedSession } from './session';

/**
 * Renewing the session's tokens (spec 01 §4; docs/areas/accounts-and-sessions.md): the server
 * rotates the refresh token on every use and takes a second use of one as theft, ending the
 * session. So at most one refresh may be on its way, in this tab and across tabs (they share the
 * stored tokens): callers in this tab join the one in flight, and tabs take turns under a Web
 * Lock; whoever comes second finds the tokens already renewed in storage and takes those.
 */
export const SESSION_REFRESH_LOCK = 'wallet-risk-session-refresh';

/** How long before the access token's expiry a call renews it first, in seconds. */
export const REFRESH_AHEAD_SECONDS = 60;

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
