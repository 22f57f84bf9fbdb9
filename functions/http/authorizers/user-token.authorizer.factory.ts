import type { Container } from '../../platform/container';
import type { RequestAuthorizer } from '../../platform/http/types';
import { createUserTokenAuthorizer } from './user-token.authorizer';

/** The user-token authorizer over a container's ports (the Lambda entry and the local gateway). */
export const userTokenAuthorizerOf = ({ ports }: Pick<Container, 'ports'>): RequestAuthorizer =>
  createUserTokenAuthorizer({
    verify: ports.verifyAccessToken,
    isRevoked: ports.accounts.isTokenRevoked,
    log: ports.log,
  });
