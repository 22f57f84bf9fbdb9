import { routeAddress, routeById } from '../api/routes';
import { fallbackLanguage, languages } from '../i18n/languages';
import { REFRESH_AHEAD_SECONDS } from '../rules/account-rules';
import { QUERY_STATUS, queryHashPattern, STATUS_WAIT_MS } from '../rules/query-rules';

/**
 * The class the boot script puts on <html> when the page drawn ahead of time is not this
 * visitor's; index.html's styles then show the outline instead, and the app draws at once.
 */
export const PRERENDER_STALE_CLASS = 'prerender-stale';

/**
 * The class the boot script puts on <html> on the console's pages, whose header spans the window
 * (web/src/features/shell/header.tsx): index.html's outline then draws the brand where they do.
 */
export const BOOT_CONSOLE_CLASS = 'boot-console';

/**
 * The property of `window` where the boot script leaves the reads it started: a Map from each
 * request's address to its token, language and answer, which the app's API client takes
 * (web/src/lib/early-reads.ts).
 */
export const EARLY_READS_GLOBAL = '__earlyReads';

/** A route's address on the console API, its `{hash}` left for the script to fill in. */
const consoleApiPath = (operationId: string): string => {
  const route = routeById(operationId);
  if (!route) throw new Error(`No route for ${operationId}`);
  return routeAddress(route, 'console');
};

/**
 * The one inline script of the console, in index.html's head, run before the first paint; allowed
 * by its hash in the Content-Security-Policy (shared/api/header-policy.ts), which runs no other
 * inline script. Inline, so it runs without waiting for a request, ahead of the style sheet the
 * build links (web/vite.config.ts puts it there). It does the things that cannot wait for the app:
 * - the theme class Chakra's styles follow, as web/src/lib/color-mode.tsx will choose it: the
 *   stored choice, else the page's own default (the docs are dark, spec 01 §1), else the system's;
 * - whether the header spans the window (the console's pages), so the outline's brand sits where
 *   the page's will;
 * - whether the page drawn ahead of time (shared/site/prerendered-pages.ts) is this visitor's: a
 *   page served in another language than the stored one (the default when none is: no cookie
 *   yet, or a cookie left after the storage was cleared), with a query (drawn without it: a docs section),
 *   or to a signed-in visitor, is hidden by index.html's styles behind the outline until the app
 *   draws;
 * - the locale data of the browser's Intl, which loads on its first use (react-intl's start, the
 *   display time zone): ~40 ms of the main thread, which the app's first render waited for, now
 *   spent in an idle moment while the page waits for its scripts (browsers without
 *   requestIdleCallback load it at first use, as before);
 * - on a report's address, signed in, the report's status and, once it says completed, its result:
 *   asked for here, these go out before the modules the page preloads take the browser's six
 *   connections to the server, and the result is asked for the moment the status answers rather
 *   than after the entry's first long task. The app's API client takes the answers when it makes
 *   the same requests with the same token and language (web/src/lib/early-reads.ts); any other
 *   request it makes itself, so a mismatch here costs one unused read, never a wrong answer.
 * The storage keys are web/src/lib/storage.ts's; web/src/app/boot-script.test.ts holds them together.
 */
export const bootScript = `(() => {
  const html = document.documentElement;
  const read = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const stored = read('theme');
  const mode =
    stored === 'light' || stored === 'dark'
      ? stored
      : stored === null && location.pathname === '/docs'
        ? 'dark'
        : matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
  html.classList.add(mode);
  html.style.colorScheme = mode;
  if (location.pathname === '/console' || location.pathname.startsWith('/console/'))
    html.classList.add('${BOOT_CONSOLE_CLASS}');
  // The language the app draws in: a stored value it does not know reads as the fallback.
  const storedLanguage = read('language');
  const language = ${JSON.stringify(languages)}.includes(storedLanguage) ? storedLanguage : '${fallbackLanguage}';
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(() => {
      Intl.NumberFormat.supportedLocalesOf(language);
      Intl.DateTimeFormat.supportedLocalesOf(language);
      new Intl.DateTimeFormat(language).resolvedOptions();
    });
  const token = read('access_token');
  if (language !== html.lang || location.search !== '' || token !== null)
    html.classList.add('${PRERENDER_STALE_CLASS}');
  const report = /^[/]detail(?:[/]([^/]+))?[/]?$/i.exec(location.pathname);
  const expiresAt = Number(read('expires_at'));
  // A token the app would renew before its first call (a minute ahead) is not sent.
  if (report === null || token === null || !(expiresAt * 1000 - Date.now() > ${REFRESH_AHEAD_SECONDS} * 1000))
    return;
  let hash = (new URLSearchParams(location.search).get('hash') ?? '').trim();
  try {
    if (hash === '' && report[1] !== undefined) hash = decodeURIComponent(report[1]).trim();
  } catch {}
  // Only a query hash goes into the address: a link decides nothing else the token is sent to.
  if (!${queryHashPattern}.test(hash)) return;
  const headers = {
    'X-Language': language,
    Accept: 'application/json',
    Authorization: 'Bearer ' + token,
  };
  const reads = new Map();
  window.${EARLY_READS_GLOBAL} = reads;
  const ask = (route, search) => {
    const url = route.replace('{hash}', encodeURIComponent(hash)) + search;
    // Not when the app has asked for it itself already.
    if (reads.has(url)) return;
    const response = fetch(url, { headers, priority: 'high' });
    // Heard here too: a read that fails before the app takes it is no uncaught error.
    response.catch(() => {});
    reads.set(url, { token, language, response });
    return response;
  };
  ask('${consoleApiPath('getQueryStatus')}', '?wait_ms=${STATUS_WAIT_MS}')
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((status) => {
      if (status?.status === ${QUERY_STATUS.completed}) ask('${consoleApiPath('getQueryResult')}', '');
    })
    .catch(() => {});
})();`;

/** The CSP source that allows bootScript: its SHA-256, which shared/site/boot-script.test.ts recomputes. */
export const bootScriptHash = "'sha256-FaNEeIzqmLrw0M481N6v8d3fGoviqb6g27EmHIuLdiQ='";
