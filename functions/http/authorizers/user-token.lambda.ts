import { getDefaultContainer } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../../platform/logging/lambda-logging';
import { userTokenAuthorizerOf } from './user-token.authorizer.factory';

/** Lambda entry of the console API's REQUEST authorizer. */
const container = getDefaultContainer(lambdaEntries.userTokenAuthorizer);
export const handler = withLambdaContext(container.log, userTokenAuthorizerOf(container), {
  correlationIdPath: correlationPaths.apiGateway,
});
