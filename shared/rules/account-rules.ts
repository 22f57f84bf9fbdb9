/**
 * Sign-up and sign-in rules shared by the forms and the server (spec 01 §4, §5, §9).
 * The server sees only the SHA-256 hex of the password, so it checks the hash's shape; the
 * password's own rules are checked in the browser before hashing.
 */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 10 * 60;
export const VERIFICATION_RESEND_COOLDOWN_SECONDS = 60;
export const VERIFICATION_MAX_ATTEMPTS = 5;
/**
 * Codes mailed to one e-mail per UTC day, for each purpose apart (sign-up codes asked for an
 * e-mail cannot use up its reset codes): with the 60 s cooldown alone a new code (and five new
 * guesses) could be had 1,440 times a day.
 */
export const VERIFICATION_DAILY_SENDS_PER_EMAIL = 10;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 50;
/** Failed logins per e-mail allowed in one window before login answers 429. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
/**
 * "Sudo mode": how long a password proof (a sign-in with the password, or a re-confirmation of
 * it) lets a session make sensitive changes: new or widened API keys, new alert destinations.
 */
export const REAUTH_WINDOW_SECONDS = 10 * 60;

/**
 * How long before an access token's expiry the console renews it before a call, in seconds
 * (web/src/lib/session-refresh.ts); the boot script sends no early read with a token that close
 * to it, since the app would renew it first and the read would go unused.
 */
export const REFRESH_AHEAD_SECONDS = 60;

export const verificationCodePattern = /^\d{6}$/;
export const passwordHashPattern = /^[0-9a-f]{64}$/;
/** SHA-256 of the empty string: a form that hashed nothing (spec 01 §5 "empty-password hash"). */
export const EMPTY_PASSWORD_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** Password rule of register and reset: 6-50 characters with upper case, lower case and a digit. */
export const isAcceptablePassword = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH &&
  password.length <= PASSWORD_MAX_LENGTH &&
  /[A-Z]/.test(password) &&
  /[a-z]/.test(password) &&
  /\d/.test(password);

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** spec 01 §4: 1 for length ≥ 6, 2 for ≥ 8, +1 each for lower, upper, digit, symbol. */
export function passwordStrength(password: string): PasswordStrength {
  let score = password.length >= 8 ? 2 : password.length >= 6 ? 1 : 0;
  if (/[a-z]/.test(password)) score++;
  if (/[A-Z]/.test(password)) score++;
  if (/\d/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password)) score++;
  return score >= 5 ? 'strong' : score >= 3 ? 'medium' : 'weak';
}

/** Lower-cased and trimmed: one account per mailbox whatever the case typed. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
