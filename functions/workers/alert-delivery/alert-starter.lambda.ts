import { getDefaultContainer } from '../../platform/container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { withLambdaContext } from '../../platform/logging/lambda-logging';
import { createAlertStarter } from './alert-starter.worker';

/** Lambda entry of the alert queue's consumer. */
const { startAlertDelivery, log } = getDefaultContainer(lambdaEntries.alertStarter);
export const handler = withLambdaContext(log, createAlertStarter({ start: startAlertDelivery, log }));
