import type { DeliveryAttempt, MonitorConfig } from '../../../shared/contract/monitoring.schema';
import type { Language } from '../../../shared/i18n/languages';
import { defaultMonitorConfig, WEBHOOK_RETRY_DELAYS_SECONDS } from '../../../shared/rules/monitor-rules';
import type { Mailer } from '../accounts/account.ports';
import type { PlanState } from '../accounts/plan-credits';
import { AppError } from '../app-error';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import { alertMail } from './alert-mail';
import type { SendWebhook, SignWebhook } from './delivery.ports';
import { alertView, isoFromMs } from './monitor.service';
import type {
  AlertRecord,
  ChannelStatus,
  DeliveryAttemptRecord,
  MonitorRepository,
  MonitorSettings,
} from './monitoring.ports';

/**
 * Delivery of an alert (issue 12 "Delivery"), the steps of the "alert delivery" state machine:
 * 1. charge: 3 credits through the ledger, idempotent on the alert id; without them nothing is
 *    pushed, both channels say `no_credits` and the user's pushes show paused until a push is
 *    paid again (the balance is back at 3 or more);
 * 2. in parallel: the webhook rounds (one POST per pending URL, Standard Webhooks signed, retried
 *    with backoff over about a day while a URL fails) and the e-mails (one per recipient, in the
 *    user's language);
 * 3. every attempt and each channel's status are recorded as they happen.
 * One push costs 3 credits whatever the channels, retries or redeliveries. Redelivery and the
 * test event are the user's own calls: one attempt per target, no charge.
 */
export interface AlertDeliveryDeps {
  readonly monitors: MonitorRepository;
  readonly currentPlan: (userId: string) => Promise<PlanState>;
  readonly sendWebhook: SendWebhook;
  readonly signWebhook: SignWebhook;
  readonly sendMail: Mailer;
  readonly newSecret: () => string;
  readonly checkWebhookUrl: (url: string) => Promise<void>;
  readonly clock: Clock;
  readonly log: Logger;
  /** Where the e-mail's link points (the console's origin). */
  readonly consoleUrl: string;
  /** Divides the retry delays (the local stack tries the whole backoff in seconds); default 1. */
  readonly retrySpeedUp?: number;
  readonly newId: () => string;
}

type Trigger = DeliveryAttemptRecord['trigger'];

