import { monitorPollMessageSchema } from '../../../shared/contract/messages/alert-queue.schema';
import type { MonitorPoller } from '../../domain/monitoring/monitor-poller.service';
import type { Logger } from '../../platform/logger';
import { messageBatchHandler } from '../../platform/sqs/message-batch';

/**
 * The monitor poll queue's consumer: polls one shard of monitored addresses per message. A shard
 * whose read failed as a whole is retried by SQS; single addresses that failed wait for the next
 * minute's poll (their cursor did not move).
 */
export function createMonitorShardWorker(deps: { poller: Pick<MonitorPoller, 'pollShard'>; log: Logger }) {
  return messageBatchHandler(monitorPollMessageSchema, deps.log, async ({ shard, scheduled_at }, { log }) => {
    const polled = await deps.poller.pollShard(shard, scheduled_at);
    if (polled.alerts > 0 || polled.failed > 0) log.info('monitor shard polled', { ...polled });
  });
}
