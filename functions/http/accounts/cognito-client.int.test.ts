import {
  AdminInitiateAuthCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RevokeTokenCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { secretHash } from '../../adapters/cognito/identity-provider';
import { localStack } from '../../testing/local-stack';

/**
 * No way around our sign-in, against the local stack: the app client is confidential and allows only our
 * API's admin sign-in, so calling Cognito directly with the client id (as anyone reading the SPA
 * could) cannot sign in and skip our sign-in limits, while /api/login works. cognito-local does
 * not enforce client flows or secrets; the local Cognito guard in front of it does what Cognito
 * does (scripts/local/services/cognito-guard.ts), and infra/test/stateful-stack.test.ts pins the
 * deployed client's settings.
 */
const { env, api } = localStack();
const cognito = new CognitoIdentityProviderClient({
  region: env.AWS_REGION!,
  endpoint: env.COGNITO_ENDPOINT!,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
afterAll(() => cognito.destroy());

/** The `sub` claim of a (cognito-local) access token: the user name a refresh's SECRET_HASH is over. */
const accessTokenSub = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error) => error.name,
  );

describe('the confidential Cognito client', () => {
  it('refuses a direct USER_PASSWORD_AUTH sign-in while /api/login works', async () => {
    const user = await api.newUser('direct-cognito');
    const direct = cognito.send(
      new InitiateAuthCommand({
        ClientId: env.USER_POOL_CLIENT_ID!,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    expect(await refusal(direct)).toBe('InvalidParameterException');

    const login = await api.call('POST', '/api/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
  });

  it('refuses the admin flow, a refresh and token revocation without the client secret', async () => {
    const user = await api.newUser('no-secret');
    const clientId = env.USER_POOL_CLIENT_ID!;
    const clientSecret = env.USER_POOL_CLIENT_SECRET!;
    const adminSignIn = (parameters: Record<string, string>) =>
      cognito.send(
        new AdminInitiateAuthCommand({
          UserPoolId: env.USER_POOL_ID!,
          ClientId: clientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: user.email, PASSWORD: user.password, ...parameters },
        }),
      );
    expect(await refusal(adminSignIn({}))).toBe('NotAuthorizedException');

    // The pool's own refresh token (the console only ever sees ours), from a sign-in with the hash.
    const signedIn = await adminSignIn({ SECRET_HASH: secretHash(clientSecret, user.email, clientId) });
    const poolRefreshToken = signedIn.AuthenticationResult!.RefreshToken!;
    const sub = accessTokenSub(signedIn.AuthenticationResult!.AccessToken!);
    const refreshWith = (parameters: Record<string, string>) =>
      cognito.send(
        new InitiateAuthCommand({
          ClientId: clientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: poolRefreshToken, ...parameters },
        }),
      );
    expect(await refusal(refreshWith({}))).toBe('NotAuthorizedException');
    // The same token with the SECRET_HASH (over the user's sub) refreshes: the refusal was the hash.
    const refreshed = await refreshWith({
      USERNAME: sub,
      SECRET_HASH: secretHash(clientSecret, sub, clientId),
    });
    expect(refreshed.AuthenticationResult?.AccessToken).toBeTruthy();

    const revoke = (secret?: string) =>
      cognito.send(
        new RevokeTokenCommand({
          ClientId: clientId,
          Token: poolRefreshToken,
          ...(secret ? { ClientSecret: secret } : {}),
        }),
      );
    expect(await refusal(revoke())).toBe('NotAuthorizedException');
    expect(await refusal(revoke(clientSecret))).toBe('accepted');
  });

  it("refuses a user's own token changing the e-mail Cognito signs them in with", async () => {
    const user = await api.newUser('own-email');
    const change = cognito.send(
      new UpdateUserAttributesCommand({
        AccessToken: user.access_token,
        UserAttributes: [{ Name: 'email', Value: 'someone-else@example.com' }],
      }),
    );
    expect(await refusal(change)).toBe('NotAuthorizedException');
    const login = await api.call('POST', '/api/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
  });
});
