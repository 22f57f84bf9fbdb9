import { readStored, storageKeys, writeStored } from './storage';

/**
 * The session (spec 01 §3, §4): access_token, refresh_token and expires_at (epoch seconds) in
 * local storage, shared by every tab. A session lasts while it has a refresh token: an access
 * token past its expiry is renewed by the next call (session-refresh.ts), and only a refused
 * refresh ends the session. Listeners hear sign-in, refresh and sign-out so the shell and the SWR
 * cache follow.
 */
export interface Session {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Epoch seconds: when the access token stops being accepted. */
  readonly expiresAt: number;
  /**
   * Names the sign-in, the same across its refreshes (the refresh token changes on each), so data
   * read in one sign-in never shows in the next and a refresh does not read everything again.
   */
  readonly scope: string;
}

type Listener = (session: Session | null) => void;
const listeners = new Set<Listener>();

/** The stored session, whether or not its access token is still good; null when signed out. */
export function currentSession(): Session | null {
  const accessToken = readStored(storageKeys.accessToken);
  const refreshToken = readStored(storageKeys.refreshToken);
  const expiresAt = Number(readStored(storageKeys.expiresAt));
  if (!accessToken || !refreshToken || !Number.isFinite(expiresAt)) return null;
  // Sessions stored before the scope existed are named by their refresh token, as they were.
  const scope = readStored(storageKeys.sessionScope) ?? refreshToken;
  return { accessToken, refreshToken, expiresAt, scope };
}

/** Whether the access token expires within `aheadSeconds` of `nowMs`. */
export const expiresWithin = (session: Session, aheadSeconds: number, nowMs = Date.now()): boolean =>
  session.expiresAt * 1000 - nowMs <= aheadSeconds * 1000;

/** A session's tokens as the server answers them and the forms hand them on. */
export type SessionTokens = Omit<Session, 'scope'>;

/** What the server answers a sign-in or a refresh with (and more, which the session does not keep). */
export interface SessionAnswer {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly expires_at: number;
}

/** The tokens of the server's answer to a sign-in or a refresh. */
export const sessionTokensOf = (answer: SessionAnswer): SessionTokens => ({
  accessToken: answer.access_token,
  refreshToken: answer.refresh_token,
  expiresAt: answer.expires_at,
});

/**
 * The storage entries that hold a session's tokens: what a signed-in browser keeps, and what a
 * browser journey or a bench puts in storage to start signed in.
 */
export const storedSessionEntries = (tokens: SessionTokens): Record<string, string> => ({
  [storageKeys.accessToken]: tokens.accessToken,
  [storageKeys.refreshToken]: tokens.refreshToken,
  [storageKeys.expiresAt]: String(tokens.expiresAt),
});

function store(tokens: SessionTokens, scope: string): Session {
  for (const [key, value] of Object.entries(storedSessionEntries(tokens))) writeStored(key, value);
  writeStored(storageKeys.sessionScope, scope);
  const session = { ...tokens, scope };
  for (const listener of listeners) listener(session);
  return session;
}

/** A sign-in: a new session, with a scope of its own. */
export const saveSession = (tokens: SessionTokens): Session => store(tokens, crypto.randomUUID());

/** A refresh: the same session with its next tokens. */
export const saveRefreshedSession = (previous: Session, tokens: SessionTokens): Session =>
  store(tokens, previous.scope);

export function clearSession(): void {
  writeStored(storageKeys.accessToken, null);
  writeStored(storageKeys.refreshToken, null);
  writeStored(storageKeys.expiresAt, null);
  writeStored(storageKeys.sessionScope, null);
  for (const listener of listeners) listener(null);
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