export function createAlertDelivery(deps: AlertDeliveryDeps) {
  const { monitors, clock } = deps;
  const speedUp = Math.max(1, deps.retrySpeedUp ?? 1);

  async function mustAlert(alertId: string): Promise<AlertRecord> {
    const alert = await monitors.getAlert(alertId);
    if (!alert) throw new AppError('alert_not_found');
    return alert;
  }

  /** The config a push follows: the address's own, else the user's global, else the default. */
  async function configOf(alert: AlertRecord, settings: MonitorSettings): Promise<MonitorConfig> {
    const monitor = await monitors.get(alert.userId, alert.monitorId);
    return monitor?.config ?? settings.config ?? (structuredClone(defaultMonitorConfig) as MonitorConfig);
  }

  async function secretsOf(userId: string, settings: MonitorSettings): Promise<string[]> {
    const current = settings.secret ?? (await monitors.ensureSecret(userId, deps.newSecret())).secret!;
    const previous =
      settings.previousSecret && (settings.previousSecretExpiresAt ?? 0) > clock.nowMs()
        ? [settings.previousSecret]
        : [];
    return [current, ...previous];
  }

  const status = (
    state: ChannelStatus['state'],
    attempts: number,
    sentAt: number | null,
    error?: string,
  ): ChannelStatus => ({
    sent: state === 'sent',
    sentAt,
    state,
    attempts,
    ...(error ? { error } : {}),
  });

  async function charge(alertId: string): Promise<{ alert_id: string; charged: boolean }> {
    const alert = await mustAlert(alertId);
    // The daily or monthly credits granted lazily are granted before the balance is checked.
    await deps.currentPlan(alert.userId);
    const outcome = await monitors.chargePush(alert, clock.nowMs());
    const settings = await monitors.getSettings(alert.userId);
    if (outcome === 'refused') {
      const none = status('no_credits', 0, null, 'Not enough credits: a push costs 3');
      await monitors.setNotification(alertId, 'webhook', none);
      await monitors.setNotification(alertId, 'email', none);
      if (!settings.paused) await monitors.setPaused(alert.userId, true);
      deps.log.info('alert not pushed: no credits', { alertId });
      return { alert_id: alertId, charged: false };
    }
    if (settings.paused) await monitors.setPaused(alert.userId, false);
    return { alert_id: alertId, charged: true };
  }

  /** One POST per URL, the same webhook-id on every attempt; records each attempt. */
  async function postAll(
    alert: AlertRecord | undefined,
    webhookId: string,
    type: string,
    data: unknown,
    urls: readonly string[],
    timeoutSeconds: number,
    secrets: readonly string[],
    trigger: Trigger,
    attemptNumber: number,
  ): Promise<DeliveryAttemptRecord[]> {
    return Promise.all(
      urls.map(async (url) => {
        const now = clock.nowMs();
        const body = JSON.stringify({ type, timestamp: isoFromMs(now), data });
        const result = await deps.sendWebhook({
          url,
          body,
          headers: deps.signWebhook(webhookId, new Date(now), body, secrets),
          timeoutMs: timeoutSeconds * 1000,
        });
        const attempt: DeliveryAttemptRecord = {
          alertId: alert?.id ?? webhookId,
          channel: 'webhook',
          target: url,
          trigger,
          attempt: attemptNumber,
          at: now,
          ok: result.ok,
          latencyMs: result.latencyMs,
          ...(result.statusCode === undefined ? {} : { statusCode: result.statusCode }),
          ...(result.error ? { error: result.error } : {}),
        };
        if (alert) await monitors.addDelivery(attempt);
        return attempt;
      }),
    );
  }

  async function deliverWebhooks(input: { alert_id: string; round: number; pending?: string[] }) {
    const alert = await mustAlert(input.alert_id);
    const settings = await monitors.getSettings(alert.userId);
    const config = await configOf(alert, settings);
    const webhook = config.notification.webhook;
    const done = (pending: string[], retry: boolean, wait = 0) => ({
      alert_id: alert.id,
      round: input.round + 1,
      pending,
      retry,
      wait_seconds: wait,
    });
    if (!webhook.enabled || webhook.urls.length === 0) {
      await monitors.setNotification(
        alert.id,
        'webhook',
        status(webhook.enabled ? 'no_recipients' : 'disabled', 0, null),
      );
      return done([], false);
    }
    const urls = input.pending ?? webhook.urls;
    const attempts = await postAll(
      alert,
      alert.id,
      'monitor.alert',
      alertView(alert),
      urls,
      webhook.timeout_seconds,
      await secretsOf(alert.userId, settings),
      input.round === 0 ? 'alert' : 'retry',
      input.round + 1,
    );
    const failed = attempts.filter((a) => !a.ok);
    const total = alert.notification.webhook.attempts + attempts.length;
    const now = clock.nowMs();
    if (failed.length === 0) {
      await monitors.setNotification(alert.id, 'webhook', status('sent', total, now));
      return done([], false);
    }
    const delay = WEBHOOK_RETRY_DELAYS_SECONDS[input.round];
    const error = `${failed.length} of ${urls.length} URLs failed: ${failed[0]!.error ?? 'error'}`;
    if (delay === undefined) {
      await monitors.setNotification(alert.id, 'webhook', status('failed', total, null, error));
      return done([], false);
    }
    await monitors.setNotification(alert.id, 'webhook', status('retrying', total, null, error));
    return done(
      failed.map((a) => a.target),
      true,
      Math.max(1, Math.round(delay / speedUp)),
    );
  }

  async function mailAll(
    alert: AlertRecord,
    recipients: readonly string[],
    language: Language,
    trigger: Trigger,
  ) {
    const mail = alertMail(alert, language, deps.consoleUrl);
    return Promise.all(
      recipients.map(async (to) => {
        const started = clock.nowMs();
        let error: string | undefined;
        try {
          await deps.sendMail({ to, ...mail });
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
        }
        const attempt: DeliveryAttemptRecord = {
          alertId: alert.id,
          channel: 'email',
          target: to,
          trigger,
          attempt: 1,
          at: started,
          ok: error === undefined,
          latencyMs: clock.nowMs() - started,
          ...(error ? { error } : {}),
        };
        await monitors.addDelivery(attempt);
        return attempt;
      }),
    );
  }

  async function sendEmails(alertId: string): Promise<{ alert_id: string }> {
    const alert = await mustAlert(alertId);
    // Step Functions may run this task again (a retried Lambda): mails already sent stay sent.
    if (alert.notification.email.state === 'sent') return { alert_id: alertId };
    const settings = await monitors.getSettings(alert.userId);
    const email = (await configOf(alert, settings)).notification.email;
    if (!email.enabled || email.recipients.length === 0) {
      await monitors.setNotification(
        alertId,
        'email',
        status(email.enabled ? 'no_recipients' : 'disabled', 0, null),
      );
      return { alert_id: alertId };
    }
    const attempts = await mailAll(alert, email.recipients, settings.language ?? 'zh-CN', 'alert');
    const failed = attempts.filter((a) => !a.ok);
    await monitors.setNotification(
      alertId,
      'email',
      failed.length === 0
        ? status('sent', attempts.length, clock.nowMs())
        : status('failed', attempts.length, null, failed[0]!.error),
    );
    return { alert_id: alertId };
  }

  const attemptView = (a: DeliveryAttemptRecord): DeliveryAttempt => ({
    channel: a.channel,
    target: a.target,
    trigger: a.trigger,
    attempt: a.attempt,
    at: isoFromMs(a.at),
    ok: a.ok,
    ...(a.statusCode === undefined ? {} : { status_code: a.statusCode }),
    ...(a.latencyMs === undefined ? {} : { latency_ms: a.latencyMs }),
    ...(a.error ? { error: a.error } : {}),
  });

  async function ownAlert(userId: string, alertId: string) {
    const alert = await monitors.getAlert(alertId);
    if (!alert || alert.userId !== userId) throw new AppError('alert_not_found', { field: 'id' });
    return alert;
  }

  async function deliveries(userId: string, alertId: string) {
    await ownAlert(userId, alertId);
    const all = await monitors.deliveries(alertId);
    return { alert_id: alertId, deliveries: all.map(attemptView) };
  }

  /** The user's "send again": one attempt per target of the current config, no charge. */
  async function redeliver(userId: string, alertId: string, channels: readonly ('webhook' | 'email')[]) {
    const alert = await ownAlert(userId, alertId);
    const settings = await monitors.getSettings(userId);
    const config = await configOf(alert, settings);
    const made: DeliveryAttemptRecord[] = [];
    const { webhook, email } = config.notification;
    if (channels.includes('webhook') && webhook.enabled && webhook.urls.length > 0) {
      const previous = await monitors.deliveries(alertId);
      const next = Math.max(0, ...previous.filter((d) => d.channel === 'webhook').map((d) => d.attempt)) + 1;
      // Bounded by API Gateway's 29 s: a redelivery waits at most 10 s per URL (in parallel).
      const attempts = await postAll(
        alert,
        alert.id,
        'monitor.alert',
        alertView(alert),
        webhook.urls,
        Math.min(10, webhook.timeout_seconds),
        await secretsOf(userId, settings),
        'redeliver',
        next,
      );
      made.push(...attempts);
      if (attempts.every((a) => a.ok))
        await monitors.setNotification(
          alertId,
          'webhook',
          status('sent', alert.notification.webhook.attempts + attempts.length, clock.nowMs()),
        );
    }
    if (channels.includes('email') && email.enabled && email.recipients.length > 0) {
      const attempts = await mailAll(alert, email.recipients, settings.language ?? 'zh-CN', 'redeliver');
      made.push(...attempts);
      if (attempts.every((a) => a.ok))
        await monitors.setNotification(
          alertId,
          'email',
          status('sent', alert.notification.email.attempts + attempts.length, clock.nowMs()),
        );
    }
    return { alert_id: alertId, deliveries: made.map(attemptView) };
  }

  /** A signed sample (type monitor.test) to one URL or every URL of the global configuration. */
  async function sendTest(userId: string, url: string | undefined) {
    const settings = await monitors.getSettings(userId);
    const urls = url ? [url] : (settings.config?.notification.webhook.urls ?? []);
    if (urls.length === 0) throw new AppError('no_webhook_urls', { field: 'url' });
    for (const u of urls) await deps.checkWebhookUrl(u);
    const webhookId = `test_${deps.newId()}`;
    const now = clock.nowMs();
    const sample = {
      id: webhookId,
      monitoring_address_id: 'test',
      monitoring_address: '0x0000000000000000000000000000000000000000',
      counterparty_address: '0x0000000000000000000000000000000000000001',
      chain: 'ethereum',
      token: 'usdt',
      amount: '1',
      tx_hash: `0x${'0'.repeat(64)}`,
      monitor_type: 'known_risk',
      status: 'pending',
      details: {
        direction: 'in',
        description: 'A test event: no transfer happened',
        risk_type: 'sanction',
        risk_level: 4,
      },
      created_at: isoFromMs(now),
    };
    const attempts = await postAll(
      undefined,
      webhookId,
      'monitor.test',
      sample,
      urls,
      Math.min(10, settings.config?.notification.webhook.timeout_seconds ?? 10),
      await secretsOf(userId, settings),
      'test',
      1,
    );
    return { webhook_id: webhookId, deliveries: attempts.map(attemptView) };
  }

  return { charge, deliverWebhooks, sendEmails, deliveries, redeliver, sendTest };
}

export type AlertDelivery = ReturnType<typeof createAlertDelivery>;
