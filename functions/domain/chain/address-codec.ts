import { createHash } from 'node:crypto';
import type { Chain } from '../../../shared/rules/chain-rules';

/**
 * Address encoding for generated actors. Every generated address must be one a real chain could
 * hold: EVM is `0x` + 40 lower-case hex (20 bytes); TRON is base58check of the version byte 0x41,
 * the same 20 bytes and the first 4 bytes of a double SHA-256 (TRON's address format, the same
 * check as Bitcoin's base58check).
 */

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const ALPHABET_INDEX = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) ALPHABET_INDEX[ALPHABET.charCodeAt(i)] = i;

const TRON_VERSION = 0x41;
const BODY_BYTES = 20;

const sha256 = (data: Uint8Array): Buffer => createHash('sha256').update(data).digest();

export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  // Base-58 digits, least significant first; log(256)/log(58) < 1.37 digits per byte.
  const digits = new Uint8Array(Math.ceil(bytes.length * 1.37) + 1);
  let length = 0;
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i]!;
    for (let j = 0; j < length; j++) {
      carry += digits[j]! << 8;
      digits[j] = carry % 58;
      carry = (carry / 58) | 0;
    }
    while (carry > 0) {
      digits[length++] = carry % 58;
      carry = (carry / 58) | 0;
    }
  }
  let text = '1'.repeat(zeros);
  for (let j = length - 1; j >= 0; j--) text += ALPHABET[digits[j]!];
  return text;
}

/** undefined when the text holds a character outside the base58 alphabet. */
export function base58Decode(text: string): Uint8Array | undefined {
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros++;
  const bytes = new Uint8Array(Math.ceil(text.length * 0.74) + 1);
  let length = 0;
  for (let i = zeros; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? ALPHABET_INDEX[code]! : -1;
    if (value < 0) return undefined;
    let carry = value;
    for (let j = 0; j < length; j++) {
      carry += bytes[j]! * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes[length++] = carry & 0xff;
      carry >>= 8;
    }
  }
  const out = new Uint8Array(zeros + length);
  for (let j = 0; j < length; j++) out[zeros + j] = bytes[length - 1 - j]!;
  return out;
}

/** The TRON address of a 20-byte account body. */
export function tronAddressFromBody(body: Uint8Array): string {
  if (body.length !== BODY_BYTES) throw new RangeError('a TRON account body is 20 bytes');
  const payload = new Uint8Array(25);
  payload[0] = TRON_VERSION;
  payload.set(body, 1);
  payload.set(sha256(sha256(payload.subarray(0, 21))).subarray(0, 4), 21);
  return base58Encode(payload);
}

/** The 20-byte body of a TRON address; undefined unless version and checksum are right. */
export function tronBodyOf(address: string): Uint8Array | undefined {
  const payload = base58Decode(address);
  if (payload?.length !== 25 || payload[0] !== TRON_VERSION) return undefined;
  const check = sha256(sha256(payload.subarray(0, 21)));
  for (let i = 0; i < 4; i++) if (check[i] !== payload[21 + i]) return undefined;
  return payload.slice(1, 21);
}

export const isValidTronAddress = (address: string): boolean => tronBodyOf(address) !== undefined;

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function hexOf(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += HEX[byte];
  return text;
}

export const evmAddressFromBody = (body: Uint8Array): string => {
  if (body.length !== BODY_BYTES) throw new RangeError('an EVM account body is 20 bytes');
  return `0x${hexOf(body)}`;
};

export const addressFromBody = (chain: Chain, body: Uint8Array): string =>
  chain === 'tron' ? tronAddressFromBody(body) : evmAddressFromBody(body);

/** A fixed, valid address named by a seed text: the first 20 bytes of SHA-256(seed). */
export const generatedAddress = (chain: Chain, seed: string): string =>
  addressFromBody(chain, sha256(new TextEncoder().encode(seed)).subarray(0, BODY_BYTES));
