import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import {
  securityNoticeMessageSchema,
  verificationMailMessageSchema,
} from '../../../shared/contract/payloads/account-mail.schema';
import type { AccountMailQueue, SecurityNoticeQueue } from '../../domain/accounts/account.ports';

/**
 * The domain's AccountMailQueue port over SQS: one message per code to mail
 * (shared/contract/payloads/account-mail.schema.ts), checked before it is sent.
 */
export function createAccountMailQueue(sqs: SQSClient, queueUrl: string): AccountMailQueue {
  return async (job) => {
    const body = verificationMailMessageSchema.parse({
      email: job.email,
      purpose: job.purpose,
      language: job.language,
      code: job.code,
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
