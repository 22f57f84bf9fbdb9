import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { createLogger } from '../../platform/logger';
import { createUserTokenAuthorizer } from './user-token.authorizer';

const methodArn = 'arn:aws:execute-api:us-east-1:123456789012:abc123/prod/GET/api/user';
const request = (authorization?: string) =>
  ({
    type: 'REQUEST',
    methodArn,
    headers: authorization ? { Authorization: authorization } : {},
  }) as unknown as APIGatewayRequestAuthorizerEvent;

const authorizer = (revoked: string[] = []) =>
  createUserTokenAuthorizer({
    verify: async (token) => {
      if (token !== 'good' && token !== 'revoked') throw new Error('Invalid signature');
      return { sub: 'user-1', jti: token === 'good' ? 'jti-1' : 'jti-2', exp: 2_000_000_000, issuedAt: 1 };
    },
    isRevoked: async (token) => revoked.includes(token.jti),
    log: createLogger('silent'),
  });

describe('user token authorizer', () => {
  it('allows a valid bearer token for the whole stage and passes the caller on', async () => {
    const result = await authorizer()(request('Bearer good'));
    expect(result.principalId).toBe('user-1');
    expect(result.policyDocument.Statement[0]).toMatchObject({
      Effect: 'Allow',
      Resource: 'arn:aws:execute-api:us-east-1:123456789012:abc123/prod/*',
    });
    expect(result.context).toEqual({ userId: 'user-1', tokenId: 'jti-1', tokenExpiresAt: 2_000_000_000 });
  });

  it.each([undefined, 'good', 'Basic good', 'Bearer bad'])('rejects %s as Unauthorized', async (header) => {
    await expect(authorizer()(request(header))).rejects.toThrow('Unauthorized');
  });

  it('rejects a token revoked by logout', async () => {
    await expect(authorizer(['jti-2'])(request('Bearer revoked'))).rejects.toThrow('Unauthorized');
  });
});
