import { describe, expect, it } from 'vitest';
import {
  createMailCodeSealer,
  createMailCodeUnsealer,
  MailCodeSealError,
  mailCodePublicKeyOf,
  newMailCodeSeed,
} from './mail-code-seal';

const seed = newMailCodeSeed();
const seal = createMailCodeSealer(mailCodePublicKeyOf(seed));
const unseal = createMailCodeUnsealer(seed);
const context = { email: 'owner@example.com', purpose: 'reset', expiresAt: 1_800_000_000 };

describe('mail code seal', () => {
  it('opens what was sealed for its key, and hides the code', () => {
    const sealed = seal('042917', context);
    expect(sealed).not.toContain('042917');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('042917');
    expect(unseal(sealed, context)).toBe('042917');
  });

  it('seals the same code differently each time', () => {
    expect(seal('042917', context)).not.toBe(seal('042917', context));
  });

  it('derives the same key from the same seed, another from another', () => {
    expect(mailCodePublicKeyOf(seed)).toBe(mailCodePublicKeyOf(seed));
    expect(mailCodePublicKeyOf(newMailCodeSeed())).not.toBe(mailCodePublicKeyOf(seed));
    expect(Buffer.from(mailCodePublicKeyOf(seed), 'base64')).toHaveLength(32);
  });

  it('refuses a box altered anywhere', () => {
    const box = Buffer.from(seal('042917', context), 'base64url');
    for (const at of [0, 31, 32, 47, 48, box.length - 1]) {
      const tampered = Buffer.from(box);
      tampered[at] = tampered[at]! ^ 0x01;
      expect(() => unseal(tampered.toString('base64url'), context)).toThrow(MailCodeSealError);
    }
    expect(() => unseal(box.subarray(0, 48).toString('base64url'), context)).toThrow(MailCodeSealError);
  });

  it('refuses a box moved to another e-mail, purpose or expiry', () => {
    const sealed = seal('042917', context);
    expect(() => unseal(sealed, { ...context, email: 'thief@example.com' })).toThrow(MailCodeSealError);
    expect(() => unseal(sealed, { ...context, purpose: 'register' })).toThrow(MailCodeSealError);
    expect(() => unseal(sealed, { ...context, expiresAt: context.expiresAt + 600 })).toThrow(
      MailCodeSealError,
    );
  });

  it('refuses a box sealed for another key', () => {
    const other = createMailCodeSealer(mailCodePublicKeyOf(newMailCodeSeed()));
    expect(() => unseal(other('042917', context), context)).toThrow(MailCodeSealError);
  });

  it('refuses a seed too short to be a key', () => {
    expect(() => createMailCodeUnsealer('short')).toThrow(MailCodeSealError);
  });
});
