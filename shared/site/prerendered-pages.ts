import { fallbackLanguage, type Language, languages } from '../i18n/languages';

/**
 * The public pages the web build draws ahead of time (web/build/prerender-pages.ts), once per
 * interface language, each written beside index.html as `<name>.<language>.html`. The site serves
 * a visitor's file at the page's path instead of index.html, on CloudFront
 * (infra/lib/constructs/spa-hosting.ts) and locally (scripts/local/routing): a first visit reads
 * the page's text before any script has run.
 */
export const prerenderedPages: Readonly<Record<string, string>> = {
  '/': 'home',
  '/price': 'price',
  '/docs': 'docs',
  '/login': 'login',
  '/register': 'register',
  '/forgot-password': 'forgot-password',
  '/terms': 'terms',
  '/privacy': 'privacy',
};

/**
 * The cookie that tells the site which language's file to serve: the SPA keeps it equal to the
 * stored language (spec 01 §1). Without it, or with a value that is no language, the default's.
 */
export const LANGUAGE_COOKIE = 'language';

export const prerenderedFile = (name: string, language: Language): string => `/${name}.${language}.html`;

/** The file a page's path is served from for a request's Cookie header, or undefined for other paths. */
export function prerenderedFileFor(path: string, cookieHeader: string | undefined): string | undefined {
  if (!Object.hasOwn(prerenderedPages, path)) return undefined;
  const asked = cookieHeader
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === LANGUAGE_COOKIE)?.[1];
  const language = languages.find((l) => l === asked) ?? fallbackLanguage;
  return prerenderedFile(prerenderedPages[path]!, language);
}
