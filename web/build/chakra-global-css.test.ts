import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { system } from '../src/app/system';
import { EAGER_GLOBAL, globalCssOf } from './chakra-global-css';

describe('the global style sheet the build writes', () => {
  it('holds the layer order, the reset, a variable per token in both colour modes and the app’s own rules', () => {
    const css = globalCssOf(system);
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toMatch(/@layer reset\{/);
    expect(css).toContain('--chakra-colors-red-500:');
    // A semantic token resolves per colour mode: its dark value sits under the dark class.
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-fg-subtle:/);
    expect(css).toContain('*:focus-visible:not([tabindex="-1"])');
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
