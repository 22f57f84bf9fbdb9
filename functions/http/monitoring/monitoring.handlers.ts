import type { Language } from '../../../shared/i18n/languages';
import { labelPatchOf } from '../../domain/monitoring/monitor.service';
import type { Container } from '../../platform/container';
import { type GroupHandlers, groupHandlers } from '../../platform/http/route-group';
import { actorOf, type CallerContext, userOf } from '../../platform/http/types';

/**
 * The monitoring routes (spec 02 §7, and beyond it the alert deliveries and webhook signing). They depend only on the
 * caller's user id, so they serve the console API (user token) and the public API (key) alike;
 * `user_id` in a request is ignored.
 */
export function monitoringHandlers({
  monitoring,
  accounts,
  http,
}: Pick<Container, 'monitoring' | 'accounts' | 'http'>): GroupHandlers<'monitoring'> {
  const apiKeyOf = (caller: CallerContext | undefined) => Number(caller?.apiKeyId ?? 0) || 0;
  // New webhook URLs or e-mail recipients need a fresh password proof on the console, and are
  // mailed to the owner (domain/accounts/sensitive-changes.ts).
  const gateOf = (caller: CallerContext | undefined, language: Language) =>
    accounts.sensitiveChanges.gateFor(actorOf(caller), language);
  return groupHandlers<'monitoring'>(http, {
    // The language of these calls is the one the user's alert e-mails are written in.
    addMonitorAddress: ({ body, caller, language, idempotencyKey }) =>
      monitoring.monitors.add(
        userOf(caller),
        body,
        gateOf(caller, language),
        apiKeyOf(caller),
        language,
        idempotencyKey,
      ),
    removeMonitorAddress: ({ body, caller }) => monitoring.monitors.remove(userOf(caller), body),
    updateMonitorAddressStatus: ({ body, caller }) => monitoring.monitors.setStatus(userOf(caller), body),
    // Its language is the one of the confirmation mails to new recipients.
    updateMonitorConfig: ({ body, caller, language }) =>
      monitoring.monitors.setConfig(
        userOf(caller),
        body.address_id,
        body.config,
        gateOf(caller, language),
        language,
        labelPatchOf(body),
      ),
    listMonitorAddresses: ({ query, caller }) => monitoring.monitors.list(userOf(caller), query),
    listMonitorAlerts: ({ query, caller }) => monitoring.monitors.listAlerts(userOf(caller), query),
    // The console's own: a user token only (route table).
    getUnreadAlerts: ({ caller }) => monitoring.unread.unread(userOf(caller)),
    markAlertsSeen: ({ caller }) => monitoring.unread.markSeen(userOf(caller)),
    estimateMonitorAlerts: ({ query, caller }) => monitoring.cost.estimate(userOf(caller), query),
    getMonitorAlertSummary: ({ query, caller }) => monitoring.cost.summary(userOf(caller), query),
    updateAlertStatus: ({ body, caller }) =>
      monitoring.monitors.setAlertStatus(userOf(caller), body.id, body.status),
    getDefaultMonitorConfig: ({ caller }) => monitoring.monitors.defaultConfig(userOf(caller)),
    setDefaultMonitorConfig: ({ body, caller, language }) =>
      monitoring.monitors.setDefaultConfig(userOf(caller), body.config!, gateOf(caller, language), language),
    listAlertDeliveries: ({ params, caller }) =>
      monitoring.alertDelivery.deliveries(userOf(caller), params.id),
    redeliverAlert: ({ params, body, caller, language, idempotencyKey }) =>
      monitoring.alertDelivery.redeliver(
        userOf(caller),
        params.id,
        body.channels as ('webhook' | 'email')[],
        language,
        idempotencyKey,
      ),
    sendTestWebhook: ({ body, caller, language }) =>
      monitoring.alertDelivery.sendTest(userOf(caller), body.url, language),
    getWebhookSecret: ({ caller }) => monitoring.monitors.webhookSecret(userOf(caller)),
    rotateWebhookSecret: ({ caller }) => monitoring.monitors.rotateWebhookSecret(userOf(caller)),
    revokePreviousWebhookSecret: ({ caller }) =>
      monitoring.monitors.revokePreviousWebhookSecret(userOf(caller)),
    listMonitorRecipients: ({ caller }) => monitoring.recipientConfirmation.list(userOf(caller)),
    resendRecipientConfirmation: ({ body, caller, language }) =>
      monitoring.recipientConfirmation.resend(userOf(caller), body.email, language),
    // No sign-in: the recipient opens the link in any browser; the token is the proof.
    confirmMonitorRecipient: ({ body }) => monitoring.recipientConfirmation.confirm(body.token),
  });
}
