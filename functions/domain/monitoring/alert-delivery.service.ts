import { CREDITS_PER_PUSH } from '../../../shared/constants/plans';
import type { DeliveryAttempt, MonitorConfig } from '../../../shared/contract/monitoring.schema';
import type { Language } from '../../../shared/i18n/languages';
import {
  REDELIVERIES_PER_ALERT,
  type Reach,
  reachOf,
  redeliveriesPerUser,
  testEventsPerUser,
} from '../../../shared/rules/alert-delivery-rules';
import { defaultMonitorConfig, WEBHOOK_RETRY_DELAYS_SECONDS } from '../../../shared/rules/monitor-rules';
import { rfc3339 } from '../../../shared/rules/time';
import type { Mailer } from '../accounts/account.ports';
import type { PlanState } from '../accounts/plan-credits';
import { AppError } from '../app-error';
import type { ClientIdempotency } from '../credits/client-idempotency';
import type { Ledger } from '../credits/ledger.ports';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import type { RateLimiter } from '../ports/rate-limiter';
import { alertMail } from './alert-mail';
import type { SendWebhook, SignWebhook } from './delivery.ports';
import type { RedeliveryCounter } from './delivery-guards.ports';
import { deliveryLimitError, pushCreditsError } from './delivery-limit-errors';
import { alertView, nextAttemptOf } from './monitor.service';
import type {
  AlertRecord,
  ChannelStatus,
  DeliveryAttemptRecord,
  MonitorRecord,
  MonitorRepository,
  MonitorSettings,
} from './monitoring.ports';
import type { IsConfirmed } from './recipient-confirmation.service';

/**
 * Delivery of an alert, the steps of the "alert delivery" state machine:
 * 1. charge: only when a channel receives the alert (a webhook on with a URL, or e-mail on with a
 *    confirmed recipient); otherwise nothing is charged or sent and the channels say why
 *    (`disabled`, `no_recipients`). Else 3 credits through the ledger, idempotent on the alert
 *    id; without them nothing is pushed, both channels say `no_credits` and the user's pushes
 *    show paused until a push is paid again (the balance is back at 3 or more);
 * 2. in parallel: the webhook rounds (one POST per pending URL, Standard Webhooks signed, retried
 *    with backoff over about a day while a URL fails) and the e-mails (one per confirmed
 *    recipient, in the user's language);
 * 3. every attempt and each channel's status are recorded as they happen.
 * One push costs 3 credits whatever the channels or retries. Redelivery and the test event are
 * the user's own calls, one attempt per target and capped (alert-delivery-rules.ts): redelivering
 * a paid alert is free, an unpaid one is charged first; the test event is free.
 */
export interface AlertDeliveryDeps {
  readonly monitors: MonitorRepository;
  /**
   * Idempotency-Key of a redelivery: a retry after a time-out answers the first answer and sends
   * nothing again (the push itself is charged once per alert regardless).
   */
  readonly idempotency?: { readonly keys: ClientIdempotency; readonly ledger: Pick<Ledger, 'commit'> };
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
  /** Which e-mails receive alerts: the account's own and the confirmed recipients. */
  readonly confirmedAmong: (userId: string, emails: readonly string[]) => Promise<IsConfirmed>;
  /** Per-user windows of redeliveries and test events. */
  readonly limits: RateLimiter;
  readonly redeliveries: RedeliveryCounter;
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

  /**
   * What a push follows and carries: the config (the address's own, else the user's global, else
   * the default) and the address as it is now, whose name and customer reference go with it.
   */
  async function pushOf(
    alert: AlertRecord,
    settings: MonitorSettings,
  ): Promise<{ config: MonitorConfig; owner: MonitorRecord | undefined }> {
    const owner = await monitors.get(alert.userId, alert.monitorId);
    return {
      config: owner?.config ?? settings.config ?? (structuredClone(defaultMonitorConfig) as MonitorConfig),
      owner,
    };
  }
  const configOf = async (alert: AlertRecord, settings: MonitorSettings) =>
    (await pushOf(alert, settings)).config;

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

  /** Who receives an alert under `config`: the webhook, and the confirmed recipients. */
  async function reachFor(userId: string, config: MonitorConfig): Promise<Reach> {
    const { email } = config.notification;
    return reachOf(config, await deps.confirmedAmong(userId, email.enabled ? email.recipients : []));
  }

  const webhookUnreached = (config: MonitorConfig): ChannelStatus =>
    status(config.notification.webhook.enabled ? 'no_recipients' : 'disabled', 0, null);

  const emailUnreached = (config: MonitorConfig, reach: Reach): ChannelStatus =>
    status(
      config.notification.email.enabled ? 'no_recipients' : 'disabled',
      0,
      null,
      reach.unconfirmed.length > 0
        ? `${reach.unconfirmed.length} recipient(s) have not confirmed the link mailed to them yet`
        : undefined,
    );

