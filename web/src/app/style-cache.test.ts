import { type CssRule, isLayerBlock, rulesOutOfLayer, zeroSpecificity } from './style-cache';

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

  it('gives every selector no specificity, matching the same elements', () => {
    expect(zeroSpecificity('.css-1x')).toBe(':where(.css-1x)');
    expect(zeroSpecificity('.css-1x:is(:hover, [data-hover]):not(:disabled)')).toBe(
      ':where(.css-1x:is(:hover, [data-hover]):not(:disabled))',
    );
    expect(zeroSpecificity('.dark .css-1x, .dark .chakra-theme:not(.light, .x) .css-1x')).toBe(
      ':where(.dark .css-1x), :where(.dark .chakra-theme:not(.light, .x) .css-1x)',
    );
    // A pseudo-element stays outside, where CSS requires it; commas and colons in strings are text.
    expect(zeroSpecificity('.css-1x::before, .css-1x::-webkit-scrollbar-thumb:hover')).toBe(
      ':where(.css-1x)::before, :where(.css-1x)::-webkit-scrollbar-thumb:hover',
    );
    expect(zeroSpecificity('.css-1x[data-label="a, b::c"]')).toBe(':where(.css-1x[data-label="a, b::c"])');
    expect(zeroSpecificity('::selection')).toBe('::selection');
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
      '@media (hover: hover){:where(.css-1x:is(:hover, [data-hover])){opacity: 0.9;}}',
    ]);
  });

  it('inserts a rule it cannot read as it came', () => {
    expect(rulesOutOfLayer('@layer recipes{@unknown{}}', () => [])).toEqual(['@layer recipes{@unknown{}}']);
  });
});
