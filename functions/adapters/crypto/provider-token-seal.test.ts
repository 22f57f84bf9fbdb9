import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createProviderTokenSeal } from './provider-token-seal';

const seal = createProviderTokenSeal();
const poolToken = 'eyJjdHkiOiJKV1QiLCJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiUlNBLU9BRVAifQ.pool.refresh.token.x';
const secret = randomBytes(16).toString('base64url');
const bound = { familyId: 'fam-4f1c2a9b', generation: 3 };

describe('provider token seal', () => {
  it('opens with the secret it was sealed under, and hides the token', () => {
    const sealed = seal.seal(poolToken, secret, bound);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('pool.refresh');
    expect(seal.open(sealed, secret, bound)).toBe(poolToken);
    expect(seal.seal(poolToken, secret, bound)).not.toBe(sealed);
  });

  it('does not open with another secret: the table alone holds no usable token', () => {
    const sealed = seal.seal(poolToken, secret, bound);
    expect(seal.open(sealed, randomBytes(16).toString('base64url'), bound)).toBeUndefined();
  });

  it('does not open in another family or generation', () => {
    const sealed = seal.seal(poolToken, secret, bound);
    expect(seal.open(sealed, secret, { ...bound, familyId: 'fam-other' })).toBeUndefined();
    expect(seal.open(sealed, secret, { ...bound, generation: 2 })).toBeUndefined();
  });

  it('refuses an altered or truncated box', () => {
    const box = Buffer.from(seal.seal(poolToken, secret, bound), 'base64url');
    const altered = Buffer.from(box);
    altered[altered.length - 1]! ^= 1;
    expect(seal.open(altered.toString('base64url'), secret, bound)).toBeUndefined();
    expect(seal.open(box.subarray(0, 32).toString('base64url'), secret, bound)).toBeUndefined();
  });
});
