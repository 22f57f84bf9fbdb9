/**
 * The key's wire format, GitHub-token style: `wrk_` + 30 random base62 characters + a 6-character
 * base62 CRC32 of those 30 (40 characters in all).
 * - the prefix makes a leaked key recognisable (secret scanners, logs, support);
 * - 30 base62 characters carry 178 bits of randomness, far beyond guessing;
 * - the checksum lets anyone check offline, without our table, that a string is one of our keys
 *   (not a typo, not a random string that happens to start with wrk_), and lets the authorizer
 *   refuse malformed keys without a read.
 * Only the key's SHA-256 is stored (a 178-bit random secret needs no salt or slow hash: there is
 * nothing to brute-force).
 */
export const API_KEY_TOKEN_PREFIX = 'wrk_';
export const API_KEY_RANDOM_LENGTH = 30;
export const API_KEY_CHECKSUM_LENGTH = 6;
export const API_KEY_TOKEN_LENGTH =
  API_KEY_TOKEN_PREFIX.length + API_KEY_RANDOM_LENGTH + API_KEY_CHECKSUM_LENGTH;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const tokenPattern = new RegExp(
  `^${API_KEY_TOKEN_PREFIX}([0-9A-Za-z]{${API_KEY_RANDOM_LENGTH}})([0-9A-Za-z]{${API_KEY_CHECKSUM_LENGTH}})$`,
);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE, as zlib) of ASCII text. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) crc = CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A 32-bit number in base62, left-padded to 6 characters (62^6 > 2^32). */
export function base62Checksum(value: number): string {
  let out = '';
  let n = value;
  for (let i = 0; i < API_KEY_CHECKSUM_LENGTH; i++) {
    out = BASE62[n % 62]! + out;
    n = Math.floor(n / 62);
  }
  return out;
}

/**
 * A new key from random bytes (at least 30; each byte picks a base62 character by rejection, so
 * every character is uniform). `randomBytes` is called again when rejection used up the bytes.
 */
export function newApiKeyToken(randomBytes: (n: number) => Uint8Array): string {
  let random = '';
  while (random.length < API_KEY_RANDOM_LENGTH) {
    for (const byte of randomBytes(API_KEY_RANDOM_LENGTH * 2)) {
      // 248 = 4 × 62: bytes above it would make the first characters likelier.
      if (byte < 248 && random.length < API_KEY_RANDOM_LENGTH) random += BASE62[byte % 62];
    }
  }
  return `${API_KEY_TOKEN_PREFIX}${random}${base62Checksum(crc32(random))}`;
}

/** Offline check: right prefix, length, alphabet and checksum. */
export function isWellFormedApiKeyToken(token: string): boolean {
  const match = tokenPattern.exec(token);
  return match !== null && base62Checksum(crc32(match[1]!)) === match[2];
}
