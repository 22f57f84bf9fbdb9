import { createAnalysisStarter } from '../../adapters/sfn/analysis-executions';
import { getDefaultContainer } from '../../platform/container';
import { createQueryStarter } from './query-starter.worker';

/** Lambda entry of the query queue's consumer. */
const { clients, config, log } = getDefaultContainer();
export const handler = createQueryStarter({
  start: createAnalysisStarter(clients.sfn, config.ANALYSIS_STATE_MACHINE_ARN),
  log,
});