  async function charge(alertId: string): Promise<{ alert_id: string; charged: boolean }> {
    const alert = await mustAlert(alertId);
    // A Charge run again after it charged goes on to deliver whatever the config says now.
    if (alert.creditsCharged === 0) {
      const config = await configOf(alert, await monitors.getSettings(alert.userId));
      const reach = await reachFor(alert.userId, config);
      if (!reach.any) {
        // Nobody would receive it: nothing is charged, and "Paid?" ends the execution.
        await monitors.setNotification(alertId, 'webhook', webhookUnreached(config));
        await monitors.setNotification(alertId, 'email', emailUnreached(config, reach));
        deps.log.info('alert not pushed: no channel receives it', { alertId });
        return { alert_id: alertId, charged: false };
      }
    }
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
        const body = JSON.stringify({ type, timestamp: rfc3339(now), data });
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
    const { config, owner } = await pushOf(alert, settings);
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
      alertView(alert, owner),
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
    const wait = Math.max(1, Math.round(delay / speedUp));
    // The state machine's Wait starts now, so the retry is due `wait` seconds from now.
    await monitors.setNotification(alert.id, 'webhook', {
      ...status('retrying', total, null, error),
      nextAttemptAt: now + wait * 1000,
    });
    return done(
      failed.map((a) => a.target),
      true,
      wait,
    );
  }

