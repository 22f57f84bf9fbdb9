import { monitorPollMessageSchema } from '../../../shared/contract/payloads/alert-queue.schema';
import type { MonitorPoller } from '../../domain/monitoring/monitor-poller.service';
import type { Logger } from '../../platform/logger';
import { messageBatchHandler } from '../../platform/sqs/message-batch';

/**
 * The monitor poll queue's consumer: per message, polls one shard of monitored addresses
 * address by address, or scans one chain's new blocks for all its monitored addresses. A shard or
 * scan that failed as a whole goes back to the queue, but its claim is already taken, so SQS's
 * retry is skipped as superseded: the next minute's message reads it again, since neither the
 * addresses' cursors nor the chain's moved (nothing is lost; a retry would only come sooner).
 */
export function createMonitorShardWorker(deps: {
  poller: Pick<MonitorPoller, 'pollShard' | 'scanChain'>;
  log: Logger;
}) {
  return messageBatchHandler(monitorPollMessageSchema, deps.log, async (message, { log }) => {
    if (message.kind === 'scan') {
      const scanned = await deps.poller.scanChain(message.chain, message.scheduled_at);
      if (scanned.alerts > 0 || scanned.failed > 0 || scanned.skipped === 'started')
        log.info('monitor chain scanned', { ...scanned });
      return;
    }
    const polled = await deps.poller.pollShard(message.shard, message.scheduled_at);
    if (polled.alerts > 0 || polled.failed > 0) log.info('monitor shard polled', { ...polled });
  });
}
