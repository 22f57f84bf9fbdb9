import {
  type CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DeleteUserPoolClientCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  type ExplicitAuthFlowsType,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  type PasswordPolicyType,
  UpdateUserPoolClientCommand,
  UpdateUserPoolCommand,
  type UserPoolClientType,
} from '@aws-sdk/client-cognito-identity-provider';
import { userPoolDesign } from '../../../functions/platform/resource-design';

/**
 * The user pool and its web client of resource-design.ts, found by name (pool ids are generated),
 * created when missing and brought to the design when they differ.
 */
const passwordPolicy: PasswordPolicyType = {
  // The browser sends SHA-256 hex of the password, so Cognito only checks the length.
  MinimumLength: userPoolDesign.passwordMinLength,
  RequireLowercase: false,
  RequireUppercase: false,
  RequireNumbers: false,
  RequireSymbols: false,
};

/**
 * As on AWS (infra/lib/stateful-stack.ts): a confidential client that only our API's admin
 * sign-in and refresh may use, with no attribute a user could write. cognito-local itself checks
 * neither the flows nor the secret; the local Cognito guard in front of it does
 * (scripts/local/services/cognito-guard.ts).
 */
const authFlows: ExplicitAuthFlowsType[] = ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'];
const readAttributes = ['email', 'email_verified', 'locale'];
/** Cognito reads an empty write list as "all standard attributes": name one nothing reads. */
const writeAttributes = ['locale'];

/** ID tokens live as long as access tokens (the design names only those two). */
const clientSettings = {
  ExplicitAuthFlows: authFlows,
  ReadAttributes: readAttributes,
  WriteAttributes: writeAttributes,
  AccessTokenValidity: userPoolDesign.accessTokenValidityMinutes,
  IdTokenValidity: userPoolDesign.accessTokenValidityMinutes,
  RefreshTokenValidity: userPoolDesign.refreshTokenValidityDays,
  TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
  EnableTokenRevocation: true,
} as const;

async function findPoolId(cognito: CognitoIdentityProviderClient): Promise<string | undefined> {
  let NextToken: string | undefined;
  do {
    const page = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60, NextToken }));
    const pool = page.UserPools?.find((p) => p.Name === userPoolDesign.name);
    if (pool?.Id) return pool.Id;
    NextToken = page.NextToken;
  } while (NextToken);
  return undefined;
}

async function findClientId(
  cognito: CognitoIdentityProviderClient,
  poolId: string,
): Promise<string | undefined> {
  let NextToken: string | undefined;
  do {
    const page = await cognito.send(
      new ListUserPoolClientsCommand({ UserPoolId: poolId, MaxResults: 60, NextToken }),
    );
    const client = page.UserPoolClients?.find((c) => c.ClientName === userPoolDesign.clientName);
    if (client?.ClientId) return client.ClientId;
    NextToken = page.NextToken;
  } while (NextToken);
  return undefined;
}

const clientMatches = (client: UserPoolClientType | undefined): boolean =>
  !!client &&
  [...(client.ExplicitAuthFlows ?? [])].sort().join() === [...authFlows].sort().join() &&
  client.AccessTokenValidity === clientSettings.AccessTokenValidity &&
  client.IdTokenValidity === clientSettings.IdTokenValidity &&
  client.RefreshTokenValidity === clientSettings.RefreshTokenValidity &&
  (client.WriteAttributes ?? []).join() === writeAttributes.join() &&
  (client.ReadAttributes ?? []).join() === readAttributes.join() &&
  client.TokenValidityUnits?.AccessToken === clientSettings.TokenValidityUnits.AccessToken &&
  client.TokenValidityUnits?.IdToken === clientSettings.TokenValidityUnits.IdToken &&
  client.TokenValidityUnits?.RefreshToken === clientSettings.TokenValidityUnits.RefreshToken;

export interface SeededUserPool {
  readonly userPoolId: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly changes: string[];
}

export async function seedUserPool(cognito: CognitoIdentityProviderClient): Promise<SeededUserPool> {
  const changes: string[] = [];
  let userPoolId = await findPoolId(cognito);
  if (!userPoolId) {
    const created = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: userPoolDesign.name,
        UsernameAttributes: ['email'],
        Policies: { PasswordPolicy: passwordPolicy },
      }),
    );
    userPoolId = created.UserPool!.Id!;
    changes.push(`created user pool ${userPoolDesign.name} (${userPoolId})`);
  } else {
    const pool = (await cognito.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }))).UserPool;
    if (pool?.Policies?.PasswordPolicy?.MinimumLength !== passwordPolicy.MinimumLength) {
      await cognito.send(
        new UpdateUserPoolCommand({ UserPoolId: userPoolId, Policies: { PasswordPolicy: passwordPolicy } }),
      );
      changes.push(`updated the password policy of ${userPoolId}`);
    }
  }

  let clientId = await findClientId(cognito, userPoolId);
  let client = clientId
    ? (await cognito.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId })))
        .UserPoolClient
    : undefined;
  if (clientId && !client?.ClientSecret) {
    // A client from before it became confidential: a secret cannot be added to a client, so it
    // is replaced (its refresh tokens end with it; users sign in again).
    await cognito.send(new DeleteUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }));
    changes.push(`deleted user pool client ${clientId} (it had no secret)`);
    clientId = undefined;
  }
  if (!clientId) {
    const created = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: userPoolDesign.clientName,
        GenerateSecret: true,
        ...clientSettings,
      }),
    );
    client = created.UserPoolClient;
    clientId = client!.ClientId!;
    changes.push(`created user pool client ${userPoolDesign.clientName} (${clientId})`);
  } else if (!clientMatches(client)) {
    await cognito.send(
      new UpdateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientId: clientId,
        ClientName: userPoolDesign.clientName,
        ...clientSettings,
      }),
    );
    changes.push(`updated user pool client ${clientId}`);
  }
  return { userPoolId, clientId, clientSecret: client!.ClientSecret!, changes };
}
