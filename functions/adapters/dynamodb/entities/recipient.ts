import { z } from 'zod';
import type { RecipientRecord } from '../../../domain/monitoring/delivery-guards.ports';
import { camelCased, userItemKey } from './entity';
import type { EntityDoc } from './entity-doc';
import { documented, keyTemplate, soleItem, text } from './key-template';

/**
 * An e-mail recipient of a user's alerts and its double opt-in (`USER#<sub>` /
 * `MONITOR_RECIPIENT#<email>`), under the user so one query lists them all; and a confirmation
 * link keyed by the SHA-256 of its token (the token is never stored).
 */
export const RECIPIENT_PREFIX = 'MONITOR_RECIPIENT#';
export const RECIPIENT_TYPE = 'MonitorRecipient';

export const recipientKey = keyTemplate([text('sub'), text('email, lower case')], (sub, email) =>
  userItemKey(sub, `${RECIPIENT_PREFIX}${email}`),
);
/** A confirmation link by the SHA-256 of its token: whose recipient it confirms; TTL at expiry. */
export const recipientLinkKey = soleItem('RECIPIENT_LINK#', text('sha256 of token'), 'LINK');

export const recipientItemSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  confirmed: z
    .boolean()
    .optional()
    .transform((confirmed) => confirmed === true),
  /** Epoch ms. */
  sent_at: z.number().optional(),
  /** Epoch s. */
  expires_at: z.number().optional(),
  /** Epoch ms. */
  confirmed_at: z.number().optional(),
});

/** A recipient not confirmed and never sent a link. */
export const newRecipientItem = (userId: string, email: string) => ({
  ...recipientKey(userId, email),
  type: RECIPIENT_TYPE,
  user_id: userId,
  email,
  confirmed: false,
});

export const recipientFromItem = (item: Record<string, unknown>): RecipientRecord =>
  camelCased(recipientItemSchema.parse(item));

export const recipientLinkItemSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  /** Epoch s. */
  expires_at: z.number(),
});

export const toRecipientLinkItem = (link: {
  tokenHash: string;
  userId: string;
  email: string;
  expiresAt: number;
}) => ({
  ...recipientLinkKey(link.tokenHash),
  type: 'RecipientLink',
  user_id: link.userId,
  email: link.email,
  expires_at: link.expiresAt,
  ttl: link.expiresAt,
});

export const recipientDocs: readonly EntityDoc[] = [
  {
    item: 'alert recipient',
    key: documented(recipientKey, 'u1', 'ops@example.com'),
    reads: ["a user's e-mail recipients and their opt-in (list, or a batch read of the configured ones)"],
    holds:
      '`confirmed`, `sent_at` (epoch ms), `expires_at` (epoch s), `confirmed_at` (epoch ms); a new link and its sent time are one transaction whose condition on the recipient is the claim',
  },
  {
    item: 'recipient link',
    key: documented(recipientLinkKey, '9f86d081884c7d65'),
    reads: ['a confirmation link, when its link is opened'],
    holds: 'user_id, email, `expires_at` (epoch s; checked on every confirm); `ttl` at expiry',
  },
];
