import { alertMessageSchema } from '../../../shared/contract/payloads/alert-queue.schema';
import type { Logger } from '../../platform/logger';
import { messageBatchHandler } from '../../platform/sqs/message-batch';

/** The alert queue's consumer: one "alert delivery" execution per alert, named by its id. */
export function createAlertStarter(deps: { start: (alertId: string) => Promise<string>; log: Logger }) {
  return messageBatchHandler(alertMessageSchema, deps.log, async ({ alert_id }, { log }) => {
    const outcome = await deps.start(alert_id);
    log.info('alert delivery execution', { alertId: alert_id, outcome });
  });
}
