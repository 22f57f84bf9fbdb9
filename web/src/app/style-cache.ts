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
 * The layer made every rule of a recipe lose to every style outside it, its states' rules
 * included (a button's hover loses to its `bg` style prop). Out of it, each selector is read
 * through `:where()`, which counts for nothing: every rule of the element's other classes (a
 * static class, a style prop) still wins, and the recipe's own rules, all equal, follow their
 * order, which emotion keeps: its declarations first, then its states and conditions as written.
 * A pseudo-element stays outside (`:where(.css-1x)::before`), where CSS requires it.
 *
 * It is also where the rules a part of the app is known to make go before that part draws
 * (components/recorded-styles.ts, given this cache by main.tsx).
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

/** A rule's text with each of its selectors counting for nothing (zeroSpecificity). */
function unlayeredText(rule: CssRule): string {
  if (rule.selectorText !== undefined && rule.style)
    return `${zeroSpecificity(rule.selectorText)}{${rule.style.cssText}}`;
  if (rule.cssRules) {
    const prelude = rule.cssText.slice(0, rule.cssText.indexOf('{')).trim();
    return `${prelude}{${Array.from(rule.cssRules, unlayeredText).join('')}}`;
  }
  return rule.cssText;
}

/**
 * Each selector of a list read through `:where()` (`.css-1x:hover` → `:where(.css-1x:hover)`):
 * the same elements, with no specificity. A pseudo-element stays after it, as CSS requires.
 */
export const zeroSpecificity = (selectorList: string): string =>
  topLevelParts(selectorList, ',')
    .map((selector) => {
      const trimmed = selector.trim();
      const pseudo = topLevelIndex(trimmed, '::');
      if (pseudo === 0) return trimmed;
      return pseudo < 0
        ? `:where(${trimmed})`
        : `:where(${trimmed.slice(0, pseudo)})${trimmed.slice(pseudo)}`;
    })
    .join(', ');

/** Where `token` first appears outside brackets, parentheses and quotes; -1 when it does not. */
function topLevelIndex(text: string, token: string): number {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && text.startsWith(token, i)) return i;
  }
  return -1;
}

/** `text` split at each `separator` outside brackets, parentheses and quotes. */
function topLevelParts(text: string, separator: string): string[] {
  const parts: string[] = [];
  let rest = text;
  for (let at = topLevelIndex(rest, separator); at >= 0; at = topLevelIndex(rest, separator)) {
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + separator.length);
  }
  parts.push(rest);
  return parts;
}
