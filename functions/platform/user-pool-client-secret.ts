import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createPlainSecretReader } from '../adapters/secrets/plain-secret';
import type { Config } from './config';

/**
 * The config with the user pool client's secret from Secrets Manager when
 * USER_POOL_CLIENT_SECRET_ID is set on AWS (only the accounts routes get it, with the grant to
 * read that one secret), read once at cold start. The local stack's seed hands the secret of its
 * cognito-local client over as USER_POOL_CLIENT_SECRET and never calls AWS.
 */
export async function withUserPoolClientSecret(
  config: Config,
  readSecret: (secretId: string) => Promise<string> = (secretId) =>
    createPlainSecretReader(new SecretsManagerClient({ region: config.AWS_REGION }))(secretId),
): Promise<Config> {
  if (config.STAGE === 'local' || !config.USER_POOL_CLIENT_SECRET_ID) return config;
  return { ...config, USER_POOL_CLIENT_SECRET: await readSecret(config.USER_POOL_CLIENT_SECRET_ID) };
}
