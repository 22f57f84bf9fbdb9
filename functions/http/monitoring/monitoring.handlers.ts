import type { OperationId } from '../../../shared/api/routes';
import type { Container } from '../../platform/container';
import { operationHandler } from '../../platform/http/operation-handler';
import type { CallerContext, GroupHandler } from '../../platform/http/types';

/**
 * The monitoring routes (spec 02 §7 and the delivery routes of issue 12). They depend only on the
 * caller's user id, so they serve the console API (user token) and the public API (key) alike;
 * `user_id` in a request is ignored.
 */
export function monitoringHandlers({
  monitors,
  http,
}: Container): Partial<Record<OperationId, GroupHandler>> {
  const userOf = (caller: CallerContext | undefined) => caller!.userId; // the platform guarantees it
  const apiKeyOf = (caller: CallerContext | undefined) => Number(caller?.apiKeyId ?? 0) || 0;
  return {
    addMonitorAddress: operationHandler('addMonitorAddress', http, ({ body, caller }) =>
      monitors.add(userOf(caller), body, apiKeyOf(caller)),
    ),
    removeMonitorAddress: operationHandler('removeMonitorAddress', http, ({ body, caller }) =>
      monitors.remove(userOf(caller), body),
    ),
    updateMonitorAddressStatus: operationHandler('updateMonitorAddressStatus', http, ({ body, caller }) =>
      monitors.setStatus(userOf(caller), body),
    ),
    updateMonitorConfig: operationHandler('updateMonitorConfig', http, ({ body, caller }) =>
      monitors.setConfig(userOf(caller), body.address_id, body.config),
    ),
    listMonitorAddresses: operationHandler('listMonitorAddresses', http, ({ query, caller }) =>
      monitors.list(userOf(caller), query),
    ),
    listMonitorAlerts: operationHandler('listMonitorAlerts', http, ({ query, caller }) =>
      monitors.listAlerts(userOf(caller), query),
    ),
    updateAlertStatus: operationHandler('updateAlertStatus', http, ({ body, caller }) =>
      monitors.setAlertStatus(userOf(caller), body.id, body.status),
    ),
    getDefaultMonitorConfig: operationHandler('getDefaultMonitorConfig', http, ({ caller }) =>
      monitors.defaultConfig(userOf(caller)),
    ),
    setDefaultMonitorConfig: operationHandler('setDefaultMonitorConfig', http, ({ body, caller }) =>
      monitors.setDefaultConfig(userOf(caller), body.config!),
    ),
    getWebhookSecret: operationHandler('getWebhookSecret', http, ({ caller }) =>
      monitors.webhookSecret(userOf(caller)),
    ),
    rotateWebhookSecret: operationHandler('rotateWebhookSecret', http, ({ caller }) =>
      monitors.rotateWebhookSecret(userOf(caller)),
    ),
  };
}
