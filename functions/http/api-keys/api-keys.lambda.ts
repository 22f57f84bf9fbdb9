import { getDefaultContainer } from '../../platform/container';
import { routeGroupHandler } from '../../platform/http/route-group';
import { lambdaEntries } from '../../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../../platform/logging/lambda-logging';
import { apiKeyHandlers } from './api-keys.handlers';

/** Lambda entry of the api-keys route group. */
const container = getDefaultContainer(lambdaEntries.apiKeys);
export const handler = withLambdaContext(
  container.log,
  routeGroupHandler('api-keys', apiKeyHandlers(container), container.http.corsAllowOrigin),
  { correlationIdPath: correlationPaths.apiGateway },
);
