import { fallbackLanguage } from '../i18n/languages';

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
 *   draws.
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
  const language = read('language') ?? '${fallbackLanguage}';
  if (language !== html.lang || location.search !== '' || read('access_token') !== null)
    html.classList.add('${PRERENDER_STALE_CLASS}');
})();`;

/** The CSP source that allows bootScript: its SHA-256, which shared/site/boot-script.test.ts recomputes. */
export const bootScriptHash = "'sha256-c1tS2MtsERtnFudoY0qf44SBt5CnVTOspETZhxAUhJY='";
