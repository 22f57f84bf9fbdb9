import { currentLanguage } from '../i18n/language';
import { createApiClient } from './api-client';
import { paths, signInPaths } from './paths';
import { rememberReturnPath } from './return-path';
import { clearSession } from './session';

/** Set by the router once it exists: sends the user to /login without a full reload. */
let toLogin: () => void = () => window.location.assign(paths.login());
export const setLoginNavigator = (navigate: () => void) => {
  toLogin = navigate;
};

/**
 * The app's API client: `api('getQueryStatus', { path: { hash } })`. A 401 outside the sign-in
 * pages clears the tokens, remembers where the user was, and sends them to /login; on those pages
 * it only clears the tokens (spec 01 §8).
 */
export const api = createApiClient({
  language: currentLanguage,
  onUnauthorized: () => {
    clearSession();
    const { pathname, search } = window.location;
    if (signInPaths.includes(pathname)) return;
    rememberReturnPath(`${pathname}${search}`);
    toLogin();
  },
});
