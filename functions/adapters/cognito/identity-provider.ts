import { createHmac } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  type AuthFlowType,
  type CognitoIdentityProviderClient,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decomposeUnverifiedJwt } from 'aws-jwt-verify/jwt';
import ipaddr from 'ipaddr.js';
import { EmailTakenError, InvalidCredentialsError } from '../../domain/accounts/account.errors';
import type { IdentityProvider } from '../../domain/accounts/account.ports';
import { sessionIdOf } from './access-token-verifier';

/**
 * The sign-in session of tokens straight from the pool over TLS: read, not verified (the
 * authorizer verifies every token it is shown). A token that does not decode names no session,
 * which fails closed: that session must confirm the password before a sensitive change.
 */
function sessionOfIssued(accessToken: string): string | undefined {
  try {
    return sessionIdOf(decomposeUnverifiedJwt(accessToken).payload);
  } catch {
    return undefined;
  }
}

// cognito-local answers a wrong password with InvalidPasswordException where Cognito says
// NotAuthorizedException; both mean "wrong credentials" here.
const credentialErrors = new Set([
  'InvalidPasswordException',
  'NotAuthorizedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
]);

/**
 * The pool's app client our API signs in through: a confidential client, so only code holding
 * its secret can sign in with a password or refresh a session (a public client id alone cannot).
 */
export interface UserPoolClientCredentials {
  readonly clientId: string;
  /** Undefined only where no function of ours signs in (then sign-in, refresh and revoke fail). */
  readonly clientSecret: string | undefined;
  /** The console's host name, told to threat protection with each sign-in (ContextData). */
  readonly serverName?: string;
}

/** Cognito's SECRET_HASH: Base64(HMAC-SHA256(client secret, username + client id)). */
export const secretHash = (clientSecret: string, username: string, clientId: string): string =>
  createHmac('sha256', clientSecret)
    .update(username + clientId)
    .digest('base64');

/**
 * The domain's IdentityProvider port over a Cognito user pool; Cognito's error names become
 * EmailTakenError and InvalidCredentialsError. Sign-in and refresh are the admin flows
 * (AdminInitiateAuth, IAM-signed) with the client's SECRET_HASH: the client allows no other
 * flow, so nobody can skip our sign-in limits by calling Cognito's public InitiateAuth.
 */
export function createIdentityProvider(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  client: UserPoolClientCredentials,
): IdentityProvider {
  const { clientId } = client;
  const secret = (): string => {
    if (!client.clientSecret) throw new Error('The user pool client secret is not configured');
    return client.clientSecret;
  };

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

  /**
   * Password sign-in and refresh; any answer that is not a token means "wrong credentials".
   * `username` is what SECRET_HASH is computed over: the e-mail at sign-in, the user's Cognito
   * user name (its sub, in a pool whose sign-in alias is the e-mail) at refresh.
   */
  async function initiateAuth(
    flow: AuthFlowType,
    username: string,
    parameters: Record<string, string>,
    clientAddress?: string,
  ) {
    const SECRET_HASH = secretHash(secret(), username, clientId);
    try {
      const { AuthenticationResult: r } = await cognito.send(
        new AdminInitiateAuthCommand({
          UserPoolId: userPoolId,
          ClientId: clientId,
          AuthFlow: flow,
          AuthParameters: { ...parameters, USERNAME: username, SECRET_HASH },
          // Without it, threat protection scores every sign-in as coming from our Lambda.
          // The limits' client key may be an IPv6 /64 or "unknown": only an address is sent.
          ...(clientAddress && ipaddr.isValid(clientAddress)
            ? {
                ContextData: {
                  IpAddress: clientAddress,
                  ServerName: client.serverName ?? 'localhost',
                  ServerPath: '/api/login',
                  HttpHeaders: [],
                },
              }
            : {}),
        }),
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

    async signIn(email, password, clientAddress) {
      const r = await initiateAuth('ADMIN_USER_PASSWORD_AUTH', email, { PASSWORD: password }, clientAddress);
      if (!r.RefreshToken) throw new InvalidCredentialsError('no refresh token');
      const sessionId = sessionOfIssued(r.AccessToken);
      return {
        accessToken: r.AccessToken,
        refreshToken: r.RefreshToken,
        expiresIn: r.ExpiresIn ?? 3600,
        ...(sessionId ? { sessionId } : {}),
      };
    },

    async refresh(refreshToken, userId) {
      const r = await initiateAuth('REFRESH_TOKEN_AUTH', userId, { REFRESH_TOKEN: refreshToken });
      return { accessToken: r.AccessToken, expiresIn: r.ExpiresIn ?? 3600 };
    },

    async revokeRefreshToken(refreshToken) {
      try {
        await cognito.send(
          new RevokeTokenCommand({ ClientId: clientId, ClientSecret: secret(), Token: refreshToken }),
        );
      } catch (error) {
        // A token that is not valid any more is as good as revoked.
        if (!(error instanceof Error && credentialErrors.has(error.name))) throw error;
      }
    },
  };
}
