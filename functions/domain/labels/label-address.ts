import { createHash } from 'node:crypto';
import { evmAddressPattern, tronAddressPattern } from '../../../shared/rules/chain-rules';

/**
 * Address checks for imported lists. A list row is trusted only when its address is well formed:
 * TRON base58check (version byte 0x41 and the double-SHA-256 checksum), EVM `0x` + 40 hex. The
 * format, not the file a row came from, decides the chain family (data/README.md: OFAC lists TRON
 * addresses under both TRX and USDT).
 */
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE58_VALUES = new Map([...BASE58_ALPHABET].map((char, value) => [char, value]));
const TRON_VERSION_BYTE = 0x41;

/** Base58 (Bitcoin alphabet) to bytes; undefined on a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58_VALUES.get(char);
    if (digit === undefined) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.push(Number(value & 0xffn));
    value >>= 8n;
  }
  // Each leading '1' encodes one leading zero byte.
  for (const char of text) {
    if (char !== '1') break;
    bytes.push(0);
  }
  return Uint8Array.from(bytes.reverse());
}

const sha256 = (bytes: Uint8Array): Buffer => createHash('sha256').update(bytes).digest();

/** True for a TRON base58check address: 21-byte payload starting 0x41 plus a 4-byte checksum. */
export function isValidTronAddress(address: string): boolean {
  if (!tronAddressPattern.test(address)) return false;
  const bytes = base58Decode(address);
  if (bytes?.length !== 25 || bytes[0] !== TRON_VERSION_BYTE) return false;
  const payload = bytes.subarray(0, 21);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return checksum.every((byte, i) => byte === bytes[21 + i]);
}

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
