import { getDefaultContainerWithSecrets } from '../../platform/container';
import { routeGroupHandler } from '../../platform/http/route-group';
import { lambdaEntries } from '../../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../../platform/logging/lambda-logging';
import { accountHandlers } from './accounts.handlers';

/** Lambda entry of the accounts route group. */
// On AWS the pool client's secret is read from Secrets Manager before the first request.
const container = await getDefaultContainerWithSecrets(lambdaEntries.accounts);
export const handler = withLambdaContext(
  container.log,
  routeGroupHandler('accounts', accountHandlers(container), container.http.corsAllowOrigin),
  { correlationIdPath: correlationPaths.apiGateway },
);
