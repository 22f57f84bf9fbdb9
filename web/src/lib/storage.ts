/**
 * Browser storage keys (spec 01 §3, §9): the session's three keys, and the stored settings.
 * Reads never throw (private mode, disabled storage): they fall back to the default.
 */
export const storageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  expiresAt: 'expires_at',
  /** Names the sign-in across its refreshes (session.ts). */
  sessionScope: 'session-scope',
  language: 'language',
  theme: 'theme',
  sidebarCollapsed: 'console-sidebar-collapsed',
  chainToken: 'chain-token',
  /** The monitoring form's own last network (spec 02 §3: ethereum-usdt at first). */
  monitorChainToken: 'monitor-chain-token',
  timezone: 'timezone',
  /** Where a guest was going when sent to /login. */
  returnTo: 'return-to',
} as const;

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the setting lasts for this page only.
  }
}
