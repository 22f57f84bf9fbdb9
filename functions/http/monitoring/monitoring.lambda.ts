import { getDefaultContainerWithSecrets } from '../../platform/container';
import { routeGroupHandler } from '../../platform/http/route-group';
import { lambdaEntries } from '../../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../../platform/logging/lambda-logging';
import { monitoringHandlers } from './monitoring.handlers';

/** Lambda entry of the monitoring route group. */
// On AWS the chain sources' keys (the cost estimate reads recent transfers) are read before the first request.
const container = await getDefaultContainerWithSecrets(lambdaEntries.monitoring);
export const handler = withLambdaContext(
  container.log,
  routeGroupHandler('monitoring', monitoringHandlers(container), container.http.corsAllowOrigin),
  { correlationIdPath: correlationPaths.apiGateway },
);
