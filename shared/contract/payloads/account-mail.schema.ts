import { z } from 'zod';
import { languages } from '../../i18n/languages';
import { verificationCodePattern } from '../../rules/account-rules';

/**
 * The bodies of the account mail queue (`wallet-risk-mail`, functions/platform/resource-design.ts):
 * send-verification-code and forgot-password store the code and put one message here, then
 * answer; the consumer (functions/workers/account-mail) mails it — a reset code only to an
 * existing account. Both routes do the same work whatever the e-mail, so their answer time does
 * not tell who is registered (no account enumeration). The code travels in the body (SQS encrypts it at
 * rest) and is useless after `expires_at`.
 */
export const accountMailMessageSchema = z.object({
  email: z.email(),
  purpose: z.enum(['register', 'reset']),
  language: z.enum(languages),
  code: z.string().regex(verificationCodePattern),
  /** Epoch seconds: the code's expiry; a later delivery mails nothing. */
  expires_at: z.number().int().positive(),
});
export type AccountMailMessage = z.infer<typeof accountMailMessageSchema>;
