import { getDefaultContainer } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../../platform/logging/lambda-logging';
import { apiKeyAuthorizerOf } from './api-key.authorizer.factory';

/** Lambda entry of the public API's REQUEST authorizer. */
const container = getDefaultContainer(lambdaEntries.apiKeyAuthorizer);
export const handler = withLambdaContext(container.log, apiKeyAuthorizerOf(container), {
  correlationIdPath: correlationPaths.apiGateway,
});
