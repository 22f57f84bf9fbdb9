import { inject } from 'vitest';
import { createAwsClients } from '../platform/aws-clients';
import { parseConfig } from '../platform/config';
import { localApi } from './local-api';

/**
 * What an integration test file reads of the local stack the suite started: its environment and
 * addresses, the configuration a Lambda would parse from that environment, the AWS clients a
 * Lambda would make of it (each made on first use), and an API client speaking from a loopback
 * address of its own.
 */
export function localStack() {
  const { env, urls } = inject('localStack');
  const config = parseConfig(env);
  return {
    env,
    urls,
    config,
    clients: createAwsClients(config),
    api: localApi(urls.gateway, urls.mailInbox),
  };
}
