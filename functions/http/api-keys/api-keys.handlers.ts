import type { OperationId } from '../../../shared/api/routes';
import type { Container } from '../../platform/container';
import { operationHandler } from '../../platform/http/operation-handler';
import type { CallerContext, GroupHandler } from '../../platform/http/types';

/**
 * The API-key routes (spec 01 §7): the caller's own keys, with a user token on the console API
 * or a key holding the admin permission on the public API (the authorizer checks it).
 */
export function apiKeyHandlers({ apiKeys, http }: Container): Partial<Record<OperationId, GroupHandler>> {
  const userOf = (caller: CallerContext | undefined) => caller!.userId; // the platform guarantees it
  return {
    createApiKey: operationHandler('createApiKey', http, ({ body, caller }) =>
      apiKeys.create(userOf(caller), body),
    ),
    listApiKeys: operationHandler('listApiKeys', http, ({ caller }) => apiKeys.list(userOf(caller))),
    updateApiKey: operationHandler('updateApiKey', http, ({ body, caller }) =>
      apiKeys.update(userOf(caller), body),
    ),
    deleteApiKey: operationHandler('deleteApiKey', http, ({ body, caller }) =>
      apiKeys.remove(userOf(caller), body.id),
    ),
    updateApiKeyStatus: operationHandler('updateApiKeyStatus', http, ({ body, caller }) =>
      apiKeys.setStatus(userOf(caller), body.id, body.status),
    ),
    updateApiKeyIps: operationHandler('updateApiKeyIps', http, ({ body, caller }) =>
      apiKeys.setAllowedIps(userOf(caller), body.id, body.allowed_ips),
    ),
  };
}
