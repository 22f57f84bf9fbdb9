import {
  AdminInitiateAuthCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RevokeTokenCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
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

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'signed in',
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

  it('refuses the admin flow and token revocation without the client secret', async () => {
    const user = await api.newUser('no-secret');
    const adminWithoutHash = cognito.send(
      new AdminInitiateAuthCommand({
        UserPoolId: env.USER_POOL_ID!,
        ClientId: env.USER_POOL_CLIENT_ID!,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    expect(await refusal(adminWithoutHash)).toBe('NotAuthorizedException');
    const refreshWithoutHash = cognito.send(
      new InitiateAuthCommand({
        ClientId: env.USER_POOL_CLIENT_ID!,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: user.refresh_token },
      }),
    );
    expect(await refusal(refreshWithoutHash)).toBe('NotAuthorizedException');
    const revokeWithoutSecret = cognito.send(
      new RevokeTokenCommand({ ClientId: env.USER_POOL_CLIENT_ID!, Token: user.refresh_token }),
    );
    expect(await refusal(revokeWithoutSecret)).toBe('NotAuthorizedException');

    // Our refresh (with the SECRET_HASH over the user's sub) still works.
    const refreshed = await api.call('POST', '/api/refresh-token', {
      body: { refresh_token: user.refresh_token },
    });
    expect(refreshed.status).toBe(200);
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
