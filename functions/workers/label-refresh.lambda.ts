import { createLabelRepository } from '../adapters/dynamodb/label.repository';
import { createAwsClients } from '../platform/aws-clients';
import { getConfig } from '../platform/config';
import { createLogger } from '../platform/logger';
import { createLabelRefreshWorker } from './label-refresh.worker';

/** Scheduled (EventBridge) entry of the label refresh job; the event carries nothing it needs. */
const config = getConfig();
export const handler = createLabelRefreshWorker({
  fetch,
  repository: createLabelRepository(createAwsClients(config).ddb, config.TABLE_NAME),
  log: createLogger(config.LOG_LEVEL, { job: 'label-refresh' }),
});
