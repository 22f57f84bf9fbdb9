import type { Language } from '../../../shared/i18n/languages';
import { LANGUAGE_COOKIE } from '../../../shared/site/prerendered-pages';

/**
 * Keeps the language cookie equal to the interface language, so that the site serves the public
 * pages drawn ahead of time in it (shared/site/prerendered-pages.ts): the stored language lives in
 * localStorage, which only the page can read. A year, like the stored choice it mirrors.
 */
export function rememberLanguageForPages(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, set once per language change
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
