import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { type QueryMessage, queryMessageSchema } from '../../../shared/contract/messages/query-queue.schema';

/**
 * The producer of the query queue: query/create puts one message per new query, the starter turns
 * it into an execution. The body is the contract's (shared/contract/messages/query-queue.schema.ts),
 * checked before it is sent so a malformed message never reaches the consumer.
 */
export type { QueryMessage };

export type QueryQueue = (message: QueryMessage) => Promise<void>;

export function createQueryQueue(sqs: SQSClient, queueUrl: string): QueryQueue {
  return async (message) => {
    const body = queryMessageSchema.parse(message);
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(body) }));
  };
}
