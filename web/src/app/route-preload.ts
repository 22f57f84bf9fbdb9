import { routePatterns } from '../lib/paths';

/**
 * Which lazy modules each address shows, by their chunk names (the route files' names), so the
 * current route's code is requested with the entry instead of after it: without it the route's
 * chunk was asked for only once the whole entry had been parsed and run (~1 s of script on a slow
 * machine), and its shared chunks after that. The build (web/vite.config.ts) turns this table
 * into one of route patterns and chunk files inside index.html, which web/public/route-preload.js,
 * a few lines of script outside the bundle, reads to add a modulepreload for each file while the
 * entry is still downloading. In dev there is no table and nothing is preloaded.
 */
export const modulesByRoute: readonly (readonly [pattern: string, modules: readonly string[]])[] = [
  [routePatterns.home, ['home']],
  [routePatterns.login, ['login']],
  [routePatterns.register, ['register']],
  [routePatterns.forgotPassword, ['forgot-password']],
  [routePatterns.terms, ['terms']],
  [routePatterns.privacy, ['privacy']],
  [routePatterns.price, ['price']],
  [routePatterns.docs, ['docs']],
  [routePatterns.confirmRecipient, ['confirm-recipient']],
  // The analyzer warms the report's charts as soon as it opens; the report draws them.
  [routePatterns.console, ['console-layout', 'console-analyzer', 'chart-sections']],
  [routePatterns.consoleHistory, ['console-layout', 'console-history']],
  [routePatterns.consoleMonitor, ['console-layout', 'console-monitor']],
  [routePatterns.consoleApiKey, ['console-layout', 'console-api-key']],
  [routePatterns.consoleApiStats, ['console-layout', 'console-api-stats']],
  [routePatterns.consolePolicy, ['console-layout', 'console-policy']],
  [routePatterns.consoleCredits, ['console-layout', 'console-credits']],
  [routePatterns.detail, ['detail', 'chart-sections']],
  [routePatterns.detailOfQuery, ['detail', 'chart-sections']],
];
