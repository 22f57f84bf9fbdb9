import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { Logger } from '../../platform/logger';

/**
 * The query dead-letter queue's consumer. A message lands there when its analysis could not be
 * started after the queue's maxReceiveCount tries; its query would otherwise stay pending for
 * good, holding a credit and a concurrency slot. It is marked failed, which refunds it.
 */
export function createQueryDeadLetterConsumer(deps: {
  failNotStarted: (queryHash: string) => Promise<unknown>;
  log: Logger;
}) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      const hash = queryHashOf(record.body);
      if (!hash) {
        deps.log.error('dead-letter message without a query_hash', { messageId: record.messageId });
        continue;
      }
      try {
        await deps.failNotStarted(hash);
        deps.log.warn('query never started; marked failed and refunded', { queryHash: hash });
      } catch (error) {
        deps.log.error('could not fail a query that never started', { queryHash: hash, error });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}

function queryHashOf(body: string): string | undefined {
  try {
    const { query_hash } = JSON.parse(body) as { query_hash?: unknown };
    return typeof query_hash === 'string' && query_hash !== '' ? query_hash : undefined;
  } catch {
    return undefined;
  }
}
