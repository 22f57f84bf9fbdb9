import { ApiError } from '../../lib/api-error';

/**
 * Where a server answer belongs in a sign-in form (spec 01 §8: the forms keep their errors
 * inline rather than in toasts). Known reasons get the form's own translated text; anything
 * else shows the server's message (already in the request's language) at the top of the form.
 */
export type AuthField = 'email' | 'code' | 'password' | 'confirm' | 'form';

export interface PlacedError {
  readonly field: AuthField;
  /** A message id of ./messages.ts, when the reason is known. */
  readonly id?: string;
  /** The server's (or the catalogue's) message, for reasons the form does not know. */
  readonly message: string;
}

const byCode: Readonly<Record<string, { field: AuthField; id: string }>> = {
  email_taken: { field: 'email', id: 'auth.server.emailTaken' },
  verification_code_invalid: { field: 'code', id: 'auth.server.codeInvalid' },
  verification_code_exhausted: { field: 'code', id: 'auth.server.codeExhausted' },
  verification_cooldown: { field: 'code', id: 'auth.server.cooldown' },
  login_failed: { field: 'form', id: 'auth.server.loginFailed' },
  login_throttled: { field: 'form', id: 'auth.server.loginThrottled' },
};

/** The server names request fields in its own spelling. */
const byServerField: Readonly<Record<string, AuthField>> = {
  email: 'email',
  verify_code: 'code',
  password: 'password',
  confirm_password: 'confirm',
};

export function placeServerError(error: unknown): PlacedError {
  if (!(error instanceof ApiError)) return { field: 'form', message: String(error) };
  const known = error.code ? byCode[error.code] : undefined;
  if (known) return { ...known, message: error.message };
  const field = (error.field && byServerField[error.field]) || 'form';
  return { field, message: error.message };
}

/** spec 01 §4: the send-code button also waits out the cooldown the server reports. */
export const isCooldown = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 429 && error.code === 'verification_cooldown';
