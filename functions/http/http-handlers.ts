import type { RouteGroup } from '../../shared/api/routes';
import type { Container } from '../platform/container';
import { routeGroupHandler } from '../platform/http/route-group';
import type { GroupHandler, RequestAuthorizer } from '../platform/http/types';
import { accountHandlers } from './accounts/accounts.handlers';
import { apiKeyHandlers } from './api-keys/api-keys.handlers';
import { apiKeyAuthorizerOf } from './authorizers/api-key.authorizer.factory';
import { createUserTokenAuthorizer } from './authorizers/user-token.authorizer';
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
  return {
    groups: {
      accounts: routeGroupHandler('accounts', accountHandlers(container), container.http.corsAllowOrigin),
      queries: routeGroupHandler('queries', queryHandlers(container), container.http.corsAllowOrigin),
      'api-keys': routeGroupHandler('api-keys', apiKeyHandlers(container), container.http.corsAllowOrigin),
      usage: routeGroupHandler('usage', usageHandlers(container), container.http.corsAllowOrigin),
      credits: routeGroupHandler('credits', creditsHandlers(container), container.http.corsAllowOrigin),
      monitoring: routeGroupHandler(
        'monitoring',
        monitoringHandlers(container),
        container.http.corsAllowOrigin,
      ),
    },
    authorizers: {
      user: createUserTokenAuthorizer({
        verify: container.verifyAccessToken,
        isRevoked: container.accountRepository.isTokenRevoked,
        log: container.log,
      }),
      apiKey: apiKeyAuthorizerOf(container),
    },
  };
}
