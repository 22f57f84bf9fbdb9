import { isAcceptablePassword, normalizeEmail, passwordStrength } from './account-rules';

describe('password rules (spec 01 §4, §5)', () => {
  it.each([
    ['abc', 'weak'],
    ['abcdef', 'weak'], // 1 + lower = 2
    ['abcdef1', 'medium'], // 1 + lower + digit = 3
    ['abcdefgh', 'medium'], // 2 + lower = 3
    ['Abcdefg1', 'strong'], // 2 + lower + upper + digit = 5
    ['Ab1!', 'medium'], // 0 + 4 classes = 4
  ] as const)('%s is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  // 6 to 50 characters with upper, lower and a digit.
  it.each(['Abc123', `A1${'a'.repeat(48)}`])('accepts the password %s', (password) => {
    expect(isAcceptablePassword(password)).toBe(true);
  });

  it.each(['Abc12', 'abc123', 'ABC123', 'Abcdef', `A1${'a'.repeat(49)}`])(
    'refuses the password %s',
    (password) => {
      expect(isAcceptablePassword(password)).toBe(false);
    },
  );

  it('normalises e-mails so one mailbox has one account', () => {
    expect(normalizeEmail('  Alice@Example.COM ')).toBe('alice@example.com');
  });
});
