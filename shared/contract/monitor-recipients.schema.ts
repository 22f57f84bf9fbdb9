import { z } from 'zod';
import {
  confirmationMailsPerRecipient,
  confirmationMailsPerUser,
  RECIPIENT_CONFIRMATION_DAYS,
  recipientStates,
} from '../rules/alert-delivery-rules';
import { isRecipientEmail, RECIPIENT_EMAIL_MAX_LENGTH } from '../rules/monitor-rules';
import { ignoredUserIdSchema, isoTimestampSchema } from './common.schema';

/**
 * E-mail recipients of alerts and their double opt-in (beyond spec 02 §3): a recipient other than
 * the account's own e-mail receives alerts only after confirming by the link mailed to it when a
 * configuration first named it.
 */

export const recipientStateSchema = z.enum(recipientStates).meta({
  id: 'RecipientState',
  description: `confirmed: receives alerts; pending: a confirmation link was sent and works for ${RECIPIENT_CONFIRMATION_DAYS} days; expired: the link no longer works, send a new one; unsent: no link was sent yet (a sending limit held it back)`,
});

export const monitorRecipientSchema = z
  .object({
    email: z.string().meta({ example: 'risk-team@example.com' }),
    state: recipientStateSchema,
    sent_at: isoTimestampSchema.nullable().meta({ description: 'When the last confirmation link was sent' }),
    expires_at: isoTimestampSchema.nullable().meta({ description: 'When that link stops working' }),
    confirmed_at: isoTimestampSchema.nullable(),
  })
  .meta({ id: 'MonitorRecipient' });

export const listMonitorRecipientsQuerySchema = z.object({ user_id: ignoredUserIdSchema });

export const listMonitorRecipientsResponseSchema = z
  .object({
    account_email: z.string().meta({
      description: 'The account’s own e-mail: confirmed without a link when it is a recipient',
      example: 'owner@example.com',
    }),
    recipients: z.array(monitorRecipientSchema).meta({
      description:
        'Every recipient a configuration of yours has named, with its confirmation state; a recipient not listed has had no link yet (unsent)',
    }),
  })
  .meta({ id: 'MonitorRecipientList' });

export const resendRecipientConfirmationRequestSchema = z
  .object({
    user_id: ignoredUserIdSchema,
    email: z
      .string({ error: 'The e-mail is required' })
      .trim()
      .max(RECIPIENT_EMAIL_MAX_LENGTH, `The e-mail is at most ${RECIPIENT_EMAIL_MAX_LENGTH} characters`)
      .refine(isRecipientEmail, 'The recipient must be an e-mail address')
      .meta({ example: 'risk-team@example.com' }),
  })
  .meta({ id: 'ResendRecipientConfirmationRequest' });

export const confirmMonitorRecipientRequestSchema = z
  .object({
    token: z
      .string({ error: 'The token is required' })
      .trim()
      .min(16, 'The token is not one we sent')
      .max(128, 'The token is not one we sent')
      .regex(/^[A-Za-z0-9_-]+$/, 'The token is not one we sent')
      .meta({ description: 'The token of the confirmation link', example: 'gQ3x0cM1o9tVb2m4N8yQeA' }),
  })
  .meta({ id: 'ConfirmMonitorRecipientRequest' });

export const confirmMonitorRecipientResponseSchema = z
  .object({
    email: z.string().meta({ example: 'risk-team@example.com' }),
    state: z.literal('confirmed'),
    confirmed_at: isoTimestampSchema,
  })
  .meta({ id: 'ConfirmMonitorRecipientResponse' });

/** What the docs say about the confirmation mails' limits, in one place. */
export const confirmationLimitsText = `At most ${confirmationMailsPerUser.max} confirmation mails per user and hour, and ${confirmationMailsPerRecipient.max} per recipient address and day whoever asks; beyond them 429 too_many_requests`;

export type MonitorRecipient = z.infer<typeof monitorRecipientSchema>;
export type ListMonitorRecipientsResponse = z.infer<typeof listMonitorRecipientsResponseSchema>;
export type ConfirmMonitorRecipientResponse = z.infer<typeof confirmMonitorRecipientResponseSchema>;
