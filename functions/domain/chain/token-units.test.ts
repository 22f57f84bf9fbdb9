import { describe, expect, it } from 'vitest';
import type { Chain } from '../../../shared/rules/chain-rules';
import { baseUnits, tokenUnits } from './token-units';

describe('token units', () => {
  it('reads token units into base units', () => {
    expect(baseUnits('ethereum', '100.25')).toBe(100_250_000n);
  });

  it.each<[Chain, string, string]>([
    ['ethereum', '0', '0'],
    ['ethereum', '120500000', '120.5'],
    ['bsc', '1000000000000000001', '1.000000000000000001'],
    ['tron', '5', '0.000005'],
    ['tron', '1', '0.000001'],
    ['tron', '120000000000000', '120000000'],
  ])('writes %s %s base units as %s token units, exactly', (chain, value, units) => {
    expect(tokenUnits(chain, value)).toBe(units);
  });
});
