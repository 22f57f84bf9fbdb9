import type { Clock } from '../ports/clock';
import type { KnownDeviceRepository } from './account.ports';
import { stillKnown, wellFormedDeviceToken } from './known-device';

/** What the device cookie should hold after a proof of ownership. */
export interface DeviceCookie {
  readonly token: string;
  /** Seconds the cookie (and the device's record) lives. */
  readonly lifetimeSeconds: number;
}

/**
 * Which devices have proved they belong to the account's owner (a sign-in with the password, a
 * reset with a mailed code), told by the token in the device cookie (known-device.ts).
 */
export function createDeviceMemory(deps: {
  readonly devices: KnownDeviceRepository;
  readonly clock: Clock;
  readonly hash: (text: string) => string;
  readonly newToken: () => string;
  /** How long a device stays known after its last proof, in seconds (a refresh token's life). */
  readonly lifetimeSeconds: number;
}) {
  const { devices, clock, hash } = deps;
  return {
    /** True when `token` (the cookie's, if any) is a device known to the e-mail's account. */
    async isKnown(email: string, token: string | undefined): Promise<boolean> {
      if (!wellFormedDeviceToken(token)) return false;
      const found = await devices.find(email, hash(token));
      return stillKnown(found?.device, found?.sessionsCutOffMs, clock.nowSeconds());
    },

    /**
     * Makes the device known to the account (from now, so after any cut-off just set) and answers
     * what its cookie should hold: the token it presented, so one browser stays known to every
     * account it signs in to, or a new one; for as long as the device stays known.
     */
    async remember(email: string, userId: string, presented: string | undefined): Promise<DeviceCookie> {
      const token = wellFormedDeviceToken(presented) ? presented : deps.newToken();
      await devices.remember({
        email,
        deviceHash: hash(token),
        userId,
        knownSinceMs: clock.nowMs(),
        expiresAt: clock.nowSeconds() + deps.lifetimeSeconds,
      });
      return { token, lifetimeSeconds: deps.lifetimeSeconds };
    },
  };
}
