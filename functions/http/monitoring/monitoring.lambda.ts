import { getDefaultContainer } from '../../platform/container';
import { routeGroupHandler } from '../../platform/http/route-group';
import { lambdaEntries } from '../../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../../platform/logging/lambda-logging';
import { monitoringHandlers } from './monitoring.handlers';

/** Lambda entry of the monitoring route group. */
const container = getDefaultContainer(lambdaEntries.monitoring);
export const handler = withLambdaContext(
  container.log,
  routeGroupHandler('monitoring', monitoringHandlers(container), container.http.corsAllowOrigin),
  { correlationIdPath: correlationPaths.apiGateway },
);
