import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Clock } from '../domain/ports/clock';
import type { Entropy } from '../domain/ports/entropy';

/** The system's clock and randomness: the implementations of the domain's Clock and Entropy ports. */
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

/** Random bytes for API keys (the domain's RandomBytes port). */
export const systemRandomBytes = (n: number): Uint8Array => randomBytes(n);
