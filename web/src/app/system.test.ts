import { system } from './system';

type Token = { readonly value: string | { readonly _light: string; readonly _dark: string } };

describe('the theme’s colours', () => {
  it('put white text on every solid colour darkened for contrast, in both colour modes', () => {
    const colors = system._config.theme?.semanticTokens?.colors as Record<string, Record<string, Token>>;
    for (const palette of ['green', 'teal', 'cyan', 'orange']) {
      const contrast = colors[palette]!.contrast!.value;
      const modes = typeof contrast === 'string' ? [contrast] : [contrast._light, contrast._dark];
      expect({ palette, modes: modes.map((mode) => mode.replace(/^\{colors\.(.*)\}$/, '$1')) }).toEqual({
        palette,
        modes: modes.map(() => 'white'),
      });
    }
  });
});
