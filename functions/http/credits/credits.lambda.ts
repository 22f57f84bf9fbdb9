import { getDefaultContainer } from '../../platform/container';
import { routeGroupHandler } from '../../platform/http/route-group';
import { lambdaEntries } from '../../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../../platform/logging/lambda-logging';
import { creditsHandlers } from './credits.handlers';

/** Lambda entry of the credits route group. */
const container = getDefaultContainer(lambdaEntries.credits);
export const handler = withLambdaContext(
  container.log,
  routeGroupHandler('credits', creditsHandlers(container), container.http.corsAllowOrigin),
  { correlationIdPath: correlationPaths.apiGateway },
);
