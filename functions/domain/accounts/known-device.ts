/**
 * Known devices: a browser that has signed in to an account holds a random token in an HttpOnly
 * cookie, and the account keeps only the token's SHA-256 with the sign-in's time. Sign-in from a
 * known device is not counted against the account's limit across clients, so guessing from many
 * addresses cannot lock the owner out of the devices they use (the limits of the client itself
 * still count). Pure: the record and the account's session cut-off come in.
 */
export interface KnownDevice {
  readonly email: string;
  /** SHA-256 hex of the device token; the token itself is never stored. */
  readonly deviceHash: string;
  readonly userId: string;
  /** Epoch ms of the sign-in (or reset) that made the device known. */
  readonly knownSinceMs: number;
  /** Epoch s: the device is forgotten then unless it signs in again. */
  readonly expiresAt: number;
}

/**
 * What a token a client presents may look like (URL-safe, as `Entropy.id` makes them). Anything
 * else is treated as no token, so a cookie cannot carry text into a key.
 */
export const deviceTokenPattern = /^[A-Za-z0-9_-]{8,64}$/;

export const wellFormedDeviceToken = (token: string | undefined): token is string =>
  token !== undefined && deviceTokenPattern.test(token);

/**
 * Still known: not expired and made known at or after the account's session cut-off. A password
 * reset or "log out everywhere" moves the cut-off, so every device known before it (a thief's
 * too) meets the account's limit again until it signs in anew.
 */
export const stillKnown = (
  device: KnownDevice | undefined,
  sessionsCutOffMs: number | undefined,
  nowSeconds: number,
): boolean =>
  device !== undefined &&
  nowSeconds < device.expiresAt &&
  (sessionsCutOffMs === undefined || device.knownSinceMs >= sessionsCutOffMs);
