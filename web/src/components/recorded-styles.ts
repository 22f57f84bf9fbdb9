import type { EmotionCache } from '@emotion/cache';

/**
 * The style rules a part of the app makes when it draws, recorded ahead of time by its test
 * (emotion's class names, each with the rules emotion inserted for it), so the page can take them
 * all when that part's code arrives, before it draws anything.
 *
 * Why: Chromium re-checks existing elements when a rule is added to a page. A rule such as
 * `.css-1x dd` or `.css-1x > button` sends it to every `dd` or `button` on the page, and a rule
 * ending in `:where(svg)` to every svg. A report draws its sections in parts, and each part
 * brought rules of its own, so each part re-styled most of the parts already there: ~1,000-1,900
 * elements per part, ~100-150 ms over a report. Rules taken while the page is still small (the
 * analyzer, which loads the report's code once it is on screen, or a report's page as it starts)
 * cost almost nothing, and the report then adds few or none: what only a measured width, a hover
 * or an opened table draws is not recorded, and is inserted when it first appears.
 */
export type RecordedStyles = readonly (readonly [name: string, rules: readonly string[]])[];

/** The cache of the page's styles (app/style-cache.ts, given by main.tsx): none in a test. */
let pageCache: EmotionCache | undefined;

/** Where `takeRecordedStyles` puts what it is given from now on. */
export function setRecordedStylesCache(cache: EmotionCache): void {
  pageCache = cache;
}

/**
 * Inserts each recorded class emotion has not inserted yet into the page's cache, and tells
 * emotion it has been, so neither emotion nor a static class inserts it again.
 */
export function takeRecordedStyles(recorded: RecordedStyles, cache = pageCache): void {
  if (!cache) return;
  for (const [name, rules] of recorded) {
    if (cache.inserted[name] !== undefined) continue;
    for (const rule of rules) cache.sheet.insert(rule);
    cache.inserted[name] = true;
  }
}
