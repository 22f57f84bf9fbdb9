import { clearSession, saveSession } from '../lib/session';
import { storageKeys } from '../lib/storage';

/**
 * The reader most screen tests start as: signed in for the next hour and reading English. Screens
 * that show dates pass a time zone so their texts do not depend on the machine's zone.
 */
export function signIn(timeZone?: string) {
  localStorage.setItem(storageKeys.language, 'en-US');
  if (timeZone) localStorage.setItem(storageKeys.timezone, timeZone);
  saveSession({ accessToken: 'access', refreshToken: 'refresh', expiresAt: Date.now() / 1000 + 3600 });
}

export const signOut = () => clearSession();
