import { roundPercent, roundTo, sharePercentOf } from './rounding';

describe('one rounding rule: half away from zero', () => {
  it.each([
    [0.6286, 2, 0.63],
    [0.625, 2, 0.63],
    [0.6249, 2, 0.62],
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [2.5, 0, 3],
    [1234.5678, 2, 1234.57],
    [1e-7, 2, 0],
  ])('rounds %d to %d decimals as %d', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it('leaves infinities as they are', () => {
    expect(roundTo(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });

  it('rounds percentages to 2 decimals', () => {
    expect(roundPercent(0.6306041833410354)).toBe(0.63);
    expect(roundPercent(0.109)).toBe(0.11);
  });

  it('rounds a share of base units exactly, the same way as the floats', () => {
    // 6286 of 1,000,000 is 0.6286%: rounded 0.63, where truncation gave 0.62.
    expect(sharePercentOf(6286n, 1_000_000n)).toBe(0.63);
    expect(sharePercentOf(6249n, 1_000_000n)).toBe(0.62);
    expect(sharePercentOf(6250n, 1_000_000n)).toBe(0.63);
    expect(sharePercentOf(1n, 3n)).toBe(33.33);
    expect(sharePercentOf(2n, 3n)).toBe(66.67);
    expect(sharePercentOf(3n, 3n)).toBe(100);
    expect(sharePercentOf(0n, 1000n)).toBe(0);
    expect(sharePercentOf(5n, 0n)).toBe(100);
    expect(sharePercentOf(0n, 0n)).toBe(0);
    // Amounts far beyond 2^53 base units (18-decimal tokens) stay exact.
    const volume = 10n ** 30n;
    expect(sharePercentOf(volume / 8n, volume)).toBe(12.5);
  });
});
