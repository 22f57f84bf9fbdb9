import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { SignWebhook } from '../../domain/monitoring/delivery.ports';

/**
 * Standard Webhooks signing through the `standardwebhooks` library (no hand-written HMAC):
 * `webhook-signature` carries one `v1,<base64>` per secret, space-separated, so during the 24 h
 * after a rotation a receiver holding either the old or the new secret verifies the delivery.
 */
export const signWebhook: SignWebhook = (webhookId, timestamp, body, secrets) => {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(webhookId, timestamp, body));
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
};

/** `whsec_` + base64 of 24 random bytes, the form Standard Webhooks libraries take. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;
