import { useEffect, useState } from 'react';
import { currentSession, onSessionChange, type Session } from './session';
import { storageKeys } from './storage';

/**
 * The current session, kept current: sign-in, refresh and sign-out in this tab (onSessionChange)
 * and in other tabs (the storage event on the token keys) re-render the caller.
 */
export function useSession(): Session | null {
  const [session, setSession] = useState(currentSession);
  useEffect(() => {
    const unsubscribe = onSessionChange(setSession);
    const tokenKeys: readonly string[] = [
      storageKeys.accessToken,
      storageKeys.refreshToken,
      storageKeys.expiresAt,
    ];
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || tokenKeys.includes(event.key)) setSession(currentSession());
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return session;
}
