import { createHash } from 'node:crypto';
import { checkCode, cooldownCutoff, newVerificationCode } from './verification-code';

const hash = (t: string) => createHash('sha256').update(t).digest('hex');
const issued = newVerificationCode(
  { email: 'a@example.com', purpose: 'register', code: '012345', salt: 's1', nowSeconds: 1_000 },
  hash,
);

describe('verification codes (spec 01 §4, §9)', () => {
  it('stores only a salted hash, valid for 10 minutes', () => {
    expect(issued.codeHash).not.toContain('012345');
    expect(issued.expiresAt - issued.sentAt).toBe(600);
    expect(issued.attempts).toBe(0);
  });

  it('accepts the right code before expiry, keeping leading zeros significant', () => {
    expect(checkCode(issued, '012345', 1_599, hash)).toEqual({ outcome: 'accepted' });
    expect(checkCode(issued, '12345', 1_100, hash).outcome).toBe('wrong');
  });

  it('refuses an expired code even when it matches', () => {
    expect(checkCode(issued, '012345', 1_600, hash)).toEqual({ outcome: 'expired' });
  });

  it('counts down wrong tries and burns the code at the fifth', () => {
    expect(checkCode(issued, '999999', 1_100, hash)).toEqual({ outcome: 'wrong', attemptsLeft: 4 });
    expect(checkCode({ ...issued, attempts: 4 }, '999999', 1_100, hash)).toEqual({
      outcome: 'wrong',
      attemptsLeft: 0,
    });
    expect(checkCode({ ...issued, attempts: 5 }, '012345', 1_100, hash)).toEqual({ outcome: 'exhausted' });
  });

  it('reports a missing code', () => {
    expect(checkCode(undefined, '012345', 1_100, hash)).toEqual({ outcome: 'missing' });
  });

  it('blocks resends for 60 seconds', () => {
    expect(cooldownCutoff(1_060)).toBe(1_000);
  });
});
