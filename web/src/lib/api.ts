import { currentLanguage } from '../i18n/language';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { withDrafts } from './form-drafts';
import { paths, signInPaths } from './paths';
import { rememberReturnPath } from './return-path';
import { clearSession, sessionTokensOf } from './session';
import { createSessionRefresher, webLock, webRotationNotices } from './session-refresh';

/** Set by the router once it exists: sends the user to /login without a full reload. */
let toLogin: () => void = () => window.location.assign(paths.login());
export const setLoginNavigator = (navigate: () => void) => {
  toLogin = navigate;
};

/** The refresh call alone: its 401 means the session has ended, which the caller decides on. */
const refreshClient = createApiClient({ language: currentLanguage, onUnauthorized: () => {} });

const withLock = webLock();
const rotations = webRotationNotices();
const refreshSession = createSessionRefresher({
  requestRefresh: async (refreshToken) => {
    try {
      return sessionTokensOf(await refreshClient('refreshToken', { body: { refresh_token: refreshToken } }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  ...(withLock ? { withLock } : {}),
  ...(rotations ? { rotations } : {}),
});

/**
 * The app's API client: `api('getQueryStatus', { path: { hash } })`. Tokens are renewed before
 * they expire and once after a 401 (session-refresh.ts). A 401 that stays, outside the sign-in
 * pages, clears the tokens, remembers where the user was with what they had typed
 * (form-drafts.ts), and sends them to /login; on those pages it only clears the tokens (spec 01 §8).
 */
export const api = createApiClient({
  language: currentLanguage,
  refreshSession,
  onUnauthorized: () => {
    clearSession();
    const { pathname, search } = window.location;
    if (signInPaths.includes(pathname)) return;
    rememberReturnPath(withDrafts(`${pathname}${search}`));
    toLogin();
  },
});
