import { getDefaultContainer } from '../../platform/container';
import { routeGroupHandler } from '../../platform/http/route-group';
import { lambdaEntries } from '../../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../../platform/logging/lambda-logging';
import { usageHandlers } from './usage.handlers';

/** Lambda entry of the usage route group. */
const container = getDefaultContainer(lambdaEntries.usage);
export const handler = withLambdaContext(
  container.log,
  routeGroupHandler('usage', usageHandlers(container), container.http.corsAllowOrigin),
  { correlationIdPath: correlationPaths.apiGateway },
);
