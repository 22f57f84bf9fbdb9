import { BOOT_CONSOLE_CLASS, bootScript, PRERENDER_STALE_CLASS } from '../../../shared/site/boot-script';
import { routePatterns } from '../lib/paths';
import { storageKeys } from '../lib/storage';
import { mediaQueriesAnswering } from '../test/media-queries';
import { showsPrerenderedPage } from './prerendered-page';

/**
 * The boot script (shared/site/boot-script.ts), run as index.html runs it before the first paint:
 * plain JavaScript outside the bundle, so these tests hold it to the app's storage keys and theme
 * rules.
 */

function boot({
  path = '/',
  stored = {},
  systemDark = false,
  pageLanguage = 'zh-CN',
}: {
  path?: string;
  stored?: Record<string, string>;
  systemDark?: boolean;
  /** The language the served file was drawn in. */
  pageLanguage?: string;
}) {
  window.history.replaceState(null, '', path);
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  window.matchMedia = mediaQueriesAnswering((query) => systemDark && query.includes('dark'));
  document.documentElement.className = '';
  document.documentElement.lang = pageLanguage;
  document.body.innerHTML =
    '<div id="root"><div class="boot-shell"></div><div class="prerendered"><h1>价格</h1></div></div>';
  new Function(bootScript)();
  return document.documentElement;
}

describe('the boot script', () => {
  // Files share one jsdom: what the script and these tests change is put back.
  const { matchMedia } = window;
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.matchMedia = matchMedia;
    document.documentElement.className = '';
    document.documentElement.removeAttribute('style');
    document.body.innerHTML = '';
  });

  it.each([
    ['the stored choice', { stored: { [storageKeys.theme]: 'dark' } }, 'dark'],
    [
      'the stored choice over the docs’ own default',
      { path: routePatterns.docs, stored: { [storageKeys.theme]: 'light' } },
      'light',
    ],
    ['the docs’ dark default on a first visit', { path: routePatterns.docs, systemDark: false }, 'dark'],
    ['the system’s when no choice was made', { systemDark: true }, 'dark'],
    [
      'the system’s when "system" was chosen, on the docs too',
      { path: routePatterns.docs, stored: { [storageKeys.theme]: 'system' } },
      'light',
    ],
  ])('sets the theme from %s', (_, options, mode) => {
    const html = boot(options);
    expect(html.classList.contains(mode)).toBe(true);
    expect(html.style.colorScheme).toBe(mode);
  });

  it.each([
    ['a first visit, in the default language', {}],
    ['the stored language', { stored: { [storageKeys.language]: 'en-US' }, pageLanguage: 'en-US' }],
  ])('leaves the page drawn ahead of time showing for %s', (_, options) => {
    boot(options);
    expect(showsPrerenderedPage(document)).toBe(true);
  });

  it.each([
    ['another stored language (no cookie yet)', { stored: { [storageKeys.language]: 'en-US' } }],
    ['no stored language but a cookie left from one', { pageLanguage: 'en-US' }],
    ['a query the page was drawn without', { path: `${routePatterns.docs}?section=auth` }],
    ['a session', { stored: { [storageKeys.accessToken]: 'token' } }],
  ])('shows the outline instead for %s', (_, options) => {
    boot(options);
    expect(document.documentElement.classList.contains(PRERENDER_STALE_CLASS)).toBe(true);
    expect(showsPrerenderedPage(document)).toBe(false);
  });

  it.each([
    [routePatterns.console, true],
    [routePatterns.consoleHistory, true],
    [routePatterns.detail, false],
    [routePatterns.home, false],
    ['/consoles', false],
  ])('marks %s as a page whose header spans the window: %s', (path, spans) => {
    expect(boot({ path }).classList.contains(BOOT_CONSOLE_CLASS)).toBe(spans);
  });
});
