import { getDefaultContainer } from '../../platform/container';
import { routeGroupHandler } from '../../platform/http/route-group';
import { lambdaEntries } from '../../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../../platform/logging/lambda-logging';
import { queryHandlers } from './queries.handlers';

/** Lambda entry of the queries route group. */
const container = getDefaultContainer(lambdaEntries.queries);
export const handler = withLambdaContext(
  container.log,
  routeGroupHandler('queries', queryHandlers(container), container.http.corsAllowOrigin),
  { correlationIdPath: correlationPaths.apiGateway },
);
