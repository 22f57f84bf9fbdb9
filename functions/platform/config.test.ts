import { ConfigError, configSettingsOf, parseConfig } from './config';

const required = { STAGE: 'local', TABLE_NAME: 'table', USER_POOL_ID: 'pool', USER_POOL_CLIENT_ID: 'client' };

describe('configuration', () => {
  it('stops at start-up when a required value is missing or wrong', () => {
    expect(() => parseConfig({ USER_POOL_ID: 'pool', USER_POOL_CLIENT_ID: 'client' })).toThrow(/TABLE_NAME/);
    expect(() => parseConfig({ ...required, QUERY_QUEUE_URL: 'not a url' })).toThrow(ConfigError);
    // The stage has no default: neither stage is assumed.
    expect(() => parseConfig({ ...required, STAGE: undefined })).toThrow(/STAGE/);
    expect(() => parseConfig({ ...required, STAGE: 'prod' })).toThrow(/STAGE/);
  });

  it('passes on only the settings it knows from a shell environment', () => {
    expect(
      configSettingsOf({
        PUBLIC_STATS_CACHE_SECONDS: '0',
        TRONGRID_API_KEY: 'k',
        HOME: '/root',
        PATH: '/bin',
        LOG_LEVEL: undefined,
      }),
    ).toEqual({ PUBLIC_STATS_CACHE_SECONDS: '0', TRONGRID_API_KEY: 'k' });
  });

  it('has a default sender locally, but needs a real one on AWS', () => {
    expect(parseConfig(required).MAIL_FROM).toBe('no-reply@wallet-risk.local');
    expect(() => parseConfig({ ...required, STAGE: 'aws' })).toThrow(/MAIL_FROM/);
    expect(parseConfig({ ...required, STAGE: 'aws', MAIL_FROM: 'alerts@example.org' }).MAIL_FROM).toBe(
      'alerts@example.org',
    );
  });

  it('reads the chains the monitor fan-out scans as a list, refusing unknown chains', () => {
    expect(parseConfig(required).MONITOR_SCAN_CHAINS).toBeUndefined();
    expect(parseConfig({ ...required, MONITOR_SCAN_CHAINS: 'tron, bsc' }).MONITOR_SCAN_CHAINS).toEqual([
      'tron',
      'bsc',
    ]);
    expect(() => parseConfig({ ...required, MONITOR_SCAN_CHAINS: 'tron,solana' })).toThrow(ConfigError);
  });
});
