import { z } from 'zod';
import type { StoredVerificationCode, VerificationPurpose } from '../../../domain/accounts/verification-code';
import { camelCased, emailPartition, snakeCased, storedText } from './entity';
import type { EntityDoc } from './entity-doc';
import { documented, keyTemplate, text } from './key-template';

/**
 * A verification code: one item per e-mail and purpose, replaced by each send, expired by TTL;
 * beside it the e-mail's count of codes of one purpose sent on a UTC day (`day` = YYYY-MM-DD), so
 * sign-up codes asked for someone else's e-mail cannot use up its reset codes.
 */
export const verificationCodeKey = keyTemplate([text('email'), text('purpose')], (email, purpose) => ({
  PK: emailPartition(email),
  SK: `CODE#${purpose}`,
}));
export const codesSentOnDayKey = keyTemplate(
  [text('email'), text<VerificationPurpose>('purpose'), text('YYYY-MM-DD')],
  (email, purpose, day) => ({ PK: emailPartition(email), SK: `CODES_SENT#${purpose}#${day}` }),
);

export const verificationCodeItemSchema = z.object({
  email: z.string(),
  purpose: storedText<VerificationPurpose>(),
  code_hash: z.string(),
  salt: z.string(),
  /** Epoch s. */
  sent_at: z.number(),
  expires_at: z.number(),
  attempts: z.number(),
});

export const toVerificationCodeItem = (code: StoredVerificationCode) => ({
  ...verificationCodeKey(code.email, code.purpose),
  type: 'VerificationCode',
  ...snakeCased(code),
  ttl: code.expiresAt,
});

export const verificationCodeFromItem = (item: Record<string, unknown>): StoredVerificationCode =>
  camelCased(verificationCodeItemSchema.parse(item));

export const verificationCodeDocs: readonly EntityDoc[] = [
  {
    item: 'verification code',
    key: documented(verificationCodeKey, 'ana@example.com', 'register'),
    reads: [
      'the current code for an e-mail and purpose (consistent read; each try reserved by a conditional ADD)',
    ],
    holds:
      'code_hash, salt, sent_at, expires_at (epoch s), attempts, `ttl`; put only when no code was sent in the cooldown, with the daily count',
  },
  {
    item: 'codes sent on a day',
    key: documented(codesSentOnDayKey, 'ana@example.com', 'reset', '2026-11-26'),
    reads: ["the daily cap of an e-mail's codes of one purpose (its condition)"],
    holds:
      "`sent`, ADD in the code put transaction on the condition `< max`; `ttl`; not counted for a reset asked from the account's known device",
  },
];
