import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';

/**
 * The user pool as our code needs it. Users are created by the API (never by self sign-up) once
 * their e-mail code checks out; the password stored is the client's SHA-256 hex (spec 01 §5).
 */
export interface IssuedTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Seconds the access token lives. */
  readonly expiresIn: number;
}

export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}
export class InvalidCredentialsError extends Error {
  override name = 'InvalidCredentialsError';
}

export interface IdentityProvider {
  /** Creates a confirmed user with a permanent password; answers the user's `sub`. */
  createUser(email: string, password: string): Promise<string>;
  deleteUser(email: string): Promise<void>;
  setPassword(email: string, password: string): Promise<void>;
  signIn(email: string, password: string): Promise<IssuedTokens>;
  /** A new access token for a refresh token; the refresh token itself stays the same. */
  refresh(refreshToken: string): Promise<Omit<IssuedTokens, 'refreshToken'>>;
  revokeRefreshToken(refreshToken: string): Promise<void>;
}

// cognito-local answers a wrong password with InvalidPasswordException where Cognito says
// NotAuthorizedException; both mean "wrong credentials" here.
const credentialErrors = new Set([
  'InvalidPasswordException',
  'NotAuthorizedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
]);

export function createIdentityProvider(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  clientId: string,
): IdentityProvider {
  return {
    async createUser(email, password) {
      try {
        const { User } = await cognito.send(
          new AdminCreateUserCommand({
            UserPoolId: userPoolId,
            Username: email,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
            ],
          }),
        );
        await cognito.send(
          new AdminSetUserPasswordCommand({
            UserPoolId: userPoolId,
            Username: email,
            Password: password,
            Permanent: true,
          }),
        );
        const sub = User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
        if (!sub) throw new Error('The user pool returned no sub for the new user');
        return sub;
      } catch (error) {
        if (error instanceof Error && error.name === 'UsernameExistsException')
          throw new EmailTakenError(email);
        throw error;
      }
    },

    async deleteUser(email) {
      await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: email }));
    },

    async setPassword(email, password) {
      await cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: userPoolId,
          Username: email,
          Password: password,
          Permanent: true,
        }),
      );
    },

    async signIn(email, password) {
      try {
        const { AuthenticationResult: r } = await cognito.send(
          new InitiateAuthCommand({
            ClientId: clientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: email, PASSWORD: password },
          }),
        );
        if (!r?.AccessToken || !r.RefreshToken) throw new InvalidCredentialsError('no tokens');
        return { accessToken: r.AccessToken, refreshToken: r.RefreshToken, expiresIn: r.ExpiresIn ?? 3600 };
      } catch (error) {
        if (error instanceof Error && credentialErrors.has(error.name))
          throw new InvalidCredentialsError(error.name);
        throw error;
      }
    },

    async refresh(refreshToken) {
      try {
        const { AuthenticationResult: r } = await cognito.send(
          new InitiateAuthCommand({
            ClientId: clientId,
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            AuthParameters: { REFRESH_TOKEN: refreshToken },
          }),
        );
        if (!r?.AccessToken) throw new InvalidCredentialsError('no tokens');
        return { accessToken: r.AccessToken, expiresIn: r.ExpiresIn ?? 3600 };
      } catch (error) {
        if (error instanceof Error && credentialErrors.has(error.name))
          throw new InvalidCredentialsError(error.name);
        throw error;
      }
    },

    async revokeRefreshToken(refreshToken) {
      try {
        await cognito.send(new RevokeTokenCommand({ ClientId: clientId, Token: refreshToken }));
      } catch (error) {
        // A token that is not valid any more is as good as revoked.
        if (!(error instanceof Error && credentialErrors.has(error.name))) throw error;
      }
    },
  };
}
