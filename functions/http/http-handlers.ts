import type { RouteGroup } from '../../shared/api/routes';
import type { Container } from '../platform/container';
import { routeGroupHandler } from '../platform/http/route-group';
import type { GroupHandler, RequestAuthorizer } from '../platform/http/types';
import { accountHandlers } from './accounts/accounts.handlers';
import { apiKeyHandlers } from './api-keys/api-keys.handlers';
import { apiKeyAuthorizerOf } from './authorizers/api-key.authorizer.factory';
import { userTokenAuthorizerOf } from './authorizers/user-token.authorizer.factory';
import { creditsHandlers } from './credits/credits.handlers';
import { monitoringHandlers } from './monitoring/monitoring.handlers';
import { queryHandlers } from './queries/queries.handlers';
import { usageHandlers } from './usage/usage.handlers';

/**
 * Every route-group handler and authorizer over one container: what the local gateway serves.
 * On AWS each group is its own Lambda (functions/http/<group>/<group>.lambda.ts) built from the
 * same factories.
 */
export interface HttpHandlers {
  readonly groups: Partial<Record<RouteGroup, GroupHandler>>;
  readonly authorizers: { readonly user: RequestAuthorizer; readonly apiKey?: RequestAuthorizer };
}

export function createHttpHandlers(container: Container): HttpHandlers {
  const cors = container.config.CORS_ALLOW_ORIGIN;
  return {
    groups: {
      accounts: routeGroupHandler('accounts', accountHandlers(container), cors),
      queries: routeGroupHandler('queries', queryHandlers(container), cors),
      'api-keys': routeGroupHandler('api-keys', apiKeyHandlers(container), cors),
      usage: routeGroupHandler('usage', usageHandlers(container), cors),
      credits: routeGroupHandler('credits', creditsHandlers(container), cors),
      monitoring: routeGroupHandler('monitoring', monitoringHandlers(container), cors),
    },
    authorizers: { user: userTokenAuthorizerOf(container), apiKey: apiKeyAuthorizerOf(container) },
  };
}
