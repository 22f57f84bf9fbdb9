import {
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFICATION_DAILY_SENDS_PER_EMAIL,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
} from '../../../shared/rules/account-rules';
import { DAY_SECONDS, SECOND_MS, utcDayOf } from '../../../shared/rules/time';

/**
 * Verification codes (spec 01 §4, §9): 6 digits, valid 10 minutes, one send per 60 s per e-mail
 * and purpose, burnt after five wrong tries. Only a salted SHA-256 of the code is stored, so the
 * code is not readable at a glance in the table or its backups; with a million possible codes and
 * the salt beside the hash this is no defence against someone who can read the table (that would
 * take a server-side secret). Pure: randomness, hashing and time come in.
 */
export type VerificationPurpose = 'register' | 'reset';

export interface StoredVerificationCode {
  readonly email: string;
  readonly purpose: VerificationPurpose;
  readonly codeHash: string;
  readonly salt: string;
  /** Epoch seconds. */
  readonly sentAt: number;
  /** Epoch seconds. */
  readonly expiresAt: number;
  readonly attempts: number;
}

export type CodeCheck =
  | { readonly outcome: 'accepted' }
  | { readonly outcome: 'missing' | 'expired' | 'exhausted' }
  | { readonly outcome: 'wrong'; readonly attemptsLeft: number };

export function newVerificationCode(
  input: { email: string; purpose: VerificationPurpose; code: string; salt: string; nowSeconds: number },
  hash: (text: string) => string,
): StoredVerificationCode {
  return {
    email: input.email,
    purpose: input.purpose,
    codeHash: hash(`${input.salt}:${input.code}`),
    salt: input.salt,
    sentAt: input.nowSeconds,
    expiresAt: input.nowSeconds + VERIFICATION_CODE_TTL_SECONDS,
    attempts: 0,
  };
}

/** The UTC day a send counts against (the per-e-mail daily cap). */
export const sendDay = (nowSeconds: number): string => utcDayOf(nowSeconds * SECOND_MS);

/** Seconds until the next UTC day, when the daily cap starts again. */
export const secondsUntilNextDay = (nowSeconds: number): number => DAY_SECONDS - (nowSeconds % DAY_SECONDS);

export const dailySendLimit = (nowSeconds: number) => ({
  day: sendDay(nowSeconds),
  max: VERIFICATION_DAILY_SENDS_PER_EMAIL,
  /** The counter outlives its day by one, then TTL removes it. */
  expiresAt: nowSeconds + secondsUntilNextDay(nowSeconds) + DAY_SECONDS,
});

/** The latest send time that still blocks a new one. */
export const cooldownCutoff = (nowSeconds: number): number =>
  nowSeconds - VERIFICATION_RESEND_COOLDOWN_SECONDS;

/**
 * The verdict on a typed code once a try has been counted on the stored one (`reserved` is the
 * code as it stands after the count). Counting comes first, by a conditional write, so parallel
 * guesses cannot all be judged against the same count: at most five tries are ever compared.
 */
export function judgeReservedTry(
  reserved: StoredVerificationCode,
  typed: string,
  hash: (text: string) => string,
): { readonly outcome: 'accepted' } | { readonly outcome: 'wrong'; readonly attemptsLeft: number } {
  if (hash(`${reserved.salt}:${typed}`) === reserved.codeHash) return { outcome: 'accepted' };
  return { outcome: 'wrong', attemptsLeft: Math.max(0, VERIFICATION_MAX_ATTEMPTS - reserved.attempts) };
}

/** Why no try could be counted: no code, or one used up or out of time. */
export function checkCode(
  stored: StoredVerificationCode | undefined,
  typed: string,
  nowSeconds: number,
  hash: (text: string) => string,
): CodeCheck {
  if (!stored) return { outcome: 'missing' };
  if (stored.attempts >= VERIFICATION_MAX_ATTEMPTS) return { outcome: 'exhausted' };
  if (nowSeconds >= stored.expiresAt) return { outcome: 'expired' };
  if (hash(`${stored.salt}:${typed}`) === stored.codeHash) return { outcome: 'accepted' };
  return { outcome: 'wrong', attemptsLeft: VERIFICATION_MAX_ATTEMPTS - stored.attempts - 1 };
}
