import { getDefaultContainer } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { withLambdaContext } from '../../platform/logging/lambda-logging';
import { createLabelRescreenWorker } from './label-rescreen.worker';

/** Lambda entry of the re-screen queue's consumer. */
const { monitoring, log } = getDefaultContainer(lambdaEntries.labelRescreen);
export const handler = withLambdaContext(
  log,
  createLabelRescreenWorker({ rescreen: monitoring.rescreen, log }),
);
