import { withSecrets } from './cold-start-secrets';
import { getConfig, requireSettings } from './config';
import { type Container, createContainer } from './container';
import type { LambdaEntry } from './lambda-entries';

let memo: Container | undefined;

/**
 * The process's container (Lambda entries), built from the environment on first use. An entry
 * passes its row of lambda-entries.ts, so a setting it needs that is missing stops the cold start.
 */
export const getDefaultContainer = (entry?: LambdaEntry): Container => {
  memo ??= createContainer(getConfig());
  if (entry) requireSettings(memo.config, entry.requires, entry.entry);
  return memo;
};

/**
 * The same, for the entries that read secrets on AWS: the chain sources' keys, the user pool
 * client's secret (cold-start-secrets.ts), read once at cold start.
 */
export const getDefaultContainerWithSecrets = async (entry?: LambdaEntry): Promise<Container> => {
  memo ??= createContainer(await withSecrets(getConfig()));
  return getDefaultContainer(entry);
};
