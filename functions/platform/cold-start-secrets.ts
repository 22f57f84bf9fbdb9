import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createChainKeysSecretReader } from '../adapters/secrets/chain-keys-secret';
import { createPlainSecretReader } from '../adapters/secrets/plain-secret';
import type { Config } from './config';

/**
 * The config with the secrets it names read from Secrets Manager, once at cold start (the entry
 * awaits it at the top level). On AWS a function gets only the secret ids it may read (with the
 * grant to read them): CHAIN_KEYS_SECRET_ID for the functions that call chain sources (their
 * TRONGRID_API_KEY / ETHERSCAN_API_KEY), USER_POOL_CLIENT_SECRET_ID for the accounts routes (the
 * user pool client's USER_POOL_CLIENT_SECRET), MAIL_CODE_PRIVATE_KEY_SECRET_ID for the account
 * mail consumer (the seed of its MAIL_CODE_PRIVATE_KEY). The local stack keeps what its
 * environment and seed give and never calls AWS.
 */
export async function withSecrets(
  config: Config,
  client: () => SecretsManagerClient = () => new SecretsManagerClient({ region: config.AWS_REGION }),
): Promise<Config> {
  const {
    CHAIN_KEYS_SECRET_ID: chainKeysId,
    USER_POOL_CLIENT_SECRET_ID: clientSecretId,
    MAIL_CODE_PRIVATE_KEY_SECRET_ID: mailCodeKeyId,
  } = config;
  if (config.STAGE === 'local' || (!chainKeysId && !clientSecretId && !mailCodeKeyId)) return config;
  const secretsManager = client();
  const readPlain = createPlainSecretReader(secretsManager);
  const [chainKeys, clientSecret, mailCodeKey] = await Promise.all([
    chainKeysId ? createChainKeysSecretReader(secretsManager)(chainKeysId) : undefined,
    clientSecretId ? readPlain(clientSecretId) : undefined,
    mailCodeKeyId ? readPlain(mailCodeKeyId) : undefined,
  ]);
  return {
    ...config,
    ...chainKeys,
    ...(clientSecret !== undefined && { USER_POOL_CLIENT_SECRET: clientSecret }),
    ...(mailCodeKey !== undefined && { MAIL_CODE_PRIVATE_KEY: mailCodeKey }),
  };
}
