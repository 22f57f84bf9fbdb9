import {
  type CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
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

const authFlows: ExplicitAuthFlowsType[] = [
  'ALLOW_USER_PASSWORD_AUTH',
  'ALLOW_ADMIN_USER_PASSWORD_AUTH',
  'ALLOW_REFRESH_TOKEN_AUTH',
];

/** ID tokens live as long as access tokens (the design names only those two). */
const clientSettings = {
  ExplicitAuthFlows: authFlows,
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
  client.TokenValidityUnits?.AccessToken === clientSettings.TokenValidityUnits.AccessToken &&
  client.TokenValidityUnits?.IdToken === clientSettings.TokenValidityUnits.IdToken &&
  client.TokenValidityUnits?.RefreshToken === clientSettings.TokenValidityUnits.RefreshToken;

export interface SeededUserPool {
  readonly userPoolId: string;
  readonly clientId: string;
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
  if (!clientId) {
    const created = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: userPoolDesign.clientName,
        GenerateSecret: false,
        ...clientSettings,
      }),
    );
    clientId = created.UserPoolClient!.ClientId!;
    changes.push(`created user pool client ${userPoolDesign.clientName} (${clientId})`);
  } else {
    const client = (
      await cognito.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }))
    ).UserPoolClient;
    if (!clientMatches(client)) {
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
  }
  return { userPoolId, clientId, changes };
}
