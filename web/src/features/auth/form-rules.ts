import {
  isAcceptablePassword,
  normalizeEmail,
  PASSWORD_MIN_LENGTH,
  verificationCodePattern,
} from '../../../../shared/rules/account-rules';

/**
 * The sign-in forms' rules (spec 01 §5), as pure functions over the typed values. Each rule
 * answers a message id (from ./messages.ts) or nothing; the forms show them only after the
 * first submit attempt. The password rules themselves live in shared/rules so the server and
 * the browser agree.
 */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A deliberately plain shape check; the server has the last word (and answers field: email). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

export function emailError(email: string): string | undefined {
  const value = normalizeEmail(email);
  if (!value) return 'auth.error.emailRequired';
  if (value.length > 254 || !emailPattern.test(value)) return 'auth.error.emailInvalid';
  return undefined;
}

/**
 * spec 01 §5: the login button is enabled only when the e-mail contains @ and a dot and is
 * longer than 5 characters, and the password has 6 or more.
 */
export const canSubmitLogin = (email: string, password: string): boolean =>
  email.includes('@') && email.includes('.') && email.length > 5 && password.length >= PASSWORD_MIN_LENGTH;

export type LoginField = 'email' | 'password';

export function loginErrors(values: { email: string; password: string }): FieldErrors<LoginField> {
  return compact({
    email: emailError(values.email),
    password: !values.password
      ? 'auth.error.passwordRequired'
      : values.password.length < PASSWORD_MIN_LENGTH
        ? 'auth.error.passwordTooShort'
        : undefined,
  });
}

export function codeError(code: string): string | undefined {
  if (!code.trim()) return 'auth.error.codeRequired';
  return verificationCodePattern.test(code.trim()) ? undefined : 'auth.error.codeInvalid';
}

/** Register and reset: 6-50 characters with upper case, lower case and a digit. */
export function newPasswordError(password: string): string | undefined {
  if (!password) return 'auth.error.passwordRequired';
  return isAcceptablePassword(password) ? undefined : 'auth.error.passwordRule';
}

export function confirmError(password: string, confirm: string): string | undefined {
  if (!confirm) return 'auth.error.confirmRequired';
  return confirm === password ? undefined : 'auth.error.passwordMismatch';
}

export type ResetField = 'code' | 'password' | 'confirm';

export function resetErrors(values: Readonly<Record<ResetField, string>>): FieldErrors<ResetField> {
  return compact({
    code: codeError(values.code),
    password: newPasswordError(values.password),
    confirm: confirmError(values.password, values.confirm),
  });
}

export type RegisterField = 'email' | ResetField | 'terms';

/** The register form holds the reset form's texts, the e-mail and the terms box. */
export function registerErrors(
  values: Readonly<Record<ResetField | 'email', string>> & { readonly agreed: boolean },
): FieldErrors<RegisterField> {
  return compact({
    email: emailError(values.email),
    ...resetErrors(values),
    terms: values.agreed ? undefined : 'auth.error.termsRequired',
  });
}

/** The field to focus after a failed submit: the first invalid one in the form's order. */
export const firstInvalid = <F extends string>(order: readonly F[], errors: FieldErrors<F>): F | undefined =>
  order.find((field) => errors[field]);

export const hasErrors = (errors: FieldErrors<string>): boolean => Object.values(errors).some(Boolean);

function compact<F extends string>(errors: Partial<Record<F, string | undefined>>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors<F>;
}
