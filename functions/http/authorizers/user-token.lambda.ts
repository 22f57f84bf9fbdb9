import { getDefaultContainer } from '../../platform/container';
import { createUserTokenAuthorizer } from './user-token.authorizer';

/** Lambda entry of the console API's REQUEST authorizer. */
const container = getDefaultContainer();
export const handler = createUserTokenAuthorizer({
  verify: container.verifyAccessToken,
  isRevoked: container.accountRepository.isTokenRevoked,
  log: container.log,
});
