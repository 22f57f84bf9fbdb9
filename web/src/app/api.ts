import { currentLanguage } from '../i18n/language';
import { createApiClient } from '../lib/api-client';
import { clearSession } from '../lib/session';
import { storageKeys, writeStored } from '../lib/storage';

/** Pages where a 401 only clears the tokens (spec 01 §8): the sign-in pages themselves. */
export const authPages = ['/login', '/register', '/forgot-password'];

/** Set by the router once it exists: sends the user to /login without a full reload. */
let toLogin: () => void = () => window.location.assign('/login');
export const setLoginNavigator = (navigate: () => void) => {
  toLogin = navigate;
};

/**
 * The app's API client. A 401 outside the sign-in pages clears the tokens, remembers where the
 * user was, and sends them to /login; on those pages it only clears the tokens.
 */
export const api = createApiClient({
  baseUrl: '/api',
  language: currentLanguage,
  onUnauthorized: () => {
    clearSession();
    const { pathname, search } = window.location;
    if (authPages.includes(pathname)) return;
    writeStored(storageKeys.returnTo, `${pathname}${search}`);
    toLogin();
  },
});
