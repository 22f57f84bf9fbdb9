import { createHmac } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  InvalidPasswordException,
  NotAuthorizedException,
  RevokeTokenCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { EmailTakenError, InvalidCredentialsError } from '../../domain/accounts/account.errors';
import { createIdentityProvider, secretHash } from './identity-provider';

const cognito = mockClient(CognitoIdentityProviderClient);
const provider = () =>
  createIdentityProvider(new CognitoIdentityProviderClient({}), 'pool', {
    clientId: 'client',
    clientSecret: 'client-secret',
  });
const email = 'ann@example.com';

beforeEach(() => {
  cognito.reset();
  cognito.on(AdminCreateUserCommand).resolves({ User: { Attributes: [{ Name: 'sub', Value: 'sub-1' }] } });
  cognito.on(AdminSetUserPasswordCommand).resolves({});
  cognito.on(AdminDeleteUserCommand).resolves({});
});

describe('identity provider: createUser', () => {
  it('creates the user with a permanent password and answers its sub', async () => {
    expect(await provider().createUser(email, 'a'.repeat(64))).toBe('sub-1');
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input).toMatchObject({
      Username: email,
      Permanent: true,
    });
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('deletes the half-created user when its password cannot be set', async () => {
    cognito
      .on(AdminSetUserPasswordCommand)
      .rejects(new InvalidPasswordException({ message: 'policy', $metadata: {} }));
    await expect(provider().createUser(email, 'a'.repeat(64))).rejects.toThrow('policy');
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'pool',
      Username: email,
    });
  });

  it('reports an existing user as EmailTakenError and deletes nothing', async () => {
    cognito
      .on(AdminCreateUserCommand)
      .rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }));
    await expect(provider().createUser(email, 'a'.repeat(64))).rejects.toBeInstanceOf(EmailTakenError);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });
});

describe('identity provider: sign-in through the confidential client', () => {
  it("computes Cognito's SECRET_HASH: Base64(HMAC-SHA256(secret, username + client id))", () => {
    // Worked by hand with the primitive, so a change of order or encoding fails here.
    const expected = createHmac('sha256', 's3cret').update('ann@example.comclient').digest('base64');
    expect(secretHash('s3cret', 'ann@example.com', 'client')).toBe(expected);
    expect(secretHash('s3cret', 'ann@example.com', 'client')).not.toBe(
      secretHash('s3cret', 'bob@example.com', 'client'),
    );
  });

  it('signs in with AdminInitiateAuth, ADMIN_USER_PASSWORD_AUTH and the SECRET_HASH over the e-mail', async () => {
    cognito.on(AdminInitiateAuthCommand).resolves({
      AuthenticationResult: { AccessToken: 'access', RefreshToken: 'refresh', ExpiresIn: 3600 },
    });
    expect(await provider().signIn(email, 'p'.repeat(64))).toEqual({
      accessToken: 'access',
      refreshToken: 'refresh',
      expiresIn: 3600,
    });
    expect(cognito.commandCalls(AdminInitiateAuthCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'pool',
      ClientId: 'client',
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: {
        USERNAME: email,
        PASSWORD: 'p'.repeat(64),
        SECRET_HASH: secretHash('client-secret', email, 'client'),
      },
    });
    expect(cognito.commandCalls(InitiateAuthCommand)).toHaveLength(0);
  });

  it("tells threat protection the caller's address with a sign-in", async () => {
    cognito.on(AdminInitiateAuthCommand).resolves({
      AuthenticationResult: { AccessToken: 'access', RefreshToken: 'refresh', ExpiresIn: 3600 },
    });
    await provider().signIn(email, 'p'.repeat(64), '203.0.113.7');
    expect(cognito.commandCalls(AdminInitiateAuthCommand)[0]?.args[0].input.ContextData).toEqual({
      IpAddress: '203.0.113.7',
      ServerName: 'localhost',
      ServerPath: '/api/login',
      HttpHeaders: [],
    });
    // The login limits' key for IPv6 is the /64, and "unknown" when the address was unreadable.
    await provider().signIn(email, 'p'.repeat(64), '2001:db8:1:2::/64');
    await provider().signIn(email, 'p'.repeat(64), 'unknown');
    expect(cognito.commandCalls(AdminInitiateAuthCommand)[1]?.args[0].input.ContextData).toBeUndefined();
    expect(cognito.commandCalls(AdminInitiateAuthCommand)[2]?.args[0].input.ContextData).toBeUndefined();
  });

  it("refreshes with the SECRET_HASH over the user's sub (the pool's user name)", async () => {
    cognito.on(AdminInitiateAuthCommand).resolves({ AuthenticationResult: { AccessToken: 'again' } });
    await provider().refresh('refresh', 'sub-1');
    expect(cognito.commandCalls(AdminInitiateAuthCommand)[0]?.args[0].input).toMatchObject({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: {
        REFRESH_TOKEN: 'refresh',
        USERNAME: 'sub-1',
        SECRET_HASH: secretHash('client-secret', 'sub-1', 'client'),
      },
    });
  });

  it('revokes with the client secret and reads a refused sign-in as wrong credentials', async () => {
    cognito.on(RevokeTokenCommand).resolves({});
    await provider().revokeRefreshToken('refresh');
    expect(cognito.commandCalls(RevokeTokenCommand)[0]?.args[0].input).toEqual({
      ClientId: 'client',
      ClientSecret: 'client-secret',
      Token: 'refresh',
    });
    cognito
      .on(AdminInitiateAuthCommand)
      .rejects(new NotAuthorizedException({ message: 'no', $metadata: {} }));
    await expect(provider().signIn(email, 'x')).rejects.toBeInstanceOf(InvalidCredentialsError);
  });

  it('refuses to sign in without the client secret rather than calling Cognito without it', async () => {
    const withoutSecret = createIdentityProvider(new CognitoIdentityProviderClient({}), 'pool', {
      clientId: 'client',
      clientSecret: undefined,
    });
    await expect(withoutSecret.signIn(email, 'x')).rejects.toThrow(/client secret is not configured/);
    expect(cognito.commandCalls(AdminInitiateAuthCommand)).toHaveLength(0);
  });
});
