import { inject } from 'vitest';
import { createAwsClients } from '../platform/aws-clients';
import { parseConfig } from '../platform/config';
import { localApi } from './local-api';
import { injector } from './monitoring-helpers';
import { planUsers } from './plan-users';

/**
 * What an integration test file reads of the local stack the suite started: its environment and
 * addresses, the configuration a Lambda would parse from that environment, the AWS clients a
 * Lambda would make of it (each made on first use), an API client speaking from a loopback
 * address of its own, the users it signs up on a chosen plan, and the transfers a test injects
 * into its simulated ledger.
 */
export function localStack() {
  const { env, urls } = inject('localStack');
  const config = parseConfig(env);
  const clients = createAwsClients(config);
  const api = localApi(urls.gateway, urls.mailInbox);
  return {
    env,
    urls,
    config,
    clients,
    /** The table and its document client, for tests that read or write items directly. */
    table: config.TABLE_NAME,
    get ddb() {
      return clients.ddb;
    },
    api,
    users: planUsers(api, config),
    injectTransfer: injector(urls.gateway),
  };
}
