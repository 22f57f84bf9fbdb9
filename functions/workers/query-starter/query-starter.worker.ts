import { queryMessageSchema } from '../../../shared/contract/payloads/query-queue.schema';
import type { StartAnalysis } from '../../domain/queries/query.ports';
import type { Logger } from '../../platform/logger';
import { messageBatchHandler } from '../../platform/sqs/message-batch';

/**
 * The query queue's consumer: one analysis execution per queued query. A message whose
 * execution already exists (a redelivery) is done; a message that fails is reported alone so
 * only it is retried, and after the queue's maxReceiveCount it moves to the dead-letter queue.
 * Malformed messages are dropped loudly (platform/sqs/message-batch.ts says why).
 */
export function createQueryStarter(deps: { start: StartAnalysis; log: Logger }) {
  return messageBatchHandler(queryMessageSchema, deps.log, async ({ query_hash }, { log }) => {
    const outcome = await deps.start(query_hash);
    log.info('analysis execution', { queryHash: query_hash, outcome });
  });
}
