/**
 * Randomness and hashing, injected so domain code stays deterministic under test. The system
 * implementation (node:crypto) lives in `functions/platform/entropy.ts`.
 */
export interface Entropy {
  /** A uniformly random 6-digit code, leading zeros kept. */
  verificationCode(): string;
  salt(): string;
  /** A fresh unguessable identifier (128 random bits, URL-safe). */
  id(): string;
  sha256Hex(text: string): string;
}
