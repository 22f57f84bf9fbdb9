import { type CssRule, isLayerBlock, rulesOutOfLayer, unlayeredSelector } from './style-cache';

/** A CSSOM rule as the browser's parser gives it, for jsdom, which has no cascade layers. */
const styleRule = (selectorText: string, declarations: string): CssRule => ({
  cssText: `${selectorText} { ${declarations} }`,
  selectorText,
  style: { cssText: declarations },
});
const group = (prelude: string, cssRules: CssRule[]): CssRule => ({ cssText: `${prelude} { … }`, cssRules });

describe('the style cache', () => {
  it('takes layer blocks out of their layer, and leaves the order of layers and other rules alone', () => {
    expect(isLayerBlock('@layer recipes{.css-1x{color:red;}}')).toBe(true);
    expect(isLayerBlock('@layer reset,base,tokens,recipes;')).toBe(false);
    expect(isLayerBlock('@media (hover: hover){.css-1x:hover{color:red;}}')).toBe(false);
    expect(isLayerBlock('.css-1x{color:red;}')).toBe(false);
  });

  it('makes every selector one emotion class less specific, matching the same elements', () => {
    expect(unlayeredSelector('.css-1x')).toBe(':where(.css-1x)');
    expect(unlayeredSelector('.css-1x:is(:hover, [data-hover])')).toBe(
      ':where(.css-1x):is(:hover, [data-hover])',
    );
    expect(unlayeredSelector('.dark .css-1x, .dark .chakra-theme:not(.light) .css-1x')).toBe(
      '.dark :where(.css-1x), .dark .chakra-theme:not(.light) :where(.css-1x)',
    );
    // A pseudo-element stays outside, where it must be.
    expect(unlayeredSelector('.css-1x::before')).toBe(':where(.css-1x)::before');
    expect(unlayeredSelector('.chakra-badge')).toBe('.chakra-badge');
  });

  it("writes a layer's rules, media queries included, as rules of their own", () => {
    const parsed = [
      group('@layer recipes', [
        styleRule('.css-1x', 'display: inline-flex;'),
        group('@media (hover: hover)', [styleRule('.css-1x:is(:hover, [data-hover])', 'opacity: 0.9;')]),
      ]),
    ];
    expect(rulesOutOfLayer('@layer recipes{…}', () => parsed)).toEqual([
      ':where(.css-1x){display: inline-flex;}',
      '@media (hover: hover){:where(.css-1x):is(:hover, [data-hover]){opacity: 0.9;}}',
    ]);
  });

  it('inserts a rule it cannot read as it came', () => {
    expect(rulesOutOfLayer('@layer recipes{@unknown{}}', () => [])).toEqual(['@layer recipes{@unknown{}}']);
  });
});
