import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { AccessTokenVerifier } from '../../domain/accounts/account.ports';

/**
 * Verifies Cognito access tokens: signature against the pool's JWKS, issuer, expiry, the client
 * id and token_use. `CognitoJwtVerifier` cannot be used because it rejects cognito-local's pool
 * ids (no region prefix), and its default fetcher refuses http JWKS URLs; `JwtRsaVerifier` with a
 * fetch-based cache checks the same claims and works against both (LOCAL-STACK.md §4).
 * `maxAgeSeconds` (config ACCESS_TOKEN_MAX_AGE_SECONDS) refuses tokens issued longer ago than
 * that even while the pool's expiry is still ahead.
 */
export function createAccessTokenVerifier(
  issuer: string,
  clientId: string,
  maxAgeSeconds?: number,
): AccessTokenVerifier {
  const verifier = JwtRsaVerifier.create(
    {
      issuer,
      audience: null, // Cognito access tokens carry client_id, not aud.
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'access') throw new Error('Not an access token');
        if (payload.client_id !== clientId) throw new Error('Token of another client');
        if (
          maxAgeSeconds !== undefined &&
          typeof payload.iat === 'number' &&
          tooOld(payload.iat, maxAgeSeconds)
        )
          throw new Error('Token older than our access-token lifetime');
      },
    },
    {
      jwksCache: new SimpleJwksCache({
        fetcher: {
          fetch: async (uri: string) => {
            const response = await fetch(uri, { signal: AbortSignal.timeout(3000) });
            if (!response.ok) throw new Error(`JWKS fetch failed: ${response.status}`);
            return response.arrayBuffer();
          },
        },
      }),
    },
  );
  return async (token) => {
    const payload = await verifier.verify(token);
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.jti !== 'string' ||
      typeof payload.exp !== 'number' ||
      typeof payload.iat !== 'number'
    ) {
      throw new Error('Token lacks sub, jti, exp or iat');
    }
    return { sub: payload.sub, jti: sessionIdOf(payload)!, exp: payload.exp, issuedAt: payload.iat };
  };
}

/** Whether a token issued at `iatSeconds` (epoch s) is past `maxAgeSeconds` now. */
const tooOld = (iatSeconds: number, maxAgeSeconds: number, nowMs = Date.now()): boolean =>
  nowMs >= (iatSeconds + maxAgeSeconds) * 1000;

/**
 * The sign-in session of an access token's claims: Cognito's `origin_jti` (shared by every token
 * refreshed from one sign-in), else the token's own `jti` (cognito-local has no origin_jti).
 */
export function sessionIdOf(payload: { origin_jti?: unknown; jti?: unknown }): string | undefined {
  if (typeof payload.origin_jti === 'string') return payload.origin_jti;
  return typeof payload.jti === 'string' ? payload.jti : undefined;
}
