import { evmAddressPattern, tronAddressPattern } from '../../../shared/rules/chain-rules';
import { isValidTronAddress } from '../chain/address-codec';

/**
 * Address checks for imported lists. A list row is trusted only when its address is well formed:
 * TRON base58check (version byte 0x41 and the double-SHA-256 checksum), EVM `0x` + 40 hex. The
 * format, not the file a row came from, decides the chain family (data/README.md: OFAC lists TRON
 * addresses under both TRX and USDT). The TRON check is the chain rules' codec (address-codec.ts).
 */
export type AddressFamily = 'tron' | 'evm';

export type ClassifiedAddress =
  | { readonly family: AddressFamily; readonly address: string }
  | { readonly family: 'invalid_tron' | 'other' };

/**
 * The family of a list entry and its normalised form (TRON as written, EVM lower-cased).
 * 'invalid_tron' is a T-address that fails its checksum; 'other' is anything else (BTC, Omni,
 * bnb1…, garbage), which the feeds do not cover for our chains.
 */
export function classifyAddress(raw: string): ClassifiedAddress {
  const text = raw.trim();
  if (evmAddressPattern.test(text)) return { family: 'evm', address: text.toLowerCase() };
  if (tronAddressPattern.test(text))
    return isValidTronAddress(text) ? { family: 'tron', address: text } : { family: 'invalid_tron' };
  return { family: 'other' };
}
