import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { queryMessageSchema } from '../../../shared/contract/payloads/query-queue.schema';
import type { QueryQueue } from '../../domain/queries/query.ports';

/**
 * The domain's QueryQueue port over SQS: query/create puts one message per new query, the starter
 * turns it into an execution. The body is the contract's
 * (shared/contract/payloads/query-queue.schema.ts), checked before it is sent so a malformed
 * message never reaches the consumer.
 */
export function createQueryQueue(sqs: SQSClient, queueUrl: string): QueryQueue {
  return async (message) => {
    const body = queryMessageSchema.parse(message);
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(body) }));
  };
}
