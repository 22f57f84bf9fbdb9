import { secretHash } from '../../../functions/adapters/cognito/identity-provider';
import { cognitoRefusal, type GuardedClient } from './cognito-guard';

const confidential: GuardedClient = {
  ClientId: 'web',
  ClientSecret: 'shh',
  ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  WriteAttributes: ['locale'],
};
const clientOf = (id: string) => (id === 'web' ? confidential : undefined);
const auth = (flow: string, parameters: Record<string, string>) => ({
  ClientId: 'web',
  AuthFlow: flow,
  AuthParameters: parameters,
});
const tokenOf = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('local Cognito guard', () => {
  it('refuses a flow the client does not allow, as Cognito does', () => {
    expect(
      cognitoRefusal('InitiateAuth', auth('USER_PASSWORD_AUTH', { USERNAME: 'a', PASSWORD: 'p' }), clientOf),
    ).toMatchObject({ type: 'InvalidParameterException' });
    expect(cognitoRefusal('InitiateAuth', auth('USER_SRP_AUTH', { USERNAME: 'a' }), clientOf)).toBeDefined();
  });

  it('lets the admin flow pass only with the right SECRET_HASH for its USERNAME', () => {
    const right = secretHash('shh', 'a@b.c', 'web');
    const call = (hash?: string) =>
      cognitoRefusal(
        'AdminInitiateAuth',
        auth('ADMIN_USER_PASSWORD_AUTH', {
          USERNAME: 'a@b.c',
          PASSWORD: 'p',
          ...(hash ? { SECRET_HASH: hash } : {}),
        }),
        clientOf,
      );
    expect(call(right)).toBeUndefined();
    expect(call()).toMatchObject({
      type: 'NotAuthorizedException',
      message: expect.stringMatching(/not received/),
    });
    expect(call(secretHash('shh', 'x@b.c', 'web'))).toMatchObject({
      message: expect.stringMatching(/verify/),
    });
    expect(
      cognitoRefusal(
        'AdminInitiateAuth',
        auth('REFRESH_TOKEN_AUTH', {
          REFRESH_TOKEN: 't',
          USERNAME: 'sub',
          SECRET_HASH: secretHash('shh', 'sub', 'web'),
        }),
        clientOf,
      ),
    ).toBeUndefined();
  });

  it('wants the client secret on RevokeToken and refuses attribute writes the client does not list', () => {
    expect(cognitoRefusal('RevokeToken', { ClientId: 'web', Token: 't' }, clientOf)).toBeDefined();
    expect(
      cognitoRefusal('RevokeToken', { ClientId: 'web', Token: 't', ClientSecret: 'shh' }, clientOf),
    ).toBeUndefined();
    expect(
      cognitoRefusal(
        'UpdateUserAttributes',
        { AccessToken: tokenOf({ client_id: 'web' }), UserAttributes: [{ Name: 'email', Value: 'x@y.z' }] },
        clientOf,
      ),
    ).toMatchObject({ type: 'NotAuthorizedException' });
    expect(
      cognitoRefusal(
        'UpdateUserAttributes',
        { AccessToken: tokenOf({ client_id: 'web' }), UserAttributes: [{ Name: 'locale', Value: 'fr' }] },
        clientOf,
      ),
    ).toBeUndefined();
  });

  it('passes everything else untouched', () => {
    expect(cognitoRefusal('AdminCreateUser', { UserPoolId: 'p' }, clientOf)).toBeUndefined();
    expect(
      cognitoRefusal('InitiateAuth', { ClientId: 'unknown', AuthFlow: 'USER_PASSWORD_AUTH' }, clientOf),
    ).toBeUndefined();
  });
});
