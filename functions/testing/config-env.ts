/** The environment a configuration needs to parse, as the unit tests give it (local stage). */
export const testConfigEnv = {
  STAGE: 'local',
  TABLE_NAME: 'table',
  USER_POOL_ID: 'pool',
  USER_POOL_CLIENT_ID: 'client',
  MAIL_FROM: 'no-reply@example.org',
};
