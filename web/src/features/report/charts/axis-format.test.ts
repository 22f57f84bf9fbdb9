import { countTicks, estimateTextWidth, formatAxisValue } from './axis-format';

describe('axis ticks', () => {
  // From a thousand up abbreviated without a trailing .0; small values kept short.
  it.each([
    [2_000_000, '2M'],
    [1_500, '1.5K'],
    [-250_000, '-250K'],
    [3_000_000_000, '3B'],
    [0, '0'],
    [500, '500'],
    [0.25, '0.25'],
    [12.5, '12.5'],
  ])('writes %d on an axis as %s', (value, text) => {
    expect(formatAxisValue(value)).toBe(text);
  });

  it('gives whole-number ticks for small counts only', () => {
    expect(countTicks(2)).toEqual([0, 1, 2]);
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(40)).toBeUndefined();
  });
});

describe('label widths', () => {
  it('counts CJK characters wider than Latin ones', () => {
    expect(estimateTextWidth('制裁')).toBeGreaterThan(estimateTextWidth('ab'));
    expect(estimateTextWidth('Money laundering')).toBeGreaterThan(estimateTextWidth('Theft'));
    expect(estimateTextWidth('')).toBe(0);
  });
});
