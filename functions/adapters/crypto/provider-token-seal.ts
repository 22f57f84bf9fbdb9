import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { ProviderTokenSeal } from '../../domain/accounts/account.ports';

/**
 * The pool's refresh token, sealed in its session family's item so that reading the table is not
 * enough to use it (domain/accounts/session-family.ts). The key is derived from the secret part
 * of the family's current refresh token of ours, which only the browser holds (the table keeps
 * its SHA-256): HKDF-SHA256 over that secret and a random salt to a one-time AES-256-GCM key.
 * Each refresh opens the box with the secret presented and seals it again under the next one.
 *
 * The additional data binds the box to its family and generation, so a box moved into another
 * family's item, or put back in an older generation, does not open. Wire form (base64url): salt
 * (16 bytes) ‖ GCM tag (16) ‖ ciphertext. The GCM nonce is zero: the random salt makes each key
 * seal exactly one token.
 */

const SALT_BYTES = 16;
const TAG_BYTES = 16;
const NONCE = Buffer.alloc(12);
const KEY_INFO = 'wallet-risk provider refresh token v1';

export function createProviderTokenSeal(): ProviderTokenSeal {
  return {
    seal(providerToken, secret, bound) {
      const salt = randomBytes(SALT_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyOf(secret, salt), NONCE);
      cipher.setAAD(additionalData(bound));
      const ciphertext = Buffer.concat([cipher.update(providerToken, 'utf8'), cipher.final()]);
      return Buffer.concat([salt, cipher.getAuthTag(), ciphertext]).toString('base64url');
    },

    open(sealed, secret, bound) {
      const box = Buffer.from(sealed, 'base64url');
      if (box.length <= SALT_BYTES + TAG_BYTES) return undefined;
      const salt = box.subarray(0, SALT_BYTES);
      try {
        const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, salt), NONCE);
        decipher.setAAD(additionalData(bound));
        decipher.setAuthTag(box.subarray(SALT_BYTES, SALT_BYTES + TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(box.subarray(SALT_BYTES + TAG_BYTES)),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        // A wrong secret, another family or generation, or an altered box: all the same to the caller.
        return undefined;
      }
    },
  };
}

const keyOf = (secret: string, salt: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, salt, KEY_INFO, 32));

const additionalData = (bound: { familyId: string; generation: number }): Buffer =>
  Buffer.from(JSON.stringify([bound.familyId, bound.generation]), 'utf8');
