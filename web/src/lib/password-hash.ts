import { EMPTY_PASSWORD_HASH } from '../../../shared/rules/account-rules';

/**
 * spec 01 §5: passwords leave the browser only as SHA-256 hex (WebCrypto). An empty password is
 * refused here rather than hashed, so the empty-password hash can never be sent.
 */
export async function hashPassword(password: string): Promise<string> {
  if (!password) throw new Error('Refusing to hash an empty password');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  if (hex === EMPTY_PASSWORD_HASH) throw new Error('Refusing to send the empty-password hash');
  return hex;
}
