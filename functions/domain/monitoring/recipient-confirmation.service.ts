import type {
  ConfirmMonitorRecipientResponse,
  ListMonitorRecipientsResponse,
  MonitorRecipient,
} from '../../../shared/contract/monitor-recipients.schema';
import type { Language } from '../../../shared/i18n/languages';
import {
  confirmationMailsPerRecipient,
  confirmationMailsPerUser,
  RECIPIENT_CONFIRMATION_SECONDS,
  type RecipientState,
  recipientKey,
} from '../../../shared/rules/alert-delivery-rules';
import { rfc3339 } from '../../../shared/rules/time';
import type { Mailer } from '../accounts/account.ports';
import { AppError } from '../app-error';
import type { Clock } from '../ports/clock';
import type { Entropy } from '../ports/entropy';
import type { Logger } from '../ports/logger';
import type { RateLimiter } from '../ports/rate-limiter';
import type { RecipientRecord, RecipientRepository } from './delivery-guards.ports';
import { deliveryLimitError } from './delivery-limit-errors';
import { recipientConfirmationMail } from './recipient-mail';

/**
 * Double opt-in of the e-mail recipients of alerts: a recipient other than the account's own
 * e-mail receives alerts only once it has confirmed by the link mailed to it, so nobody can make
 * our sending address mail a stranger more than one invitation. Steps:
 * 1. A configuration is saved: each recipient never sent a link gets one mail (a random token;
 *    only its SHA-256 is stored, with an expiry of RECIPIENT_CONFIRMATION_DAYS). A recipient
 *    already pending, expired or confirmed gets nothing, so saving again mails nobody.
 * 2. The user may ask for a new link (resend); the same limits apply.
 * 3. The recipient opens the link: the console's page calls the public confirm route with the
 *    token, which confirms the recipient for good (for this user).
 * Confirmation mails count against two windows (alert-delivery-rules.ts): per user, and per
 * recipient address whichever accounts ask.
 */
export interface RecipientConfirmationDeps {
  readonly recipients: RecipientRepository;
  readonly limits: RateLimiter;
  readonly sendMail: Mailer;
  /** The account's own e-mail, confirmed without a link. */
  readonly accountEmail: (userId: string) => Promise<string | undefined>;
  readonly clock: Clock;
  readonly entropy: Pick<Entropy, 'id' | 'sha256Hex'>;
  readonly log: Logger;
  /** Where the link points (the console's origin). */
  readonly consoleUrl: string;
}

/** Tells whether an e-mail receives alerts: the account's own, or a confirmed recipient. */
export type IsConfirmed = (email: string) => boolean;

