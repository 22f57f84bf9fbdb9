import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  type AuthFlowType,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { EmailTakenError, InvalidCredentialsError } from '../../domain/accounts/account.errors';
import type { IdentityProvider } from '../../domain/accounts/account.ports';

// cognito-local answers a wrong password with InvalidPasswordException where Cognito says
// NotAuthorizedException; both mean "wrong credentials" here.
const credentialErrors = new Set([
  'InvalidPasswordException',
  'NotAuthorizedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
]);

/**
 * The domain's IdentityProvider port over a Cognito user pool; Cognito's error names become
 * EmailTakenError and InvalidCredentialsError.
 */
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
