import { rescreenMessageSchema } from '../../../shared/contract/payloads/rescreen-queue.schema';
import type { CounterpartyRescreen } from '../../domain/monitoring/counterparty-rescreen.service';
import type { Logger } from '../../platform/logger';
import { messageBatchHandler } from '../../platform/sqs/message-batch';

/**
 * The re-screen queue's consumer: per message (up to 100 addresses of one chain that a label
 * import made riskier), raises the known_risk alerts of the monitored addresses that dealt with
 * them (counterparty-rescreen.service.ts). A message that failed goes back to the queue; the
 * alerts' stable ids make its retry raise nothing twice.
 */
export function createLabelRescreenWorker(deps: { rescreen: CounterpartyRescreen; log: Logger }) {
  return messageBatchHandler(rescreenMessageSchema, deps.log, async (message, { log }) => {
    const done = await deps.rescreen.rescreen(
      message.changes.map((c) => ({
        chain: message.chain,
        address: c.address,
        category: c.category,
        source: c.source,
        sourceDate: c.source_date,
      })),
    );
    if (done.dealings > 0) log.info('newly labelled counterparties re-screened', { ...done });
  });
}
