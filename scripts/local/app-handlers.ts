import { createHttpHandlers } from '../../functions/http/http-handlers';
import { parseConfig } from '../../functions/platform/config';
import { createContainer } from '../../functions/platform/container';
import type { GatewayHandlers } from './gateway';

/**
 * The real handlers behind the local gateway: the same composition root the Lambdas use
 * (createContainer), with the local stack's configuration instead of the Lambda environment.
 */
export async function createAppHandlers(env: Record<string, string>): Promise<GatewayHandlers> {
  return createHttpHandlers(createContainer(parseConfig(env)));
}
