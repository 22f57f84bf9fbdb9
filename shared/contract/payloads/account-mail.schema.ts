import { z } from 'zod';
import { languages } from '../../i18n/languages';

/** A sealed 6-digit code is 72 characters; the bound leaves room, not a place for payloads. */
const sealedCodeMaxLength = 256;

/**
 * The bodies of the account mail queue (`wallet-risk-mail`, functions/platform/resource-design.ts):
 * send-verification-code and forgot-password store the code and put one message here, then
 * answer; the consumer (functions/workers/account-mail) mails it — a reset code only to an
 * existing account. Both routes do the same work whatever the e-mail, so their answer time does
 * not tell who is registered (no account enumeration). The code travels sealed for the consumer
 * alone (functions/adapters/crypto/mail-code-seal.ts: only the consumer holds the private key,
 * and the box is bound to the e-mail, purpose and expiry), so nobody who can read the queue, its
 * dead-letter queue or a logged body learns it; it is useless after `expires_at` anyway.
 */
export const verificationMailMessageSchema = z.object({
  email: z.email(),
  purpose: z.enum(['register', 'reset']),
  language: z.enum(languages),
  /** The code sealed for the consumer: base64url, a few dozen characters. */
  sealed_code: z
    .string()
    .max(sealedCodeMaxLength)
    .regex(/^[A-Za-z0-9_-]+$/),
  /** Epoch seconds: the code's expiry; a later delivery mails nothing. */
  expires_at: z.number().int().positive(),
});

/** The sensitive changes the owner is told about by mail (functions/domain/accounts/sensitive-changes.ts). */
export const sensitiveChangeKinds = [
  'api_key_created',
  'api_key_widened',
  'api_key_enabled',
  'alert_destinations_added',
] as const;
export type SensitiveChangeKind = (typeof sensitiveChangeKinds)[number];

/**
 * A notice to the account's owner that a sensitive change was made (a key created or widened,
 * new alert destinations), so a thief's change does not
 * go unseen. `subject` names what changed (a key's name, a webhook host); no secret travels.
 */
export const securityNoticeMessageSchema = z.object({
  notice: z.enum(sensitiveChangeKinds),
  email: z.email(),
  language: z.enum(languages),
  subject: z.string().max(512),
  /** Epoch ms: when the change was made. */
  at: z.number().int().positive(),
  /** Who made it: the console (a signed-in session) or an API key (its id). */
  by_api_key: z.number().int().positive().nullable(),
});

/**
 * A contact-sales message to mail to the sales inbox: only its id travels, the consumer reads the
 * stored inquiry (functions/domain/sales), so the sender's text is in no queue or log.
 */
export const salesInquiryMailMessageSchema = z.object({
  sales_inquiry_id: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const accountMailMessageSchema = z.union([
  verificationMailMessageSchema,
  securityNoticeMessageSchema,
  salesInquiryMailMessageSchema,
]);
export type VerificationMailMessage = z.infer<typeof verificationMailMessageSchema>;
export type SecurityNoticeMessage = z.infer<typeof securityNoticeMessageSchema>;
export type SalesInquiryMailMessage = z.infer<typeof salesInquiryMailMessageSchema>;
export type AccountMailMessage = z.infer<typeof accountMailMessageSchema>;
