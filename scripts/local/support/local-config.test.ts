import { ConfigError } from '../../../functions/platform/config';
import { localPortsFrom, scriptConfig } from './local-config';
import { defaultPorts } from './ports';

describe('the scripts’ configuration', () => {
  it('reaches DynamoDB on DYNAMODB_PORT, the port npm start was moved to', () => {
    expect(scriptConfig({ DYNAMODB_PORT: '8123' }, 'plan-set').DYNAMODB_ENDPOINT).toBe(
      'http://127.0.0.1:8123',
    );
  });

  it('defaults to the npm start stack: its table, DynamoDB on its default port', () => {
    const config = scriptConfig({}, 'plan-set');

    expect(config.DYNAMODB_ENDPOINT).toBe(`http://127.0.0.1:${defaultPorts.dynamodb}`);
    expect(config.TABLE_NAME).toBe('wallet-risk');
  });

  it('takes DYNAMODB_ENDPOINT and TABLE_NAME as given, and no local endpoint on AWS', () => {
    const given = scriptConfig(
      { DYNAMODB_PORT: '8123', DYNAMODB_ENDPOINT: 'http://127.0.0.1:9999', TABLE_NAME: 'other' },
      'plan-set',
    );
    const onAws = scriptConfig(
      { STAGE: 'aws', TABLE_NAME: 'prod-table', MAIL_FROM: 'ops@example.org' },
      'plan-set',
    );

    expect(given).toMatchObject({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:9999', TABLE_NAME: 'other' });
    expect(onAws.DYNAMODB_ENDPOINT).toBeUndefined();
    expect(onAws.TABLE_NAME).toBe('prod-table');
  });

  it('refuses a port that is not one', () => {
    expect(() => localPortsFrom({ DYNAMODB_PORT: 'eight' })).toThrow(ConfigError);
    expect(() => localPortsFrom({ SQS_PORT: '70000' })).toThrow(/SQS_PORT=70000/);
    expect(localPortsFrom({ PORT: '3100' })).toEqual({ ...defaultPorts, gateway: 3100 });
  });
});
