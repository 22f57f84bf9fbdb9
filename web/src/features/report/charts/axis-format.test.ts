import { countTicks, estimateTextWidth, formatAxisValue } from './axis-format';

describe('axis ticks', () => {
  it('abbreviates from a thousand up, without a trailing .0', () => {
    expect(formatAxisValue(2_000_000)).toBe('2M');
    expect(formatAxisValue(1_500)).toBe('1.5K');
    expect(formatAxisValue(-250_000)).toBe('-250K');
    expect(formatAxisValue(3_000_000_000)).toBe('3B');
  });

  it('keeps small values short', () => {
    expect(formatAxisValue(0)).toBe('0');
    expect(formatAxisValue(500)).toBe('500');
    expect(formatAxisValue(0.25)).toBe('0.25');
    expect(formatAxisValue(12.5)).toBe('12.5');
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
