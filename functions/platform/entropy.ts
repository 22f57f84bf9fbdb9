import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Time and randomness, injected so domain code stays deterministic under test. */
export interface Clock {
  /** Epoch seconds. */
  nowSeconds(): number;
  /** Epoch milliseconds (query times: history durations show tenths of a second). */
  nowMs(): number;
}

export interface Entropy {
  /** A uniformly random 6-digit code, leading zeros kept. */
  verificationCode(): string;
  salt(): string;
  /** A fresh unguessable identifier (128 random bits, URL-safe). */
  id(): string;
  sha256Hex(text: string): string;
}

export const systemClock: Clock = {
  nowSeconds: () => Math.floor(Date.now() / 1000),
  nowMs: () => Date.now(),
};

export const systemEntropy: Entropy = {
  verificationCode: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
  salt: () => randomBytes(16).toString('hex'),
  id: () => randomBytes(16).toString('base64url'),
  sha256Hex: (text) => createHash('sha256').update(text).digest('hex'),
};
