import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { withSecrets } from '../../platform/cold-start-secrets';
import { parseConfig } from '../../platform/config';
import { testConfigEnv } from '../../testing/config-env';
import { ChainKeysSecretError, createChainKeysSecretReader } from './chain-keys-secret';

const secretsManager = mockClient(SecretsManagerClient);
const SECRET = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:wallet-risk/prod/chain-keys-AbCdEf';
const read = (secretString: string | undefined) => {
  secretsManager.on(GetSecretValueCommand, { SecretId: SECRET }).resolves({ SecretString: secretString });
  return createChainKeysSecretReader(new SecretsManagerClient({ region: 'eu-west-1' }))(SECRET);
};

beforeEach(() => {
  secretsManager.reset();
});

describe('chain keys secret reader', () => {
  it('reads the keys from the secret JSON', async () => {
    await expect(
      read(JSON.stringify({ ETHERSCAN_API_KEY: 'E-KEY', TRONGRID_API_KEY: 'T-KEY' })),
    ).resolves.toEqual({
      ETHERSCAN_API_KEY: 'E-KEY',
      TRONGRID_API_KEY: 'T-KEY',
    });
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('refuses text that is not the keys JSON, without quoting it', async () => {
    await expect(read('E-KEY')).rejects.toThrow(ChainKeysSecretError);
    await expect(read('E-KEY')).rejects.not.toThrow(/E-KEY/);
    await expect(read(JSON.stringify({ ETHERSCAN_KEY: 'E-KEY' }))).rejects.toThrow(/ETHERSCAN_KEY/);
    await expect(read(JSON.stringify({ ETHERSCAN_KEY: 'E-KEY' }))).rejects.not.toThrow(/E-KEY"/);
    await expect(read(undefined)).rejects.toThrow(/no string value/);
  });
});

describe('config with chain keys', () => {
  const awsConfig = parseConfig({ ...testConfigEnv, STAGE: 'aws', CHAIN_KEYS_SECRET_ID: SECRET });

  it('on AWS takes the keys from the secret, read once', async () => {
    secretsManager
      .on(GetSecretValueCommand)
      .resolves({ SecretString: JSON.stringify({ ETHERSCAN_API_KEY: 'E-KEY' }) });
    const config = await withSecrets(awsConfig);
    expect(config.ETHERSCAN_API_KEY).toBe('E-KEY');
    expect(config.TRONGRID_API_KEY).toBeUndefined();
    expect(secretsManager.commandCalls(GetSecretValueCommand).map((c) => c.args[0].input)).toEqual([
      { SecretId: SECRET },
    ]);
  });

  it('reads every secret the function names, the user pool client secret beside the keys', async () => {
    const CLIENT = `${SECRET}-client`;
    secretsManager
      .on(GetSecretValueCommand, { SecretId: SECRET })
      .resolves({ SecretString: JSON.stringify({ TRONGRID_API_KEY: 'T-KEY' }) })
      .on(GetSecretValueCommand, { SecretId: CLIENT })
      .resolves({ SecretString: 'client-secret' });
    const config = await withSecrets(
      parseConfig({
        ...testConfigEnv,
        STAGE: 'aws',
        CHAIN_KEYS_SECRET_ID: SECRET,
        USER_POOL_CLIENT_SECRET_ID: CLIENT,
      }),
    );
    expect(config).toMatchObject({ TRONGRID_API_KEY: 'T-KEY', USER_POOL_CLIENT_SECRET: 'client-secret' });
  });

  it('locally keeps the environment keys and never calls AWS', async () => {
    const local = parseConfig({
      ...testConfigEnv,
      STAGE: 'local',
      CHAIN_KEYS_SECRET_ID: SECRET,
      ETHERSCAN_API_KEY: 'ENV',
    });
    await expect(withSecrets(local)).resolves.toBe(local);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });

  it('without a secret configured leaves the config as it is', async () => {
    const plain = parseConfig({ ...testConfigEnv, STAGE: 'aws' });
    await expect(withSecrets(plain)).resolves.toBe(plain);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });
});
