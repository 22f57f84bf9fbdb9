import type { SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { css as serializeStyles } from '@emotion/react';
import type { Plugin } from 'vite';

/** The module the entry imports for the styles every page starts from (main.tsx). */
const GLOBAL_CSS_MODULE = 'virtual:chakra-global.css';
// A path ending in .css, not a `\0` id, so Vite's CSS pipeline takes the module in.
const RESOLVED = '/__chakra-global.css';

/** The line of Chakra's `createSystem` that resolves the global styles as the system is made. */
export const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
/**
 * The system's methods that make those styles: nothing in the browser calls them once `_global`
 * is empty (Chakra reads only `_global`), and kept on the system they kept their code, Chakra's
 * reset among it (~1 KB gzip), in every page's entry.
 */
const GLOBAL_STYLE_METHODS = /\bgetTokenCss,\s*getGlobalCss,\s*getPreflightCss,/;
const CHAKRA_SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/**
 * Chakra's global styles (its reset, the app's global rules and a custom property for each of the
 * theme's ~1,000 tokens) as a style sheet the build writes, instead of styles every page resolves
 * and compiles as it starts: `createSystem` resolved them through the system's `css` when the
 * entry was evaluated, and emotion's `<Global>` serialized, hashed and compiled the ~38 KB of CSS
 * at the first render, on the main thread before anything else could run. The built system starts
 * with none (`_global` empty: `ChakraProvider`'s `<Global>` for them inserts nothing; the other
 * still inserts the one line of layer order) and the entry links the sheet, which the browser
 * caches across pages. The sheet is made by the app's own system (`loadSystem`) and emotion's
 * own compiler, in Node as the build runs. A build whose Chakra no longer has
 * the line, or in which the line was never seen, fails. Build only: the dev server and the tests
 * keep Chakra's own path.
 */
export function chakraGlobalCss({ loadSystem }: { loadSystem: () => Promise<SystemContext> }): Plugin {
  let building = false;
  let replaced = false;
  return {
    name: 'chakra-global-css',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildEnd(error) {
      // Without the replacement, every page would compile the styles the sheet already holds.
      if (building && !error && !replaced)
        this.error(
          `the build never met Chakra's createSystem (${EAGER_GLOBAL}): check web/build/chakra-global-css.ts`,
        );
    },
    resolveId: (id) => (id === GLOBAL_CSS_MODULE ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      return building ? globalCssOf(await loadSystem()) : '';
    },
    transform: {
      filter: { id: CHAKRA_SYSTEM },
      handler(code) {
        if (!building) return null;
        if (!code.includes(EAGER_GLOBAL) || !GLOBAL_STYLE_METHODS.test(code))
          throw new Error(
            'Chakra no longer makes its global styles where web/build/chakra-global-css.ts expects: check its createSystem',
          );
        replaced = true;
        return {
          code: code.replace(EAGER_GLOBAL, 'const _global = [];').replace(GLOBAL_STYLE_METHODS, ''),
          map: null,
        };
      },
    },
  };
}

/** Whether a built style sheet holds the theme's global styles (a variable of its tokens). */
export const holdsGlobalStyles = (css: string): boolean => css.includes('--chakra-colors-');

/** What `ChakraProvider`'s two `<Global>`s would insert for `system`, as one style sheet. */
export function globalCssOf(system: SystemContext): string {
  // Emotion's server build returns the compiled rules instead of inserting them.
  const cache = createCache({ key: 'css' });
  const compile = (styles: unknown): string => {
    const rules = cache.insert('', serializeStyles(styles as never), cache.sheet, false);
    if (typeof rules !== 'string') throw new Error('emotion compiled no rules: is its server build loaded?');
    return rules;
  };
  return `${compile(system.layers.atRule)}\n${compile(system._global)}\n`;
}
