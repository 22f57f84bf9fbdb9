import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import {
  salesInquiryMailMessageSchema,
  securityNoticeMessageSchema,
  verificationMailMessageSchema,
} from '../../../shared/contract/payloads/account-mail.schema';
import type {
  AccountMailQueue,
  MailCodeContext,
  SecurityNoticeQueue,
} from '../../domain/accounts/account.ports';
import type { SalesInquiryMailQueue } from '../../domain/sales/sales.ports';

/** Seals a code for the account mail consumer (adapters/crypto/mail-code-seal.ts). */
export type SealMailCode = (code: string, context: MailCodeContext) => string;

/**
 * The domain's AccountMailQueue port over SQS: one message per code to mail
 * (shared/contract/payloads/account-mail.schema.ts), the code sealed for the consumer alone and
 * the message checked before it is sent.
 */
export function createAccountMailQueue(
  sqs: SQSClient,
  queueUrl: string,
  sealCode: SealMailCode,
): AccountMailQueue {
  return async (job) => {
    const body = verificationMailMessageSchema.parse({
      email: job.email,
      purpose: job.purpose,
      language: job.language,
      sealed_code: sealCode(job.code, { email: job.email, purpose: job.purpose, expiresAt: job.expiresAt }),
      expires_at: job.expiresAt,
    });
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(body) }));
  };
}

/** The domain's SecurityNoticeQueue port: a notice of a sensitive change, mailed by the same consumer. */
export function createSecurityNoticeQueue(sqs: SQSClient, queueUrl: string): SecurityNoticeQueue {
  return async (notice) => {
    const body = securityNoticeMessageSchema.parse({
      notice: notice.kind,
      email: notice.email,
      language: notice.language,
      subject: notice.subject,
      at: notice.atMs,
      by_api_key: notice.byApiKey,
    });
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(body) }));
  };
}

/** The domain's SalesInquiryMailQueue port: the stored inquiry's id, mailed by the same consumer. */
export function createSalesInquiryMailQueue(sqs: SQSClient, queueUrl: string): SalesInquiryMailQueue {
  return async (inquiryId) => {
    const body = salesInquiryMailMessageSchema.parse({ sales_inquiry_id: inquiryId });
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(body) }));
  };
}
