import type { APIGatewayAuthorizerResult } from 'aws-lambda';
import type { AccessTokenVerifier, VerifiedAccessToken } from '../../domain/accounts/account.ports';
import { header } from '../../platform/http/headers';
import { type RequestAuthorizer, UNAUTHORIZED } from '../../platform/http/types';
import type { Logger } from '../../platform/logger';

/**
 * The console API's authorizer: a Cognito access token in `Authorization: Bearer …`, verified
 * (signature, issuer, expiry, client, token_use) and not revoked by logout. The same function
 * runs as the API Gateway REQUEST authorizer and inside the local gateway.
 */
export interface UserTokenAuthorizerDeps {
  readonly verify: AccessTokenVerifier;
  /** Logged out (the token's session) or ended by a password reset or "log out everywhere". */
  readonly isRevoked: (token: VerifiedAccessToken) => Promise<boolean>;
  readonly log: Logger;
}

export function createUserTokenAuthorizer({
  verify,
  isRevoked,
  log,
}: UserTokenAuthorizerDeps): RequestAuthorizer {
  return async (event) => {
    const match = /^Bearer\s+(\S+)$/i.exec(
      header(event as { headers: Record<string, string> }, 'authorization') ?? '',
    );
    if (!match) throw new Error(UNAUTHORIZED);
    let token: Awaited<ReturnType<AccessTokenVerifier>>;
    try {
      token = await verify(match[1]!);
    } catch (error) {
      log.info('token rejected', { reason: error instanceof Error ? error.message : String(error) });
      throw new Error(UNAUTHORIZED);
    }
    if (await isRevoked(token)) throw new Error(UNAUTHORIZED);
    return allow(token.sub, event.methodArn, {
      userId: token.sub,
      tokenId: token.jti,
      tokenExpiresAt: token.exp,
    });
  };
}

/** Allows every method of the API for this caller, so a cached policy fits any route. */
function allow(
  principalId: string,
  methodArn: string,
  context: Record<string, string | number>,
): APIGatewayAuthorizerResult {
  const [arnPrefix, stage] = methodArn.split('/');
  return {
    principalId,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: `${arnPrefix}/${stage}/*` }],
    },
    context,
  };
}
