import { z } from 'zod';
import type { KnownDevice } from '../../../domain/accounts/known-device';
import { camelCased, emailPartition, snakeCased } from './entity';
import type { EntityDoc } from './entity-doc';
import { documented, keyTemplate, text } from './key-template';

/**
 * A device that has signed in to an account (domain/accounts/known-device.ts): in the e-mail's
 * partition beside its codes, since sign-in knows the e-mail before it knows the user; keyed by
 * the SHA-256 of the device token, never the token.
 */
export const knownDeviceKey = keyTemplate(
  [text('email'), text('sha256 of device token')],
  (email, deviceHash) => ({ PK: emailPartition(email), SK: `DEVICE#${deviceHash}` }),
);

export const knownDeviceItemSchema = z.object({
  email: z.string(),
  user_id: z.string(),
  /** Epoch ms. */
  known_since_ms: z.number(),
  /** Epoch s: the device's expiry, also the item's TTL. */
  ttl: z.number(),
});

/** A device as stored: its fields but the hash (in the key), its expiry as the item's TTL. */
export const toKnownDeviceItem = ({ deviceHash, expiresAt, ...device }: KnownDevice) => ({
  ...knownDeviceKey(device.email, deviceHash),
  type: 'KnownDevice',
  ...snakeCased(device),
  ttl: expiresAt,
});

export const knownDeviceFromItem = (deviceHash: string, item: Record<string, unknown>): KnownDevice => {
  const { ttl, ...device } = camelCased(knownDeviceItemSchema.parse(item));
  return { ...device, deviceHash, expiresAt: ttl };
};

export const knownDeviceDocs: readonly EntityDoc[] = [
  {
    item: 'known device',
    key: documented(knownDeviceKey, 'ana@example.com', '9f86d081884c7d65'),
    reads: [
      'has this browser signed in to the account since its last session cut-off (sign-in, forgot-password: a known device skips the per-e-mail limits)',
    ],
    holds: 'user_id, known_since_ms (epoch ms); `ttl` = the refresh-token lifetime after its last sign-in',
  },
];
