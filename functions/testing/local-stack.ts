import { inject } from 'vitest';
import { parseConfig } from '../platform/config';
import { localApi } from './local-api';

/**
 * What an integration test file reads of the local stack the suite started: its environment and
 * addresses, the configuration a Lambda would parse from that environment, and an API client
 * speaking from a loopback address of its own.
 */
export function localStack() {
  const { env, urls } = inject('localStack');
  return { env, urls, config: parseConfig(env), api: localApi(urls.gateway, urls.mailInbox) };
}
