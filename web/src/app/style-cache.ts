import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The emotion cache the app styles with in the browser: emotion's own, except that the rules
 * Chakra puts in a cascade layer (its recipes, `@layer recipes{…}`) go into the page's sheet
 * without the layer.
 *
 * Why: Chromium recomputes the style of every element on the page when a rule is added to a
 * sheet that holds a cascade layer, whether the rule is itself layered or only an `@media` rule
 * (~50 ms each on a report's ~1,700 elements, against 1-2 ms for the same rule in a sheet without
 * layers). A report renders its sections below the first screen part by part, and each part adds
 * a few recipe rules (a badge's colour, a button, a table), so each part cost a restyle of the
 * whole page. The global sheet built with the app (web/build/chakra-global-css.ts) keeps the
 * layers and their order; only rules added while the app runs change.
 *
 * The layer made a recipe lose to every style outside it. Out of it, each selector is one class
 * less specific instead: its emotion class is read through `:where()`, which counts for nothing.
 * The recipe's own rules keep their order among themselves (a hover state still beats the base),
 * and an element's other classes (a static class, a style prop) still beat the recipe's base.
 */
export const styleCache: EmotionCache | undefined =
  typeof document === 'undefined' ? undefined : createStyleCache();

function createStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const parser = cssParser();
  if (!parser) return cache;
  const { sheet } = cache;
  const insert = sheet.insert.bind(sheet);
  sheet.insert = (rule: string) => {
    const rules = isLayerBlock(rule) ? rulesOutOfLayer(rule, parser) : [rule];
    for (const each of rules) insert(each);
  };
  return cache;
}

/** Parses CSS text into rules with the browser's own parser; undefined where there is none (jsdom). */
function cssParser(): ((css: string) => readonly CssRule[]) | undefined {
  if (typeof CSSStyleSheet !== 'function' || !('replaceSync' in CSSStyleSheet.prototype)) return undefined;
  const sheet = new CSSStyleSheet();
  return (css) => {
    sheet.replaceSync(css);
    return Array.from(sheet.cssRules);
  };
}

/** The part of the CSSOM read here: a style rule, or a group (`@layer`, `@media`…) of rules. */
export interface CssRule {
  readonly cssText: string;
  readonly selectorText?: string;
  readonly style?: { readonly cssText: string };
  readonly cssRules?: ArrayLike<CssRule>;
}

/** `@layer name{…}` (a block of rules), not `@layer a, b;` (the order of layers). */
export const isLayerBlock = (rule: string): boolean => /^@layer\s[^{;]*\{/.test(rule);

/** A layer block's rules as rules of their own outside it, each as one top-level rule's text. */
export function rulesOutOfLayer(rule: string, parse: (css: string) => readonly CssRule[]): string[] {
  const parsed = parse(rule);
  // Nothing the parser could read (an unknown at-rule): the rule as it came.
  if (parsed.length === 0) return [rule];
  return parsed.flatMap((each) =>
    isLayerBlock(each.cssText) ? Array.from(each.cssRules ?? [], unlayeredText) : [unlayeredText(each)],
  );
}

/** A rule's text with each selector in it one emotion class less specific (unlayeredSelector). */
function unlayeredText(rule: CssRule): string {
  if (rule.selectorText !== undefined && rule.style)
    return `${unlayeredSelector(rule.selectorText)}{${rule.style.cssText}}`;
  if (rule.cssRules) {
    const prelude = rule.cssText.slice(0, rule.cssText.indexOf('{')).trim();
    return `${prelude}{${Array.from(rule.cssRules, unlayeredText).join('')}}`;
  }
  return rule.cssText;
}

/**
 * Each emotion class in a selector list read through `:where()` (`.css-1x:hover` →
 * `:where(.css-1x):hover`): the same elements, one class less specific.
 */
export const unlayeredSelector = (selector: string): string =>
  selector.replace(/\.css-[\w-]+/g, (className) => `:where(${className})`);
