import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';

/** The message query/create puts on the query queue; the starter turns it into an execution. */
export interface QueryMessage {
  readonly query_hash: string;
}

export type QueryQueue = (message: QueryMessage) => Promise<void>;

export function createQueryQueue(sqs: SQSClient, queueUrl: string | undefined): QueryQueue {
  return async (message) => {
    if (!queueUrl) throw new Error('QUERY_QUEUE_URL is not configured');
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
  };
}
