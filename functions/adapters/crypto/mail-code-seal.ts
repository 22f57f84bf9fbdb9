import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import type { MailCodeContext, MailCodeKey } from '../../domain/accounts/account.ports';

/**
 * Verification codes sealed for the account mail consumer alone, so the mail queue's messages
 * (and its dead-letter queue, and anything that logs a body) never hold a code anyone else can
 * read. The routes hold only the public key; the consumer alone derives the private one.
 *
 * The box is an ECIES-style sealed box over node:crypto: a fresh X25519 key pair per message,
 * Diffie-Hellman with the consumer's public key, HKDF-SHA256 to a one-time AES-256-GCM key. The
 * additional data binds the code to its e-mail, purpose and expiry, so a sealed code cannot be
 * moved into a message for another address (the queue accepts messages from several route
 * groups) and be mailed there. Wire form (base64url): ephemeral public key (32 bytes) ‖ GCM tag
 * (16) ‖ ciphertext. The GCM nonce is zero: each key encrypts exactly one message.
 *
 * The private key is derived from a seed string (HKDF-SHA256), because a seed is what Secrets
 * Manager can generate at deploy time with nothing but CloudFormation (infra: AccountMail); the
 * consumer answers CloudFormation's request for the matching public key.
 */

export class MailCodeSealError extends Error {
  override name = 'MailCodeSealError';
}

const EPHEMERAL_KEY_BYTES = 32;
const TAG_BYTES = 16;
const NONCE = Buffer.alloc(12);
const KEY_INFO = 'wallet-risk mail code key v1';
const BOX_INFO = 'wallet-risk mail code box v1';
/** DER prefixes of an X25519 key (RFC 8410): PKCS#8 before the private 32 bytes, SPKI before the public. */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b656e04220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b656e032100', 'hex');
/** A seed below this carries too little entropy to be a key (the stack generates 64 characters). */
const MIN_SEED_LENGTH = 32;

/** The consumer's private key, derived from its seed (the Secrets Manager value, or the local stack's). */
export function mailCodePrivateKey(seed: string): KeyObject {
  if (seed.length < MIN_SEED_LENGTH) throw new MailCodeSealError('The mail code key seed is too short');
  const scalar = Buffer.from(hkdfSync('sha256', seed, Buffer.alloc(0), KEY_INFO, 32));
  return createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, scalar]), format: 'der', type: 'pkcs8' });
}

/** The public half of a seed's key, as the routes take it (MAIL_CODE_PUBLIC_KEY): base64 of the raw 32 bytes. */
export function mailCodePublicKeyOf(seed: string): string {
  return rawPublicKey(createPublicKey(mailCodePrivateKey(seed))).toString('base64');
}

/** A fresh seed: what the local stack generates at each start (on AWS, Secrets Manager does). */
export const newMailCodeSeed = (): string => randomBytes(32).toString('base64url');

/** Seals codes for the holder of the private key whose public half is given (base64, 32 bytes). */
export function createMailCodeSealer(publicKeyBase64: string) {
  const recipient = publicKeyFromRaw(Buffer.from(publicKeyBase64, 'base64'));
  const recipientRaw = rawPublicKey(recipient);
  return (code: string, context: MailCodeContext): string => {
    const ephemeral = generateKeyPairSync('x25519');
    const ephemeralRaw = rawPublicKey(ephemeral.publicKey);
    const key = boxKey(
      diffieHellman({ privateKey: ephemeral.privateKey, publicKey: recipient }),
      ephemeralRaw,
      recipientRaw,
    );
    const cipher = createCipheriv('aes-256-gcm', key, NONCE);
    cipher.setAAD(additionalData(context));
    const ciphertext = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
    return Buffer.concat([ephemeralRaw, cipher.getAuthTag(), ciphertext]).toString('base64url');
  };
}

/** Opens codes sealed for this seed's key; anything altered, re-addressed or sealed for another key is refused. */
export function createMailCodeUnsealer(seed: string) {
  const privateKey = mailCodePrivateKey(seed);
  const ownRaw = rawPublicKey(createPublicKey(privateKey));
  return (sealed: string, context: MailCodeContext): string => {
    const box = Buffer.from(sealed, 'base64url');
    if (box.length <= EPHEMERAL_KEY_BYTES + TAG_BYTES)
      throw new MailCodeSealError('The sealed code is too short');
    const ephemeralRaw = box.subarray(0, EPHEMERAL_KEY_BYTES);
    const tag = box.subarray(EPHEMERAL_KEY_BYTES, EPHEMERAL_KEY_BYTES + TAG_BYTES);
    const ciphertext = box.subarray(EPHEMERAL_KEY_BYTES + TAG_BYTES);
    try {
      const shared = diffieHellman({ privateKey, publicKey: publicKeyFromRaw(ephemeralRaw) });
      const decipher = createDecipheriv('aes-256-gcm', boxKey(shared, ephemeralRaw, ownRaw), NONCE);
      decipher.setAAD(additionalData(context));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    } catch {
      // Never say more: which check failed is of use only to someone forging boxes.
      throw new MailCodeSealError('The sealed code does not open with this key and context');
    }
  };
}

/** The consumer's MailCodeKey port over its seed. */
export function createMailCodeKey(seed: string): MailCodeKey {
  const open = createMailCodeUnsealer(seed);
  const publicKey = mailCodePublicKeyOf(seed);
  return { open, publicKey: () => publicKey };
}

/** Both public keys go into the derivation, so a box is bound to the key pair it was made for. */
const boxKey = (shared: Buffer, ephemeralRaw: Buffer, recipientRaw: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', shared, Buffer.concat([ephemeralRaw, recipientRaw]), BOX_INFO, 32));

const additionalData = (context: MailCodeContext): Buffer =>
  Buffer.from(JSON.stringify([context.email, context.purpose, context.expiresAt]), 'utf8');

const rawPublicKey = (key: KeyObject): Buffer =>
  key.export({ type: 'spki', format: 'der' }).subarray(SPKI_PREFIX.length);

function publicKeyFromRaw(raw: Buffer): KeyObject {
  if (raw.length !== EPHEMERAL_KEY_BYTES) throw new MailCodeSealError('An X25519 public key has 32 bytes');
  return createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
}
