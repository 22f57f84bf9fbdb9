import { getDefaultContainerWithSecrets } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { withLambdaContext } from '../../platform/logging/lambda-logging';
import { createMonitorShardWorker } from './monitor-shard.worker';

/** Lambda entry of the monitor poll queue's consumer. */
const { monitoring, log } = await getDefaultContainerWithSecrets(lambdaEntries.monitorShardPoller);
export const handler = withLambdaContext(log, createMonitorShardWorker({ poller: monitoring.poller, log }));
