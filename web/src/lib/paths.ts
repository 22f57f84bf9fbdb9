import type { Chain, Token } from '../../../shared/rules/chain-rules';

/**
 * The SPA's routes (spec 01 §2, spec 02 §2), in one table: the router takes its patterns from
 * `routePatterns`, and every link, redirect and navigation builds its address with `paths`, so a
 * route's path and its query parameters are spelt in this file only.
 */
export const routePatterns = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  terms: '/terms',
  privacy: '/privacy',
  price: '/price',
  docs: '/docs',
  /** The analyzer is the console's index tab. */
  console: '/console',
  consoleHistory: '/console/history',
  consoleMonitor: '/console/monitor',
  consoleApiKey: '/console/api-key',
  consoleApiStats: '/console/api-stats',
  /** Beyond spec: the user's risk policy. */
  consolePolicy: '/console/policy',
  /** Beyond spec: the credit statement. */
  consoleCredits: '/console/credits',
  detail: '/detail',
  /** spec 02 §2: the report can also be named by the route parameter. */
  detailOfQuery: '/detail/:address',
  /**
   * Beyond spec: where an alert recipient's confirmation link lands (no sign-in; the server's
   * mail builds the same address, functions/domain/monitoring/recipient-mail.ts).
   */
  confirmRecipient: '/monitor/confirm-recipient',
  // Old addresses that redirect (spec 01 §2).
  oldMonitor: '/monitor',
  oldHistory: '/history',
  oldWorkspace: '/workspace',
  oldApiKey: '/api-key',
  notFound: '*',
} as const;

/** What a report link carries (spec 01 §2); start and end are days, YYYY-MM-DD. */
export interface DetailLink {
  readonly hash: string;
  readonly chain?: Chain;
  readonly token?: Token;
  readonly start?: string;
  readonly end?: string;
}

/** `path?name=value…` with the parameters that have a value, in the given order. */
const withQuery = (path: string, query: Readonly<Record<string, string | undefined>>): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
  home: () => routePatterns.home,
  login: () => routePatterns.login,
  register: () => routePatterns.register,
  forgotPassword: () => routePatterns.forgotPassword,
  terms: () => routePatterns.terms,
  privacy: () => routePatterns.privacy,
  price: () => routePatterns.price,
  /** `?section=` picks what the documentation shows (quick start without it). */
  docs: (section?: string) => withQuery(routePatterns.docs, { section }),
  /** The analyzer, optionally filled in with an address and its network (a counterparty to analyse). */
  console: (prefill: { readonly address?: string; readonly chain?: Chain } = {}) =>
    withQuery(routePatterns.console, { address: prefill.address, chain: prefill.chain }),
  /** `?page=` is the history page from 1; page 1 goes without it. */
  consoleHistory: (page = 1) =>
    withQuery(routePatterns.consoleHistory, { page: page > 1 ? String(page) : undefined }),
  /** `?tab=` is the Monitor page's tab (overview without it). */
  consoleMonitor: (tab?: string) => withQuery(routePatterns.consoleMonitor, { tab }),
  consoleApiKey: () => routePatterns.consoleApiKey,
  consoleApiStats: () => routePatterns.consoleApiStats,
  consolePolicy: () => routePatterns.consolePolicy,
  consoleCredits: () => routePatterns.consoleCredits,
  /** `?token=` is the confirmation link's token. */
  confirmRecipient: (token: string) => withQuery(routePatterns.confirmRecipient, { token }),
  /** spec 01 §2: /detail?hash=…&chain=…&token=…, then start and end only when chosen. */
  detail: ({ hash, chain, token, start, end }: DetailLink) =>
    withQuery(routePatterns.detail, { hash, chain, token, start, end }),
} as const;

/** The sign-in pages, where a 401 only clears the tokens (spec 01 §8). */
export const signInPaths: readonly string[] = [
  routePatterns.login,
  routePatterns.register,
  routePatterns.forgotPassword,
];

/** The path itself or any path below it (`/console`, `/console/history`), never `/consoles`. */
export const isWithin = (pathname: string, base: string): boolean =>
  pathname === base || pathname.startsWith(`${base}/`);
