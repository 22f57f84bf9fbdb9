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
  alertDelivery,
  http,
}: Container): Partial<Record<OperationId, GroupHandler>> {
  const userOf = (caller: CallerContext | undefined) => caller!.userId; // the platform guarantees it
  const apiKeyOf = (caller: CallerContext | undefined) => Number(caller?.apiKeyId ?? 0) || 0;
  return {
    // The language of these calls is the one the user's alert e-mails are written in.
    addMonitorAddress: operationHandler('addMonitorAddress', http, ({ body, caller, language }) =>
      monitors.add(userOf(caller), body, apiKeyOf(caller), language),
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
    setDefaultMonitorConfig: operationHandler('setDefaultMonitorConfig', http, ({ body, caller, language }) =>
      monitors.setDefaultConfig(userOf(caller), body.config!, language),
    ),
    listAlertDeliveries: operationHandler('listAlertDeliveries', http, ({ params, caller }) =>
      alertDelivery.deliveries(userOf(caller), params.id),
    ),
    redeliverAlert: operationHandler('redeliverAlert', http, ({ params, body, caller }) =>
      alertDelivery.redeliver(userOf(caller), params.id, body.channels as ('webhook' | 'email')[]),
    ),
    sendTestWebhook: operationHandler('sendTestWebhook', http, ({ body, caller }) =>
      alertDelivery.sendTest(userOf(caller), body.url),
    ),
    getWebhookSecret: operationHandler('getWebhookSecret', http, ({ caller }) =>
      monitors.webhookSecret(userOf(caller)),
    ),
    rotateWebhookSecret: operationHandler('rotateWebhookSecret', http, ({ caller }) =>
      monitors.rotateWebhookSecret(userOf(caller)),
    ),
  };
}
