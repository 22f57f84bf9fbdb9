import { describe, expect, it } from 'vitest';
import {
  addressProblem,
  chainOfUsageCode,
  chainsOfAddress,
  chainTokens,
  isValidAddress,
  normalizeAddress,
  parseChainToken,
  sameAddress,
  usageChainOf,
} from './chain-rules';

describe('chain catalogue (spec 01 §2)', () => {
  it('offers tron, ethereum and bsc, each with usdt', () => {
    expect(chainTokens).toEqual(['tron-usdt', 'ethereum-usdt', 'bsc-usdt']);
  });

  it('parses a stored chain-token choice and rejects anything outside the catalogue', () => {
    expect(parseChainToken('tron-usdt')).toEqual({ chain: 'tron', token: 'usdt' });
    expect(parseChainToken('ETHEREUM-USDT')).toEqual({ chain: 'ethereum', token: 'usdt' });
    expect(parseChainToken('ethereum-usdc')).toBeUndefined();
    expect(parseChainToken('bitcoin-usdt')).toBeUndefined();
    expect(parseChainToken('tron')).toBeUndefined();
    expect(parseChainToken('tron-usdt-x')).toBeUndefined();
  });

  it('maps the usage-statistics chain codes onto the catalogue', () => {
    expect(chainOfUsageCode('eth')).toBe('ethereum');
    expect(usageChainOf('ethereum')).toBe('eth');
    expect(usageChainOf('tron')).toBe('tron');
  });
});

describe('address rules (spec 01 §5, spec 02 §5)', () => {
  it.each([
    ['tron', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf'],
    ['tron', '  TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf  '],
    ['ethereum', '0x742d35cc6634c0532925a3b844bc454e4438f44e'],
    ['ethereum', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'],
    ['bsc', '0x8589427373D6D84E98730D7795D8f6f8731FDA16'],
  ] as const)('accepts %s %s', (chain, address) => {
    expect(addressProblem(chain, address)).toBeUndefined();
    expect(isValidAddress(chain, address)).toBe(true);
  });

  it.each([
    ['tron', '', 'required'],
    ['tron', '   ', 'required'],
    ['tron', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeB', 'invalid_tron'], // 33 characters
    ['tron', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBfX', 'invalid_tron'], // 35 characters
    ['tron', 'AXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', 'invalid_tron'], // not T
    ['tron', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeB0', 'invalid_tron'], // 0 is not base58
    ['tron', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBO', 'invalid_tron'], // O is not base58
    ['tron', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBl', 'invalid_tron'], // l is not base58
    ['tron', '0x742d35cc6634c0532925a3b844bc454e4438f44e', 'invalid_tron'],
    ['ethereum', '', 'required'],
    ['ethereum', '742d35cc6634c0532925a3b844bc454e4438f44e', 'invalid_evm'],
    ['ethereum', '0x742d35cc6634c0532925a3b844bc454e4438f44', 'invalid_evm'],
    ['ethereum', '0x742d35cc6634c0532925a3b844bc454e4438f44ee', 'invalid_evm'],
    ['bsc', '0x742d35cc6634c0532925a3b844bc454e4438f44g', 'invalid_evm'],
    ['bsc', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', 'invalid_evm'],
  ] as const)('rejects %s %j as %s', (chain, address, problem) => {
    expect(addressProblem(chain, address)).toBe(problem);
  });

  it('lower-cases EVM addresses but keeps TRON (base58 is case-sensitive)', () => {
    expect(normalizeAddress('ethereum', ' 0x742d35Cc6634C0532925a3b844Bc454e4438f44e ')).toBe(
      '0x742d35cc6634c0532925a3b844bc454e4438f44e',
    );
    expect(normalizeAddress('tron', ' TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf ')).toBe(
      'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
    );
  });

  it('compares monitored addresses ignoring case (spec 02 §4)', () => {
    expect(
      sameAddress('0x742d35Cc6634C0532925a3b844Bc454e4438f44e', '0x742d35cc6634c0532925a3b844bc454e4438f44e'),
    ).toBe(true);
    expect(
      sameAddress('0x742d35cc6634c0532925a3b844bc454e4438f44e', '0x8589427373d6d84e98730d7795d8f6f8731fda16'),
    ).toBe(false);
  });
});

describe('chainsOfAddress: the networks an address format fits', () => {
  it('tells TRON from EVM, and cannot tell the EVM chains apart', () => {
    expect(chainsOfAddress(' TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf ')).toEqual(['tron']);
    expect(chainsOfAddress('0x28C6c06298d514Db089934071355E5743bf21d60')).toEqual(['ethereum', 'bsc']);
    expect(chainsOfAddress('0x123')).toEqual([]);
    expect(chainsOfAddress('')).toEqual([]);
  });
});
