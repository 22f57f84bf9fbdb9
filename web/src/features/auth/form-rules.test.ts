import { EMPTY_PASSWORD_HASH } from '../../../../shared/rules/account-rules';
import { hashPassword } from '../../lib/password-hash';
import {
  canSubmitLogin,
  codeError,
  confirmError,
  emailError,
  firstInvalid,
  loginErrors,
  newPasswordError,
  registerErrors,
  resetErrors,
} from './form-rules';

describe('sign-in form rules (spec 01 §5)', () => {
  it('enables login only for an e-mail with @ and a dot longer than 5 characters and a 6-character password', () => {
    expect(canSubmitLogin('a@b.co', '123456')).toBe(true);
    expect(canSubmitLogin('a@b.c', '123456')).toBe(false); // 5 characters
    expect(canSubmitLogin('ab@bco', '123456')).toBe(false); // no dot
    expect(canSubmitLogin('ab.bco', '123456')).toBe(false); // no @
    expect(canSubmitLogin('a@b.co', '12345')).toBe(false);
  });

  // Each field's rule: what it answers for a value (undefined: the value passes).
  it.each([
    ['an e-mail', emailError, '', 'auth.error.emailRequired'],
    ['an e-mail', emailError, '   ', 'auth.error.emailRequired'],
    ['an e-mail', emailError, 'a@@b.co', 'auth.error.emailInvalid'],
    ['an e-mail', emailError, 'a@b', 'auth.error.emailInvalid'],
    ['an e-mail', emailError, ' Analyst@Example.COM ', undefined],
    // The code: exactly 6 digits.
    ['a code', codeError, '', 'auth.error.codeRequired'],
    ['a code', codeError, '12345', 'auth.error.codeInvalid'],
    ['a code', codeError, '1234567', 'auth.error.codeInvalid'],
    ['a code', codeError, '12a456', 'auth.error.codeInvalid'],
    ['a code', codeError, '042517', undefined],
    // A new password: 6-50 characters with upper case, lower case and a digit.
    ['a new password', newPasswordError, '', 'auth.error.passwordRequired'],
    ['a new password', newPasswordError, 'Ab1', 'auth.error.passwordRule'],
    ['a new password', newPasswordError, 'abcdef1', 'auth.error.passwordRule'],
    ['a new password', newPasswordError, 'ABCDEF1', 'auth.error.passwordRule'],
    ['a new password', newPasswordError, 'Abcdefg', 'auth.error.passwordRule'],
    ['a new password', newPasswordError, `Ab1${'x'.repeat(48)}`, 'auth.error.passwordRule'], // 51
    ['a new password', newPasswordError, `Ab1${'x'.repeat(47)}`, undefined], // 50
    ['a new password', newPasswordError, 'Abc123', undefined],
  ])('checks %s: "%s" answers %s', (_field, rule, value, error) => {
    expect(rule(value)).toBe(error);
  });

  it('requires a login password of at least 6 characters', () => {
    expect(loginErrors({ email: 'a@b.co', password: '' })).toEqual({
      password: 'auth.error.passwordRequired',
    });
    expect(loginErrors({ email: 'a@b.co', password: '12345' })).toEqual({
      password: 'auth.error.passwordTooShort',
    });
    expect(loginErrors({ email: 'a@b.co', password: '123456' })).toEqual({});
  });

  it('wants the confirmation to match', () => {
    expect(confirmError('Abc123', '')).toBe('auth.error.confirmRequired');
    expect(confirmError('Abc123', 'Abc124')).toBe('auth.error.passwordMismatch');
    expect(confirmError('Abc123', 'Abc123')).toBeUndefined();
  });

  it('requires the terms on register, not on reset', () => {
    const values = { email: 'a@b.co', code: '123456', password: 'Abc123', confirm: 'Abc123' };
    expect(registerErrors({ ...values, agreed: false })).toEqual({ terms: 'auth.error.termsRequired' });
    expect(registerErrors({ ...values, agreed: true })).toEqual({});
    expect(resetErrors(values)).toEqual({});
  });

  it('names the first invalid field in form order', () => {
    const errors = registerErrors({ email: 'a@b.co', code: '', password: '', confirm: 'x', agreed: false });
    expect(firstInvalid(['email', 'code', 'password', 'confirm', 'terms'], errors)).toBe('code');
    expect(firstInvalid(['email'], {})).toBeUndefined();
  });
});

describe('password hashing (spec 01 §5)', () => {
  it('sends SHA-256 hex', async () => {
    expect(await hashPassword('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('never produces the empty-password hash', async () => {
    await expect(hashPassword('')).rejects.toThrow();
    expect(await hashPassword(' ')).not.toBe(EMPTY_PASSWORD_HASH);
  });
});
