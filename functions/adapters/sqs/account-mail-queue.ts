import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { accountMailMessageSchema } from '../../../shared/contract/payloads/account-mail.schema';
import type { AccountMailQueue } from '../../domain/accounts/account.ports';

/**
 * The domain's AccountMailQueue port over SQS: one message per code to mail
 * (shared/contract/payloads/account-mail.schema.ts), checked before it is sent.
 */
export function createAccountMailQueue(sqs: SQSClient, queueUrl: string): AccountMailQueue {
  return async (job) => {
    const body = accountMailMessageSchema.parse({
      email: job.email,
      purpose: job.purpose,
      language: job.language,
      code: job.code,
      expires_at: job.expiresAt,
    });
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(body) }));
  };
}
