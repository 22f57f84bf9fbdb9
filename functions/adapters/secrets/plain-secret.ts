import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

export class PlainSecretError extends Error {
  override name = 'PlainSecretError';
}

/**
 * Reads a secret whose whole string is the value (e.g. the user pool client's secret, which the
 * stateful stack copies into Secrets Manager). An empty or binary secret stops the cold start;
 * the error never quotes the value.
 */
export function createPlainSecretReader(client: SecretsManagerClient) {
  return async (secretId: string): Promise<string> => {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (!SecretString) throw new PlainSecretError(`Secret ${secretId} has no string value`);
    return SecretString;
  };
}
