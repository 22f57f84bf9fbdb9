import { inject } from 'vitest';
import { createAwsClients } from '../platform/aws-clients';
import { parseConfig } from '../platform/config';
import { localApi } from './local-api';
import { planUsers } from './plan-users';

/**
 * What an integration test file reads of the local stack the suite started: its environment and
 * addresses, the configuration a Lambda would parse from that environment, the AWS clients a
 * Lambda would make of it (each made on first use), an API client speaking from a loopback
 * address of its own, and the users it signs up on a chosen plan.
 */
export function localStack() {
  const { env, urls } = inject('localStack');
  const config = parseConfig(env);
  const api = localApi(urls.gateway, urls.mailInbox);
  return { env, urls, config, clients: createAwsClients(config), api, users: planUsers(api, config) };
}
