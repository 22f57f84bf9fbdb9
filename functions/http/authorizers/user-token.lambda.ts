import { getDefaultContainer } from '../../platform/container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { correlationPaths, withLambdaContext } from '../../platform/logging/lambda-logging';
import { createUserTokenAuthorizer } from './user-token.authorizer';

/** Lambda entry of the console API's REQUEST authorizer. */
const container = getDefaultContainer(lambdaEntries.userTokenAuthorizer);
export const handler = withLambdaContext(
  container.log,
  createUserTokenAuthorizer({
    verify: container.verifyAccessToken,
    isRevoked: container.accountRepository.isTokenRevoked,
    log: container.log,
  }),
  { correlationIdPath: correlationPaths.apiGateway },
);
