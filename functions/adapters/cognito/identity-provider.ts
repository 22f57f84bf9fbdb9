import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  type AuthFlowType,
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
  async function setPassword(email: string, password: string): Promise<void> {
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: email,
        Password: password,
        Permanent: true,
      }),
    );
  }

  /** Password sign-in and refresh; any answer that is not a token means "wrong credentials". */
  async function initiateAuth(flow: AuthFlowType, parameters: Record<string, string>) {
    try {
      const { AuthenticationResult: r } = await cognito.send(
        new InitiateAuthCommand({ ClientId: clientId, AuthFlow: flow, AuthParameters: parameters }),
      );
      if (!r?.AccessToken) throw new InvalidCredentialsError('no tokens');
      return { ...r, AccessToken: r.AccessToken };
    } catch (error) {
      if (error instanceof Error && credentialErrors.has(error.name))
        throw new InvalidCredentialsError(error.name);
      throw error;
    }
  }

  return {
    async createUser(email, password) {
      let sub: string | undefined;
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
        sub = User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
      } catch (error) {
        if (error instanceof Error && error.name === 'UsernameExistsException')
          throw new EmailTakenError(email);
        throw error;
      }
      try {
        if (!sub) throw new Error('The user pool returned no sub for the new user');
        await setPassword(email, password);
        return sub;
      } catch (error) {
        // A user left without its password would hold the e-mail forever ("already registered")
        // while nobody can sign in as it; remove it so the person can simply try again.
        await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: email }));
        throw error;
      }
    },

    async deleteUser(email) {
      await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: email }));
    },

    setPassword,

    async signIn(email, password) {
      const r = await initiateAuth('USER_PASSWORD_AUTH', { USERNAME: email, PASSWORD: password });
      if (!r.RefreshToken) throw new InvalidCredentialsError('no refresh token');
      return { accessToken: r.AccessToken, refreshToken: r.RefreshToken, expiresIn: r.ExpiresIn ?? 3600 };
    },

    async refresh(refreshToken) {
      const r = await initiateAuth('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: refreshToken });
      return { accessToken: r.AccessToken, expiresIn: r.ExpiresIn ?? 3600 };
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