  async function mailAll(
    alert: AlertRecord,
    owner: MonitorRecord | undefined,
    recipients: readonly string[],
    language: Language,
    trigger: Trigger,
  ) {
    const mail = alertMail(alert, language, deps.consoleUrl, owner);
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
    const { config, owner } = await pushOf(alert, settings);
    const reach = await reachFor(alert.userId, config);
    if (reach.emails.length === 0) {
      await monitors.setNotification(alertId, 'email', emailUnreached(config, reach));
      return { alert_id: alertId };
    }
    const attempts = await mailAll(alert, owner, reach.emails, settings.language ?? 'zh-CN', 'alert');
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
    at: rfc3339(a.at),
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

  /** What the next redelivery costs and how many are left, for the console's button. */
  const allowance = (alert: AlertRecord, used: number) => ({
    redeliveries_left: Math.max(0, REDELIVERIES_PER_ALERT - used),
    redelivery_cost: alert.creditsCharged > 0 ? 0 : CREDITS_PER_PUSH,
  });

  async function deliveries(userId: string, alertId: string) {
    const alert = await ownAlert(userId, alertId);
    const [all, used] = await Promise.all([monitors.deliveries(alertId), deps.redeliveries.used(alertId)]);
    const next = nextAttemptOf(alert.notification.webhook);
    return {
      alert_id: alertId,
      deliveries: all.map(attemptView),
      ...allowance(alert, used),
      ...(next ? { next_attempt_at: next } : {}),
    };
  }

  /** A channel's status after a redelivery: sent when every target took it. */
  async function settle(
    alertId: string,
    channel: 'webhook' | 'email',
    previous: ChannelStatus,
    attempts: readonly DeliveryAttemptRecord[],
  ) {
    if (attempts.length === 0) return;
    const total = previous.attempts + attempts.length;
    const failed = attempts.filter((a) => !a.ok);
    if (failed.length === 0)
      await monitors.setNotification(alertId, channel, status('sent', total, clock.nowMs()));
    // A state that said why nothing was sent no longer holds; a retry chain in progress keeps its own.
    else if (['pending', 'no_credits', 'no_recipients', 'disabled'].includes(previous.state))
      await monitors.setNotification(alertId, channel, status('failed', total, null, failed[0]!.error));
  }

  /**
   * The user's "send again", one attempt per target that receives alerts now:
   * 1. nothing to send to (no webhook URL on, no confirmed recipient): 400, nothing counted;
   * 2. the user's hourly window and the alert's total are counted before any work (429 beyond);
   * 3. an alert that was never paid (no credits at its push) is charged now, through the same
   *    idempotent move as the Charge step: 403 without the credits, and nothing is sent;
   * 4. the targets get the alert with its own webhook-id; the attempts are recorded.
   */
  async function redeliver(
    userId: string,
    alertId: string,
    channels: readonly ('webhook' | 'email')[],
    language: Language = 'en-US',
    idempotencyKey?: string,
  ) {
    const client = deps.idempotency?.keys.keyOf('redeliver', idempotencyKey, {
      alert_id: alertId,
      channels: [...new Set(channels)].sort(),
    });
    const replayed = await deps.idempotency?.keys.replay<Awaited<ReturnType<typeof redeliverOnce>>>(
      userId,
      client,
    );
    if (replayed) return replayed;
    const answer = await redeliverOnce(userId, alertId, channels, language);
    if (client && deps.idempotency)
      await deps.idempotency.ledger.commit([
        deps.idempotency.keys.remember(
          userId,
          client,
          answer as unknown as Record<string, unknown>,
          clock.nowMs(),
        ),
      ]);
    return answer;
  }

  async function redeliverOnce(
    userId: string,
    alertId: string,
    channels: readonly ('webhook' | 'email')[],
    language: Language,
  ) {
    const alert = await ownAlert(userId, alertId);
    const settings = await monitors.getSettings(userId);
    const { config, owner } = await pushOf(alert, settings);
    const reach = await reachFor(userId, config);
    const toWebhook = channels.includes('webhook') && reach.webhook;
    const emails = channels.includes('email') ? reach.emails : [];
    if (!toWebhook && emails.length === 0) throw new AppError('no_receiving_channel', { field: 'channels' });

    const window = await deps.limits.take(`redeliver:${userId}`, clock.nowSeconds(), redeliveriesPerUser);
    if (!window.allowed) throw deliveryLimitError('redeliveries_per_hour', language, window.retryAfter);
    // Read first, so an alert at its cap is refused before it could be charged.
    if ((await deps.redeliveries.used(alertId)) >= REDELIVERIES_PER_ALERT)
      throw deliveryLimitError('redeliveries_per_alert', language);
    let creditsCharged = 0;
    if (alert.creditsCharged === 0) {
      await deps.currentPlan(userId);
      const outcome = await monitors.chargePush(alert, clock.nowMs());
      if (outcome === 'refused') throw pushCreditsError(language);
      if (outcome === 'applied') {
        creditsCharged = CREDITS_PER_PUSH;
        if (settings.paused) await monitors.setPaused(userId, false);
      }
    }
    const used = await deps.redeliveries.take(alertId, REDELIVERIES_PER_ALERT);
    if (used === undefined) throw deliveryLimitError('redeliveries_per_alert', language);

    const made: DeliveryAttemptRecord[] = [];
    const { webhook } = config.notification;
    if (toWebhook) {
      const previous = await monitors.deliveries(alertId);
      const next = Math.max(0, ...previous.filter((d) => d.channel === 'webhook').map((d) => d.attempt)) + 1;
      // Bounded by API Gateway's 29 s: a redelivery waits at most 10 s per URL (in parallel).
      const attempts = await postAll(
        alert,
        alert.id,
        'monitor.alert',
        alertView(alert, owner),
        webhook.urls,
        Math.min(10, webhook.timeout_seconds),
        await secretsOf(userId, settings),
        'redeliver',
        next,
      );
      made.push(...attempts);
      await settle(alertId, 'webhook', alert.notification.webhook, attempts);
    }
    if (emails.length > 0) {
      const attempts = await mailAll(alert, owner, emails, settings.language ?? 'zh-CN', 'redeliver');
      made.push(...attempts);
      await settle(alertId, 'email', alert.notification.email, attempts);
    }
    // Paid now: a channel left out of this call no longer waits for credits; it says what it is.
    if (creditsCharged > 0) {
      if (!toWebhook && alert.notification.webhook.state === 'no_credits')
        await monitors.setNotification(
          alertId,
          'webhook',
          reach.webhook ? status('pending', 0, null) : webhookUnreached(config),
        );
      if (emails.length === 0 && alert.notification.email.state === 'no_credits')
        await monitors.setNotification(
          alertId,
          'email',
          reach.emails.length > 0 ? status('pending', 0, null) : emailUnreached(config, reach),
        );
    }
    return {
      alert_id: alertId,
      deliveries: made.map(attemptView),
      credits_charged: creditsCharged,
      ...allowance({ ...alert, creditsCharged: CREDITS_PER_PUSH }, used),
    };
  }

  /**
   * A signed sample (type monitor.test) to one URL or every URL of the global configuration.
   * Free, within the user's hourly window of test events (counted before any URL is looked up).
   */
  async function sendTest(userId: string, url: string | undefined, language: Language = 'en-US') {
    const settings = await monitors.getSettings(userId);
    const urls = url ? [url] : (settings.config?.notification.webhook.urls ?? []);
    if (urls.length === 0) throw new AppError('no_webhook_urls', { field: 'url' });
    const window = await deps.limits.take(`webhook-test:${userId}`, clock.nowSeconds(), testEventsPerUser);
    if (!window.allowed) throw deliveryLimitError('test_events_per_hour', language, window.retryAfter);
    for (const u of urls) await deps.checkWebhookUrl(u);
    const webhookId = `test_${deps.newId()}`;
    const now = clock.nowMs();
    const sample = {
      id: webhookId,
      monitoring_address_id: 'test',
      monitoring_address: '0x0000000000000000000000000000000000000000',
      monitoring_address_name: 'Test address',
      customer_ref: null,
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
      created_at: rfc3339(now),
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
