import { readStored, storageKeys, writeStored } from './storage';

/**
 * The session (spec 01 §3, §4): access_token, refresh_token and expires_at (epoch seconds) in
 * local storage. Expired or absent means not signed in. Listeners hear sign-in and sign-out so
 * the shell and the SWR cache follow.
 */
export interface Session {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Epoch seconds. */
  readonly expiresAt: number;
}

type Listener = (session: Session | null) => void;
const listeners = new Set<Listener>();

export function currentSession(nowMs = Date.now()): Session | null {
  const accessToken = readStored(storageKeys.accessToken);
  const refreshToken = readStored(storageKeys.refreshToken);
  const expiresAt = Number(readStored(storageKeys.expiresAt));
  if (!accessToken || !refreshToken || !Number.isFinite(expiresAt)) return null;
  if (expiresAt * 1000 <= nowMs) return null;
  return { accessToken, refreshToken, expiresAt };
}

export function saveSession(session: Session): void {
  writeStored(storageKeys.accessToken, session.accessToken);
  writeStored(storageKeys.refreshToken, session.refreshToken);
  writeStored(storageKeys.expiresAt, String(session.expiresAt));
  for (const listener of listeners) listener(session);
}

export function clearSession(): void {
  writeStored(storageKeys.accessToken, null);
  writeStored(storageKeys.refreshToken, null);
  writeStored(storageKeys.expiresAt, null);
  for (const listener of listeners) listener(null);
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
