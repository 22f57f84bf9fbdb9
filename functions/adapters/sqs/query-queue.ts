import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { QueryQueue } from '../../domain/queries/query.ports';

/** The domain's QueryQueue port over SQS: one message per created query. */
export function createQueryQueue(sqs: SQSClient, queueUrl: string | undefined): QueryQueue {
  return async (message) => {
    if (!queueUrl) throw new Error('QUERY_QUEUE_URL is not configured');
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
  };
}
