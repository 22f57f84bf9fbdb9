import { REFRESH_AHEAD_SECONDS } from '../../../shared/rules/account-rules';
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

/**
 * Word between tabs that a refresh token has just been replaced. The lock alone is not enough:
 * Chromium hands one tab's storage writes to another tab's process a moment later, so the tab
 * whose turn comes next can still read the replaced token and would present it again.
 */
export interface RotationNotices {
  /** Tells every tab that `refreshToken` has just been replaced here. */
  readonly announce: (refreshToken: string) => Promise<void>;
  /** Whether a tab has said that `refreshToken` was replaced. */
  readonly announced: (refreshToken: string) => Promise<boolean>;
}

/** How long a tab waits for another tab's new tokens to reach its storage before refreshing itself. */
const SUCCESSOR_WAIT_MS = 3000;

export interface SessionRefresherDeps {
  /** POST /refresh-token: the next tokens, or null when the server refused the session. */
  readonly requestRefresh: (refreshToken: string) => Promise<SessionTokens | null>;
  /** Runs `task` holding the cross-tab lock; absent where the browser has no Web Locks. */
  readonly withLock?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Absent where the browser has no Web Locks. */
  readonly rotations?: RotationNotices;
}

/**
 * The session another tab renewed from `stored`, once its write reaches this tab's storage; null
 * when the session ended meanwhile; undefined when nothing arrived within SUCCESSOR_WAIT_MS.
 */
async function storedSuccessor(stored: Session): Promise<Session | null | undefined> {
  const until = Date.now() + SUCCESSOR_WAIT_MS;
  while (Date.now() < until) {
    const now = currentSession();
    if (!now) return null;
    if (now.refreshToken !== stored.refreshToken) return now;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return undefined;
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
    if (await deps.rotations?.announced(stored.refreshToken)) {
      const successor = await storedSuccessor(stored);
      if (successor !== undefined) return successor;
    }
    const tokens = await deps.requestRefresh(stored.refreshToken);
    if (!tokens) return null;
    const renewed = saveRefreshedSession(stored, tokens);
    await deps.rotations?.announce(stored.refreshToken);
    return renewed;
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

/** How long a tab keeps saying it replaced a refresh token: the server's grace for that token. */
const ROTATION_NOTICE_MS = 30_000;

/**
 * Rotation notices as Web Locks: a tab that replaced a refresh token holds a lock named after it
 * for a while, and the tab whose turn comes next looks for that lock. The browser grants and lists
 * locks at once across tabs, unlike storage writes. The name carries the token's tail: lock names
 * are visible only to this origin's scripts, which can read the stored token itself.
 */
export function webRotationNotices(): RotationNotices | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return undefined;
  const noticeOf = (refreshToken: string) => `${SESSION_REFRESH_LOCK}:replaced:${refreshToken.slice(-24)}`;
  return {
    announce: (refreshToken) =>
      new Promise<void>((held) => {
        void locks.request(noticeOf(refreshToken), { ifAvailable: true }, () => {
          held();
          return new Promise((release) => setTimeout(release, ROTATION_NOTICE_MS));
        });
      }),
    announced: async (refreshToken) => {
      const { held = [] } = await locks.query();
      return held.some((lock) => lock.name === noticeOf(refreshToken));
    },
  };
}
