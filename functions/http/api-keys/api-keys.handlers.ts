import type { Container } from '../../platform/container';
import { operationHandler } from '../../platform/http/operation-handler';
import type { GroupHandlers } from '../../platform/http/route-group';
import { userOf } from '../../platform/http/types';

/**
 * The API-key routes (spec 01 §7): the caller's own keys, with a user token on the console API
 * or a key holding the admin permission on the public API (the authorizer checks it).
 */
export function apiKeyHandlers({
  apiKeys,
  http,
}: Pick<Container, 'apiKeys' | 'http'>): GroupHandlers<'api-keys'> {
  return {
    createApiKey: operationHandler('createApiKey', http, ({ body, caller }) =>
      apiKeys.service.create(userOf(caller), body),
    ),
    listApiKeys: operationHandler('listApiKeys', http, ({ caller }) => apiKeys.service.list(userOf(caller))),
    updateApiKey: operationHandler('updateApiKey', http, ({ body, caller }) =>
      apiKeys.service.update(userOf(caller), body),
    ),
    deleteApiKey: operationHandler('deleteApiKey', http, ({ body, caller }) =>
      apiKeys.service.remove(userOf(caller), body.id),
    ),
    updateApiKeyStatus: operationHandler('updateApiKeyStatus', http, ({ body, caller }) =>
      apiKeys.service.setStatus(userOf(caller), body.id, body.status),
    ),
    updateApiKeyIps: operationHandler('updateApiKeyIps', http, ({ body, caller }) =>
      apiKeys.service.setAllowedIps(userOf(caller), body.id, body.allowed_ips),
    ),
  };
}
