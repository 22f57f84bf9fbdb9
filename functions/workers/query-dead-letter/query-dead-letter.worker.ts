import { queryDeadLetterMessageSchema } from '../../../shared/contract/payloads/query-queue.schema';
import type { Logger } from '../../platform/logger';
import { messageBatchHandler } from '../../platform/sqs/message-batch';

/**
 * The query dead-letter queue's consumer. A message lands there when its analysis could not be
 * started after the queue's maxReceiveCount tries; its query would otherwise stay pending until
 * the sweeper's deadline, holding a credit and a concurrency slot. It is marked failed now, which
 * refunds it. A query that did start (or already ended) is left alone.
 */
export function createQueryDeadLetterConsumer(deps: {
  failNotStarted: (queryHash: string) => Promise<{ readonly status?: number | undefined }>;
  log: Logger;
}) {
  return messageBatchHandler(queryDeadLetterMessageSchema, deps.log, async ({ query_hash }, { log }) => {
    const { status } = await deps.failNotStarted(query_hash);
    log.warn('query message dead-lettered; the query is failed and refunded unless it had started', {
      queryHash: query_hash,
      status,
    });
  });
}
