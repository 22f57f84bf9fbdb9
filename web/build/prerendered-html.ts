/**
 * A page drawn ahead of time in `language` put into the built index.html: its markup after the
 * outline that index.html paints, without the scripts React and next-themes write into it (the
 * client's own code takes the page over; the site's Content-Security-Policy would refuse them
 * anyway). index.html's styles show the page and hide the outline, unless the boot script
 * (shared/site/boot-script.ts) finds before the first paint that the page is not this visitor's.
 */
const ROOT = /<div id="root">([\s\S]*?)<\/div>\s*(?=<\/body>|<script)/;
const HTML_LANG = /<html lang="[^"]*"/;
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const GLOBAL_STYLES = /<style data-emotion="css-global [^"]*"[^>]*>[\s\S]*?<\/style>/g;

/**
 * `globalStylesLinked`: index.html links the style sheet of the theme's global styles
 * (chakra-global-css.ts), so the copy emotion writes into the page is left out (~38 KB).
 */
export function prerenderedHtml(
  indexHtml: string,
  markup: string,
  language: string,
  globalStylesLinked = false,
): string {
  const root = ROOT.exec(indexHtml);
  if (!root) throw new Error('index.html has no <div id="root"> to draw the page into');
  if (!HTML_LANG.test(indexHtml)) throw new Error('index.html names no language to replace');
  // Until the app has drawn over it, what a visitor types into a drawn form would be lost: the
  // forms are inert (read, not filled in) until then.
  let page = markup.replace(SCRIPT, '').replace(/<form\b/g, '<form inert=""');
  if (globalStylesLinked) page = page.replace(GLOBAL_STYLES, '');
  if (/<script\b/i.test(page)) throw new Error('a drawn page kept a script');
  // Replacer functions: a page's text may hold `$'` or `$&`, which a replacement string expands.
  return indexHtml
    .replace(HTML_LANG, () => `<html lang="${language}"`)
    .replace(
      root[0],
      () => `<div id="root" data-prerendered="">${root[1]}<div class="prerendered">${page}</div></div>`,
    );
}
