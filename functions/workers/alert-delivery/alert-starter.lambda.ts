import { getDefaultContainer } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { withLambdaContext } from '../../platform/logging/lambda-logging';
import { createAlertStarter } from './alert-starter.worker';

/** Lambda entry of the alert queue's consumer. */
const { ports } = getDefaultContainer(lambdaEntries.alertStarter);
export const handler = withLambdaContext(
  ports.log,
  createAlertStarter({ start: ports.startAlertDelivery, log: ports.log }),
);
