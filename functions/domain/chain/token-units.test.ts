import { describe, expect, it } from 'vitest';
import { baseUnits, tokenUnits } from './token-units';

describe('token units', () => {
  it('reads token units into base units', () => {
    expect(baseUnits('ethereum', '100.25')).toBe(100_250_000n);
  });

  it('writes token units without float error, to the last base unit', () => {
    expect(tokenUnits('ethereum', '0')).toBe('0');
    expect(tokenUnits('ethereum', '120500000')).toBe('120.5');
    expect(tokenUnits('bsc', '1000000000000000001')).toBe('1.000000000000000001');
    expect(tokenUnits('tron', '5')).toBe('0.000005');
    expect(tokenUnits('tron', '1')).toBe('0.000001');
    expect(tokenUnits('tron', '120000000000000')).toBe('120000000');
  });
});
