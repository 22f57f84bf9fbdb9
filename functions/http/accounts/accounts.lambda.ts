import { getDefaultContainer } from '../../platform/container';
import { routeGroupHandler } from '../../platform/http/route-group';
import { lambdaEntries } from '../../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../../platform/logging/lambda-logging';
import { accountHandlers } from './accounts.handlers';

/** Lambda entry of the accounts route group. */
const container = getDefaultContainer(lambdaEntries.accounts);
export const handler = withLambdaContext(
  container.log,
  routeGroupHandler('accounts', accountHandlers(container), container.http.corsAllowOrigin),
  { correlationIdPath: correlationPaths.apiGateway },
);