export function createRecipientConfirmation(deps: RecipientConfirmationDeps) {
  const { recipients, clock } = deps;

  const ownKey = async (userId: string) => {
    const own = await deps.accountEmail(userId);
    return own === undefined ? undefined : recipientKey(own);
  };

  /** Which of these e-mails receive alerts now. */
  async function confirmedAmong(userId: string, emails: readonly string[]): Promise<IsConfirmed> {
    const own = await ownKey(userId);
    const others = [...new Set(emails.map(recipientKey))].filter((e) => e !== own);
    const records = others.length > 0 ? await recipients.getMany(userId, others) : [];
    const yes = new Set(records.filter((r) => r.confirmed).map((r) => r.email));
    if (own !== undefined) yes.add(own);
    return (email) => yes.has(recipientKey(email));
  }

  const stateOf = (record: RecipientRecord, nowSeconds: number): RecipientState =>
    record.confirmed
      ? 'confirmed'
      : record.sentAt === undefined
        ? 'unsent'
        : (record.expiresAt ?? 0) > nowSeconds
          ? 'pending'
          : 'expired';

  const view = (record: RecipientRecord): MonitorRecipient => {
    const state = stateOf(record, clock.nowSeconds());
    return {
      email: record.email,
      state,
      sent_at: record.sentAt === undefined ? null : rfc3339(record.sentAt),
      expires_at: record.expiresAt === undefined ? null : rfc3339(record.expiresAt * 1000),
      confirmed_at: record.confirmedAt === undefined ? null : rfc3339(record.confirmedAt),
    };
  };

  /**
   * Takes both windows, then claims the recipient and mails the link. Throws the limit's 429;
   * answers false when the claim's condition did not hold (confirmed meanwhile, or, with
   * `onlyIfUnsent`, a concurrent save mailed it first).
   */
  async function mailLink(
    userId: string,
    email: string,
    owner: string,
    language: Language,
    onlyIfUnsent: boolean,
  ): Promise<boolean> {
    const now = clock.nowSeconds();
    const perUser = await deps.limits.take(`recipient-confirm-user:${userId}`, now, confirmationMailsPerUser);
    if (!perUser.allowed) throw deliveryLimitError('confirmations_per_hour', language, perUser.retryAfter);
    const perRecipient = await deps.limits.take(
      `recipient-confirm-to:${email}`,
      now,
      confirmationMailsPerRecipient,
    );
    if (!perRecipient.allowed)
      throw deliveryLimitError('confirmations_per_recipient', language, perRecipient.retryAfter);
    const token = deps.entropy.id();
    const sentAt = clock.nowMs();
    const claimed = await recipients.addLink(
      {
        userId,
        email,
        tokenHash: deps.entropy.sha256Hex(token),
        sentAt,
        expiresAt: Math.floor(sentAt / 1000) + RECIPIENT_CONFIRMATION_SECONDS,
      },
      onlyIfUnsent,
    );
    if (!claimed) return false;
    try {
      await deps.sendMail({
        to: email,
        ...recipientConfirmationMail({ owner, to: email, token, consoleUrl: deps.consoleUrl }, language),
      });
    } catch (error) {
      // The recipient shows "unsent" again, so the user can ask for the link later.
      await recipients.clearLink(userId, email, sentAt);
      throw error;
    }
    return true;
  }

  /**
   * After a configuration naming `emails` was saved: one link to each recipient never sent one.
   * A limit or a failed send leaves the recipient unsent (the console offers "send link"); the
   * save itself never fails for it.
   */
  async function requestConfirmations(
    userId: string,
    emails: readonly string[],
    language: Language,
  ): Promise<void> {
    const own = await deps.accountEmail(userId);
    const ownNormalised = own === undefined ? undefined : recipientKey(own);
    const wanted = [...new Set(emails.map(recipientKey))].filter((e) => e !== ownNormalised);
    if (wanted.length === 0) return;
    const known = new Map((await recipients.getMany(userId, wanted)).map((r) => [r.email, r]));
    for (const email of wanted) {
      const record = known.get(email);
      if (record && (record.confirmed || record.sentAt !== undefined)) continue;
      try {
        await mailLink(userId, email, own ?? userId, language, true);
      } catch (error) {
        await recipients.ensure(userId, email);
        deps.log.warn('recipient confirmation not sent', {
          userId,
          reason: error instanceof AppError ? error.code : 'mail_failed',
          error: error instanceof AppError ? undefined : error,
        });
      }
    }
  }

  async function list(userId: string): Promise<ListMonitorRecipientsResponse> {
    const own = (await deps.accountEmail(userId)) ?? '';
    const records = await recipients.list(userId);
    return {
      account_email: own,
      recipients: records.filter((r) => r.email !== recipientKey(own)).map(view),
    };
  }

  /** A new link to one recipient (the console's "resend"), limited like the first. */
  async function resend(userId: string, email: string, language: Language): Promise<MonitorRecipient> {
    const key = recipientKey(email);
    const own = await deps.accountEmail(userId);
    if (own !== undefined && recipientKey(own) === key)
      return { email: key, state: 'confirmed', sent_at: null, expires_at: null, confirmed_at: null };
    const [before] = await recipients.getMany(userId, [key]);
    if (before?.confirmed) return view(before);
    await mailLink(userId, key, own ?? userId, language, false);
    const [after] = await recipients.getMany(userId, [key]);
    return view(after ?? { userId, email: key, confirmed: false });
  }

  /** The public route behind the link: no sign-in, the token is the proof. */
  async function confirm(token: string): Promise<ConfirmMonitorRecipientResponse> {
    const record = await recipients.confirm(deps.entropy.sha256Hex(token), clock.nowSeconds(), clock.nowMs());
    if (!record?.confirmedAt) throw new AppError('recipient_link_invalid', { field: 'token' });
    return { email: record.email, state: 'confirmed', confirmed_at: rfc3339(record.confirmedAt) };
  }

  return { confirmedAmong, requestConfirmations, list, resend, confirm };
}

export type RecipientConfirmation = ReturnType<typeof createRecipientConfirmation>;
