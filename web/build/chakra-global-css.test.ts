import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ChakraProvider, type ChakraProviderProps } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { system } from '../src/app/system';
import { EAGER_GLOBAL, globalCssOf, holdsGlobalStyles } from './chakra-global-css';

describe('the global style sheet the build writes', () => {
  it('holds the layer order, the reset, a variable per token in both colour modes and the app’s own rules', () => {
    const css = globalCssOf(system);
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toMatch(/@layer reset\{/);
    expect(css).toContain('--chakra-colors-red-500:');
    // A semantic token resolves per colour mode: its dark value sits under the dark class.
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-fg-subtle:/);
    expect(css).toContain('*:focus-visible:not([tabindex="-1"])');
    // What the build checks before it leaves emotion's copy out of the pages it draws.
    expect(holdsGlobalStyles(css)).toBe(true);
    expect(holdsGlobalStyles('.a{color:red}')).toBe(false);
  });

  it('is what ChakraProvider’s own global styles write, rule for rule', () => {
    // Rendered on the server, emotion writes each <Global> as a style element of its own.
    const html = renderToString(createElement(ChakraProvider, { value: system } as ChakraProviderProps));
    const written = [
      ...html.matchAll(/<style data-emotion="css-global [^"]*"[^>]*>([\s\S]*?)<\/style>/g),
    ].map(([, rules]) => rules);
    expect(written).toHaveLength(2);
    expect(globalCssOf(system)).toBe(`${written.join('\n')}\n`);
  });

  it('replaces the line of the installed Chakra that makes the global styles as the system is made', () => {
    const require = createRequire(import.meta.url);
    const systemFile = join(
      dirname(require.resolve('@chakra-ui/react/package.json')),
      'dist/esm/styled-system/system.js',
    );
    expect(readFileSync(systemFile, 'utf8')).toContain(EAGER_GLOBAL);
  });
});
