import { isLookalikeOf } from '../../../../shared/rules/lookalike-rules';
import { isValidTronAddress } from '../../../domain/chain/address-codec';
import { evmLookalike, findTronLookalikePairs } from './lookalike';
import { Rng, seedOf } from './prng';
import { TRON_LOOKALIKE_PAIRS } from './tron-lookalike-pairs';
import { WORLD_SEED } from './world-seed';

describe('lookalike addresses', () => {
  it('keeps TRON pairs that are valid and share the first 5 and last 4 characters', () => {
    expect(TRON_LOOKALIKE_PAIRS.length).toBeGreaterThanOrEqual(16);
    for (const [target, lookalike] of TRON_LOOKALIKE_PAIRS) {
      expect(isValidTronAddress(target)).toBe(true);
      expect(isValidTronAddress(lookalike)).toBe(true);
      expect(isLookalikeOf('tron', lookalike, target)).toBe(true);
      expect(lookalike.slice(5, -4)).not.toBe(target.slice(5, -4));
    }
  });

  it('re-derives the stored TRON pairs from the world seed', () => {
    // Act: the birthday search the constants were taken from (about 2 s).
    const pairs = findTronLookalikePairs(seedOf(WORLD_SEED, 'tron-lookalike-pairs'), 16, 6000);

    // Assess
    expect(pairs).toEqual(TRON_LOOKALIKE_PAIRS.map(([a, b]) => [a, b]));
  }, 30_000);

  it('makes an EVM lookalike of any address', () => {
    // etherscan-names/etherscan/combinedAllLabels.json: Binance 14
    const target = '0x28c6c06298d514db089934071355e5743bf21d60';

    const lookalike = evmLookalike(target, new Rng(1));

    expect(lookalike).toMatch(/^0x[0-9a-f]{40}$/);
    expect(lookalike.slice(0, 6)).toBe('0x28c6');
    expect(lookalike.slice(-6)).toBe('f21d60');
    expect(lookalike).not.toBe(target);
    expect(isLookalikeOf('ethereum', lookalike, target)).toBe(true);
    expect(isLookalikeOf('ethereum', target, target)).toBe(false);
  });
});
