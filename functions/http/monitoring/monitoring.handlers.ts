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
  monitorCost,
  alertDelivery,
  recipientConfirmation,
  http,
}: Container): Partial<Record<OperationId, GroupHandler>> {
  const userOf = (caller: CallerContext | undefined) => caller!.userId; // the platform guarantees it
  const apiKeyOf = (caller: CallerContext | undefined) => Number(caller?.apiKeyId ?? 0) || 0;
  return {
    // The language of these calls is the one the user's alert e-mails are written in.
    addMonitorAddress: operationHandler(
      'addMonitorAddress',
      http,
      ({ body, caller, language, idempotencyKey }) =>
        monitors.add(userOf(caller), body, apiKeyOf(caller), language, idempotencyKey),
    ),
    removeMonitorAddress: operationHandler('removeMonitorAddress', http, ({ body, caller }) =>
      monitors.remove(userOf(caller), body),
    ),
    updateMonitorAddressStatus: operationHandler('updateMonitorAddressStatus', http, ({ body, caller }) =>
      monitors.setStatus(userOf(caller), body),
    ),
    // Its language is the one of the confirmation mails to new recipients.
    updateMonitorConfig: operationHandler('updateMonitorConfig', http, ({ body, caller, language }) =>
      monitors.setConfig(userOf(caller), body.address_id, body.config, language),
    ),
    listMonitorAddresses: operationHandler('listMonitorAddresses', http, ({ query, caller }) =>
      monitors.list(userOf(caller), query),
    ),
    listMonitorAlerts: operationHandler('listMonitorAlerts', http, ({ query, caller }) =>
      monitors.listAlerts(userOf(caller), query),
    ),
    estimateMonitorAlerts: operationHandler('estimateMonitorAlerts', http, ({ query, caller }) =>
      monitorCost.estimate(userOf(caller), query),
    ),
    getMonitorAlertSummary: operationHandler('getMonitorAlertSummary', http, ({ query, caller }) =>
      monitorCost.summary(userOf(caller), query),
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
    redeliverAlert: operationHandler(
      'redeliverAlert',
      http,
      ({ params, body, caller, language, idempotencyKey }) =>
        alertDelivery.redeliver(
          userOf(caller),
          params.id,
          body.channels as ('webhook' | 'email')[],
          language,
          idempotencyKey,
        ),
    ),
    sendTestWebhook: operationHandler('sendTestWebhook', http, ({ body, caller, language }) =>
      alertDelivery.sendTest(userOf(caller), body.url, language),
    ),
    getWebhookSecret: operationHandler('getWebhookSecret', http, ({ caller }) =>
      monitors.webhookSecret(userOf(caller)),
    ),
    rotateWebhookSecret: operationHandler('rotateWebhookSecret', http, ({ caller }) =>
      monitors.rotateWebhookSecret(userOf(caller)),
    ),
    listMonitorRecipients: operationHandler('listMonitorRecipients', http, ({ caller }) =>
      recipientConfirmation.list(userOf(caller)),
    ),
    resendRecipientConfirmation: operationHandler(
      'resendRecipientConfirmation',
      http,
      ({ body, caller, language }) => recipientConfirmation.resend(userOf(caller), body.email, language),
    ),
    // No sign-in: the recipient opens the link in any browser; the token is the proof.
    confirmMonitorRecipient: operationHandler('confirmMonitorRecipient', http, ({ body }) =>
      recipientConfirmation.confirm(body.token),
    ),
  };
}
