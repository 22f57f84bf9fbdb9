import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { withSecrets } from '../../platform/cold-start-secrets';
import { parseConfig } from '../../platform/config';
import { testConfigEnv } from '../../testing/config-env';
import { createPlainSecretReader, PlainSecretError } from './plain-secret';

const secretsManager = mockClient(SecretsManagerClient);
const SECRET = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:WebClientSecret-AbCdEf';

beforeEach(() => secretsManager.reset());

describe('user pool client secret', () => {
  it('is read from Secrets Manager on AWS, once, into USER_POOL_CLIENT_SECRET', async () => {
    secretsManager
      .on(GetSecretValueCommand, { SecretId: SECRET })
      .resolves({ SecretString: 'client-secret' });
    const config = parseConfig({ ...testConfigEnv, STAGE: 'aws', USER_POOL_CLIENT_SECRET_ID: SECRET });
    expect((await withSecrets(config)).USER_POOL_CLIENT_SECRET).toBe('client-secret');
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('the mail code key seed is read the same way, for the mail consumer', async () => {
    const seedSecret = `${SECRET.replace('WebClientSecret', 'MailCodeKeySeed')}`;
    secretsManager
      .on(GetSecretValueCommand, { SecretId: seedSecret })
      .resolves({ SecretString: 'x'.repeat(64) });
    const config = parseConfig({
      ...testConfigEnv,
      STAGE: 'aws',
      MAIL_CODE_PRIVATE_KEY_SECRET_ID: seedSecret,
    });
    expect((await withSecrets(config)).MAIL_CODE_PRIVATE_KEY).toBe('x'.repeat(64));
  });

  it('stays as the local seed gave it, without calling AWS', async () => {
    const config = parseConfig({
      ...testConfigEnv,
      USER_POOL_CLIENT_SECRET: 'local',
      USER_POOL_CLIENT_SECRET_ID: SECRET,
    });
    expect((await withSecrets(config)).USER_POOL_CLIENT_SECRET).toBe('local');
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });

  it('stops the cold start on an empty secret', async () => {
    secretsManager.on(GetSecretValueCommand).resolves({});
    await expect(createPlainSecretReader(new SecretsManagerClient({}))(SECRET)).rejects.toBeInstanceOf(
      PlainSecretError,
    );
  });
});
