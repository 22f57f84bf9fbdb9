import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { ChainKeysSecret } from '../adapters/secrets/chain-keys-secret';
import { createChainKeysSecretReader } from '../adapters/secrets/chain-keys-secret';
import type { Config } from './config';

/**
 * The config with the chain API keys from Secrets Manager when CHAIN_KEYS_SECRET_ID is set on
 * AWS (only the functions that call chain sources get it, with the grant to read it). The local
 * stack keeps TRONGRID_API_KEY / ETHERSCAN_API_KEY from its environment and never calls AWS.
 */
export async function withChainKeys(
  config: Config,
  readSecret: (secretId: string) => Promise<ChainKeysSecret> = (secretId) =>
    createChainKeysSecretReader(new SecretsManagerClient({ region: config.AWS_REGION }))(secretId),
): Promise<Config> {
  if (config.STAGE === 'local' || !config.CHAIN_KEYS_SECRET_ID) return config;
  const keys = await readSecret(config.CHAIN_KEYS_SECRET_ID);
  return { ...config, ...keys };
}
