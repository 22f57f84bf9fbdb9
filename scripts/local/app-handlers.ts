import { createHttpHandlers, type HttpHandlers } from '../../functions/http/http-handlers';
import { parseConfig } from '../../functions/platform/config';
import { createContainer } from '../../functions/platform/container';

/**
 * The real handlers behind the local gateway: the same composition root the Lambdas use
 * (createContainer), with the local stack's configuration instead of the Lambda environment.
 */
export async function createAppHandlers(env: Record<string, string>): Promise<HttpHandlers> {
  return createHttpHandlers(createContainer(parseConfig(env)));
}
