import type { Language } from '../../../shared/i18n/languages';
import type { Container } from '../../platform/container';
import { type GroupHandlers, groupHandlers } from '../../platform/http/route-group';
import { actorOf, type CallerContext, userOf } from '../../platform/http/types';

/**
 * The API-key routes (spec 01 §7): the caller's own keys, with a user token on the console API
 * or a key holding the admin permission on the public API (the authorizer checks it). Creating,
 * widening and enabling keys pass the caller's sensitive-change gate (a fresh password proof on
 * the console, the key's own bounds on the public API; the owner is mailed).
 */
export function apiKeyHandlers({
  apiKeys,
  accounts,
  http,
}: Pick<Container, 'apiKeys' | 'accounts' | 'http'>): GroupHandlers<'api-keys'> {
  const gateOf = (caller: CallerContext | undefined, language: Language) =>
    accounts.sensitiveChanges.gateFor(actorOf(caller), language);
  return groupHandlers<'api-keys'>(http, {
    createApiKey: ({ body, caller, language }) =>
      apiKeys.service.create(actorOf(caller), body, gateOf(caller, language)),
    listApiKeys: ({ caller }) => apiKeys.service.list(userOf(caller)),
    updateApiKey: ({ body, caller, language }) =>
      apiKeys.service.update(actorOf(caller), body, gateOf(caller, language)),
    deleteApiKey: ({ body, caller }) => apiKeys.service.remove(userOf(caller), body.id),
    updateApiKeyStatus: ({ body, caller, language }) =>
      apiKeys.service.setStatus(actorOf(caller), body.id, body.status, gateOf(caller, language)),
    updateApiKeyIps: ({ body, caller, language }) =>
      apiKeys.service.setAllowedIps(actorOf(caller), body.id, body.allowed_ips, gateOf(caller, language)),
  });
}
