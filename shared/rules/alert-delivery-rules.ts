import type { WindowLimit } from './client-limits';

/**
 * Who an alert reaches, and how often a user may push one again by hand (spec 02 §9: each push
 * costs 3 credits; pushes pause when credits run out). The server enforces these numbers and the
 * console states them beside its buttons, so both read them here.
 */

/**
 * Redeliveries of one alert, in all. A redelivery is the user's way back after an outage longer
 * than the automatic webhook retries (about a day) or a lost mail; a few tries cover that, and a
 * paid push then buys at most this many free ones.
 */
export const REDELIVERIES_PER_ALERT = 5;

/**
 * Redeliveries per user and hour, over all alerts: enough to resend a morning's alerts after an
 * endpoint outage, while one user can never turn redelivery into a mail or webhook pump.
 */
export const redeliveriesPerUser: WindowLimit = { max: 30, windowSeconds: 3600 };

/** Signed test events per user and hour: a few tries while setting up an endpoint. */
export const testEventsPerUser: WindowLimit = { max: 10, windowSeconds: 3600 };

/**
 * Confirmation mails (double opt-in of e-mail recipients). Per user and hour: one config's full
 * list of recipients at once. Per recipient address and day, whichever accounts ask: a mailbox
 * gets at most this many invitations, so nobody can flood it from our sending address.
 */
export const confirmationMailsPerUser: WindowLimit = { max: 20, windowSeconds: 3600 };
export const confirmationMailsPerRecipient: WindowLimit = { max: 5, windowSeconds: 24 * 3600 };

/** How long a confirmation link works (the usual week of mailing products). */
export const RECIPIENT_CONFIRMATION_DAYS = 7;
export const RECIPIENT_CONFIRMATION_SECONDS = RECIPIENT_CONFIRMATION_DAYS * 24 * 3600;

/**
 * What the console and the API say about a recipient: `confirmed` receives alerts (the account's
 * own e-mail always is); `pending` was sent a link that still works; `expired` was sent one that
 * no longer works; `unsent` has had no link yet (a limit held it back, or it was never saved).
 */
export const recipientStates = ['confirmed', 'pending', 'expired', 'unsent'] as const;
export type RecipientState = (typeof recipientStates)[number];

/** A recipient's identity: e-mail addresses compare without case. */
export const recipientKey = (email: string): string => email.trim().toLowerCase();

/** The notification part of a monitor configuration (spec 02 §3), as far as reach depends on it. */
export interface NotificationChannels {
  readonly notification: {
    readonly webhook: { readonly enabled: boolean; readonly urls: readonly string[] };
    readonly email: { readonly enabled: boolean; readonly recipients: readonly string[] };
  };
}

export interface Reach {
  /** The webhook is on and has at least one URL. */
  readonly webhook: boolean;
  /** The recipients that receive the mail: the confirmed ones, if the channel is on. */
  readonly emails: readonly string[];
  /** Recipients that would receive it once confirmed (the channel is on). */
  readonly unconfirmed: readonly string[];
  /** At least one channel receives the alert; only then is a push charged. */
  readonly any: boolean;
}

/** Which channels of a configuration receive an alert, given which recipients are confirmed. */
export function reachOf(config: NotificationChannels, isConfirmed: (email: string) => boolean): Reach {
  const { webhook, email } = config.notification;
  const webhookReaches = webhook.enabled && webhook.urls.length > 0;
  const recipients = email.enabled ? email.recipients : [];
  const emails = recipients.filter(isConfirmed);
  const unconfirmed = recipients.filter((r) => !isConfirmed(r));
  return { webhook: webhookReaches, emails, unconfirmed, any: webhookReaches || emails.length > 0 };
}
