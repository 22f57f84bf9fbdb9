import { CREDITS_PER_PUSH } from '../../../shared/constants/plans';
import type {
  AddMonitorAddressRequest,
  AddMonitorAddressResponse,
  Alert,
  ListMonitorAddressesQuery,
  ListMonitorAddressesResponse,
  ListMonitorAlertsQuery,
  ListMonitorAlertsResponse,
  MonitorConfig,
  MonitoredAddress,
  UpdateMonitorAddressStatusRequest,
  WebhookSecretResponse,
} from '../../../shared/contract/monitoring.schema';
import type { Language } from '../../../shared/i18n/languages';
import { type Chain, normalizeAddress, type Token } from '../../../shared/rules/chain-rules';
import { monitorLabelOf } from '../../../shared/rules/monitor-label-rules';
import {
  defaultMonitorConfig,
  MONITOR_STATUS,
  WEBHOOK_SECRET_OVERLAP_SECONDS,
} from '../../../shared/rules/monitor-rules';
import { rfc3339, utcDayOf } from '../../../shared/rules/time';
import type { PlanState } from '../accounts/plan-credits';
import type { SensitiveChangeGate } from '../accounts/sensitive-changes';
import { AppError } from '../app-error';
import type { ClientIdempotency } from '../credits/client-idempotency';
import type { Clock } from '../ports/clock';
import type { Entropy } from '../ports/entropy';
import { addedDestinations, destinationSubject } from './alert-destinations';
import { type CapView, capView, completeConfig } from './daily-cap';
import type { MonitorCredits } from './monitor-credits';
import type {
  AlertRecord,
  ChannelStatus,
  MonitorLabelPatch,
  MonitorRecord,
  MonitorRepository,
  MonitorSettings,
} from './monitoring.ports';

/** The labels a request sends, as a patch: left out stays as it is, "" or null clears. */
export function labelPatchOf(request: {
  readonly name?: string | null;
  readonly customer_ref?: string | null;
}): MonitorLabelPatch {
  const one = (value: string | null | undefined) =>
    value === undefined ? undefined : (monitorLabelOf(value) ?? null);
  const name = one(request.name);
  const customerRef = one(request.customer_ref);
  return {
    ...(name === undefined ? {} : { name }),
    ...(customerRef === undefined ? {} : { customerRef }),
  };
}

const hasLabels = (patch: MonitorLabelPatch) => patch.name !== undefined || patch.customerRef !== undefined;

/**
 * Monitored addresses, their configuration and alerts (spec 02 §3–§5, §7, §9). Every use case
 * takes the caller's user id (from the token or, on the public API, the key) and touches only
 * that user's items: an id of another user's address or alert answers 404, as if it did not exist.
 */
export interface MonitorServiceDeps {
  readonly monitors: MonitorRepository;
  /** What an address costs to add, committed with it (monitor-credits.ts). */
  readonly credits: Pick<MonitorCredits, 'add' | 'remove' | 'remember'>;
  /** Idempotency-Key of add: a retry answers the first answer, charged once. */
  readonly idempotency: ClientIdempotency;
  readonly currentPlan: (userId: string) => Promise<PlanState>;
  /** query_once: one normal analysis at the normal price (query/create). */
  readonly createQuery: (
    userId: string,
    input: { chain: Chain; token: Token; address: string },
    apiKeyId: number,
  ) => Promise<{ query_hash: string }>;
  /** Refuses a webhook URL that may not be called (private addresses on AWS): throws webhook_url_refused. */
  readonly checkWebhookUrl: (url: string) => Promise<void>;
  readonly newSecret: () => string;
  readonly clock: Clock;
  readonly entropy: Entropy;
  /**
   * After a configuration naming e-mail recipients is saved: mails each new recipient its
   * confirmation link (recipient-confirmation.service.ts). Never fails the save.
   */
  readonly onRecipientsSaved?: (
    userId: string,
    emails: readonly string[],
    language: Language,
  ) => Promise<void>;
}

export function createMonitorService(deps: MonitorServiceDeps) {
  const { monitors, clock } = deps;

  /** Recipients of a saved config are asked to confirm (double opt-in) in the caller's language. */
  async function confirmRecipients(userId: string, config: MonitorConfig | null, language?: Language) {
    const recipients = config?.notification.email.recipients ?? [];
    if (recipients.length > 0 && deps.onRecipientsSaved)
      await deps.onRecipientsSaved(userId, recipients, language ?? 'zh-CN');
  }

  /**
   * New webhook URLs or e-mail recipients pass the caller's gate (a fresh password proof on the
   * console) before anything is saved; the answer tells the owner once the save is done.
   */
  async function guardDestinations(
    gate: SensitiveChangeGate,
    before: MonitorConfig | null | undefined,
    after: MonitorConfig | null | undefined,
  ): Promise<() => Promise<void>> {
    const added = addedDestinations(before, after);
    if (added.length === 0) return async () => {};
    await gate.authorize();
    return () => gate.notify({ kind: 'alert_destinations_added', subject: destinationSubject(added) });
  }

  async function checkUrls(config: MonitorConfig | null | undefined): Promise<void> {
    if (!config) return;
    for (const url of config.notification.webhook.urls) await deps.checkWebhookUrl(url);
  }

  /** Pushes are paused when a push could not be paid and the balance is still below one push. */
  async function pausedNow(userId: string, settings: MonitorSettings): Promise<boolean> {
    if (!settings.paused) return false;
    const plan = await deps.currentPlan(userId);
    return plan.queryQuota < CREDITS_PER_PUSH;
  }

  const view = (record: MonitorRecord, paused: boolean, cap: CapView): MonitoredAddress => ({
    id: record.id,
    address: record.address,
    chain: record.chain,
    token: record.token,
    name: record.name ?? null,
    customer_ref: record.customerRef ?? null,
    status: record.status === MONITOR_STATUS.active && paused ? MONITOR_STATUS.paused : record.status,
    paused: record.status === MONITOR_STATUS.active && paused,
    ...cap,
    config: record.config && completeConfig(record.config),
    created_at: rfc3339(record.createdAt),
    updated_at: rfc3339(record.updatedAt),
  });

  async function mustFind(userId: string, key: { chain: Chain; token: Token; address: string }) {
    const found = await monitors.findByAddress(
      userId,
      key.chain,
      key.token,
      normalizeAddress(key.chain, key.address),
    );
    if (!found) throw new AppError('monitor_address_not_found');
    return found;
  }

  /**
   * 1. A key sent before with the same request answers the first answer again (nothing is
   *    charged); with another request it is refused (422 idempotency_key_reused).
   * 2. An address already monitored is refused, or with `override` gets the new config.
   * 3. Otherwise it is added, free within the plan's allowance and paid beyond it, with the key
   *    remembered in the same commit (monitor-credits.ts).
   * 4. query_once runs one analysis at the normal price.
   */
  async function add(
    userId: string,
    request: AddMonitorAddressRequest,
    gate: SensitiveChangeGate,
    apiKeyId = 0,
    language?: Language,
    idempotencyKey?: string,
  ): Promise<AddMonitorAddressResponse> {
    const config = request.config ?? null;
    const labels = labelPatchOf(request);
    const address = normalizeAddress(request.chain, request.address);
    const client = deps.idempotency.keyOf('monitor-add', idempotencyKey, {
      chain: request.chain,
      token: request.token,
      address,
      config,
      override: request.override ?? false,
      query_once: request.query_once ?? false,
      ...(hasLabels(labels) ? { labels } : {}),
    });
    const replayed = await deps.idempotency.replay<AddMonitorAddressResponse>(userId, client);
    if (replayed) return replayed;
    await checkUrls(config);
    // Compared with what the address had, or else with the defaults it would have used.
    const notify = config
      ? await guardDestinations(
          gate,
          (await monitors.findByAddress(userId, request.chain, request.token, address))?.config ??
            (await monitors.getSettings(userId)).config,
          config,
        )
      : async () => {};
    if (language) await monitors.setLanguage(userId, language);
    const queryOnce = async () =>
      request.query_once
        ? {
            query_hash: (
              await deps.createQuery(
                userId,
                { chain: request.chain, token: request.token, address: request.address },
                apiKeyId,
              )
            ).query_hash,
          }
        : {};
    /**
     * An address already there gets the new config (override). With a key, the key is claimed
     * first, so a retry answers the address again instead of saving and running query_once again.
     */
    const overridden = async (id: string): Promise<AddMonitorAddressResponse> => {
      if (!request.override) throw new AppError('monitor_address_exists', { field: 'address' });
      const answer = { id, credits_charged: 0 };
      if (
        client &&
        !(await deps.credits.remember(deps.idempotency.remember(userId, client, answer, clock.nowMs())))
      ) {
        const twin = await deps.idempotency.replay<AddMonitorAddressResponse>(userId, client);
        if (twin) return twin;
      }
      await monitors.update(userId, id, { config, ...labels }, clock.nowMs());
      await confirmRecipients(userId, config, language);
      await notify();
      return { ...answer, ...(await queryOnce()) };
    };
    const existing = await monitors.findByAddress(userId, request.chain, request.token, address);
    if (existing) return overridden(existing.id);
    const now = clock.nowMs();
    const record: MonitorRecord = {
      id: deps.entropy.id(),
      userId,
      address,
      chain: request.chain,
      token: request.token,
      status: 1,
      config,
      createdAt: now,
      updatedAt: now,
      // Alerts start with transfers from now on: the history before is what query_once is for.
      cursor: Math.floor(now / 1000),
      creditsCharged: 0,
      ...(labels.name ? { name: labels.name } : {}),
      ...(labels.customerRef ? { customerRef: labels.customerRef } : {}),
    };
    // The key is remembered with the address, before query_once runs: a retry of a call whose
    // analysis failed to start answers the address and starts no second analysis.
    const remembered = (creditsCharged: number) =>
      client
        ? [deps.idempotency.remember(userId, client, { id: record.id, credits_charged: creditsCharged }, now)]
        : [];
    const added = await deps.credits.add(record, () => deps.currentPlan(userId), apiKeyId, remembered);
    if (added.outcome !== 'added') {
      // A twin call with the same key may have won the race (and taken the address or the last
      // credits): its answer, or 422 if its request differed, before any refusal of this one.
      const twin = await deps.idempotency.replay<AddMonitorAddressResponse>(userId, client);
      if (twin) return twin;
    }
    if (added.outcome === 'key_taken') throw new AppError('service_unavailable');
    if (added.outcome === 'no_credits') throw new AppError('monitor_insufficient_credits');
    // Added by a concurrent call a moment ago: the same answer as the override rule gives.
    if (added.outcome === 'exists') return overridden((await mustFind(userId, request)).id);
    await confirmRecipients(userId, config, language);
    await notify();
    return { id: record.id, credits_charged: added.creditsCharged, ...(await queryOnce()) };
  }

  async function remove(userId: string, key: { chain: Chain; token: Token; address: string }) {
    const found = await mustFind(userId, key);
    if (!(await deps.credits.remove(found))) throw new AppError('monitor_address_not_found');
    return { id: found.id };
  }

  async function setStatus(userId: string, request: UpdateMonitorAddressStatusRequest) {
    const found = await mustFind(userId, request);
    await monitors.update(userId, found.id, { status: request.status as 0 | 1 }, clock.nowMs());
    return { id: found.id };
  }

  async function setConfig(
    userId: string,
    monitorId: string,
    config: MonitorConfig | null,
    gate: SensitiveChangeGate,
    language?: Language,
    labels: MonitorLabelPatch = {},
  ) {
    await checkUrls(config);
    const current = await monitors.get(userId, monitorId);
    if (!current) throw new AppError('monitor_address_not_found', { field: 'address_id' });
    const notify = await guardDestinations(gate, current.config, config);
    if (!(await monitors.update(userId, monitorId, { config, ...labels }, clock.nowMs())))
      throw new AppError('monitor_address_not_found', { field: 'address_id' });
    await confirmRecipients(userId, config, language);
    await notify();
    return { id: monitorId };
  }

  async function list(
    userId: string,
    query: ListMonitorAddressesQuery,
  ): Promise<ListMonitorAddressesResponse> {
    const now = clock.nowMs();
    const [settings, alertsToday] = await Promise.all([
      monitors.getSettings(userId),
      monitors.dailyAlertCounts(userId, utcDayOf(now)),
    ]);
    const paused = await pausedNow(userId, settings);
    // status 2 (paused) is active while pushes are paused; 1 is active and not paused.
    const storedStatus =
      query.status === undefined ? undefined : query.status === MONITOR_STATUS.inactive ? 0 : 1;
    const none =
      (query.status === MONITOR_STATUS.paused && !paused) ||
      (query.status === MONITOR_STATUS.active && paused);
    const page = none
      ? { items: [], total: 0 }
      : await monitors.list(
          userId,
          { chain: query.chain, token: query.token, status: storedStatus },
          { size: query.page_size, number: query.page, cursor: query.cursor },
        );
    return {
      addresses: page.items.map((r) =>
        view(r, paused, capView(r, settings.config, alertsToday.get(r.id) ?? 0, paused, now)),
      ),
      total: page.total,
      page: query.page,
      page_size: query.page_size,
      ...(page.nextCursor ? { next_cursor: page.nextCursor } : {}),
    };
  }

  async function listAlerts(
    userId: string,
    query: ListMonitorAlertsQuery,
  ): Promise<ListMonitorAlertsResponse> {
    const page = await monitors.listAlerts(
      userId,
      {
        monitorType: query.monitor_type,
        status: query.status,
        fromMs: query.start_time === undefined ? undefined : query.start_time * 1000,
        toMs: query.end_time === undefined ? undefined : query.end_time * 1000 + 999,
      },
      { size: query.page_size, number: query.page, cursor: query.cursor },
    );
    // The labels as they are now, read once per address on the page (a page holds at most 100).
    const ids = [...new Set(page.items.map((a) => a.monitorId))];
    const owners = new Map(
      (await Promise.all(ids.map((id) => monitors.get(userId, id)))).flatMap((m) => (m ? [[m.id, m]] : [])),
    );
    return {
      alerts: page.items.map((a) => alertView(a, owners.get(a.monitorId))),
      total: page.total,
      page: query.page,
      page_size: query.page_size,
      ...(page.nextCursor ? { next_cursor: page.nextCursor } : {}),
    };
  }

  async function ownAlert(userId: string, alertId: string): Promise<AlertRecord> {
    const alert = await monitors.getAlert(alertId);
    if (!alert || alert.userId !== userId) throw new AppError('alert_not_found', { field: 'id' });
    return alert;
  }

  async function setAlertStatus(userId: string, alertId: string, status: 'processed' | 'ignored') {
    await ownAlert(userId, alertId);
    await monitors.setAlertStatus(alertId, status);
    return { id: alertId, status };
  }

  async function defaultConfig(userId: string): Promise<{ config: MonitorConfig }> {
    const settings = await monitors.getSettings(userId);
    return {
      config: completeConfig(settings.config ?? (structuredClone(defaultMonitorConfig) as MonitorConfig)),
    };
  }

  async function setDefaultConfig(
    userId: string,
    config: MonitorConfig,
    gate: SensitiveChangeGate,
    language?: Language,
  ): Promise<{ config: MonitorConfig }> {
    await checkUrls(config);
    const notify = await guardDestinations(gate, (await monitors.getSettings(userId)).config, config);
    if (language) await monitors.setLanguage(userId, language);
    await monitors.setDefaultConfig(userId, config);
    await confirmRecipients(userId, config, language);
    await notify();
    return { config };
  }

  const secretView = (settings: MonitorSettings): WebhookSecretResponse => {
    const expires = settings.previousSecretExpiresAt;
    return {
      secret: settings.secret!,
      previous_secret_expires_at:
        settings.previousSecret && expires && expires > clock.nowMs() ? rfc3339(expires) : null,
    };
  };

  async function webhookSecret(userId: string): Promise<WebhookSecretResponse> {
    const settings = await monitors.getSettings(userId);
    if (settings.secret) return secretView(settings);
    return secretView(await monitors.ensureSecret(userId, deps.newSecret()));
  }

  /**
   * A new secret; the current one keeps signing beside it for 24 hours (Standard Webhooks'
   * overlap). Conditional on the secret read: a concurrent rotation that won answers 409
   * webhook_secret_conflict here, so no caller is handed a secret that never signs.
   */
  async function rotateWebhookSecret(userId: string): Promise<WebhookSecretResponse> {
    const current = await webhookSecret(userId);
    const expires = clock.nowMs() + WEBHOOK_SECRET_OVERLAP_SECONDS * 1000;
    const secret = deps.newSecret();
    if (!(await monitors.rotateSecret(userId, secret, current.secret, expires)))
      throw new AppError('webhook_secret_conflict');
    return { secret, previous_secret_expires_at: rfc3339(expires) };
  }

  /**
   * Ends the overlap now: only the current secret signs from the next delivery on (the old one
   * leaked, or every receiver has switched). Conditional on the current secret as read, so a
   * rotation in between is not cut short by a revoke meant for the secret before it.
   */
  async function revokePreviousWebhookSecret(userId: string): Promise<WebhookSecretResponse> {
    const current = await webhookSecret(userId);
    if (!(await monitors.revokePreviousSecret(userId, current.secret)))
      throw new AppError('webhook_secret_conflict');
    return { secret: current.secret, previous_secret_expires_at: null };
  }

  return {
    add,
    remove,
    setStatus,
    setConfig,
    list,
    listAlerts,
    ownAlert,
    setAlertStatus,
    defaultConfig,
    setDefaultConfig,
    webhookSecret,
    rotateWebhookSecret,
    revokePreviousWebhookSecret,
  };
}

export type MonitorService = ReturnType<typeof createMonitorService>;

/** When a retrying channel tries next (RFC 3339); nothing once it stopped retrying. */
export const nextAttemptOf = (c: ChannelStatus): string | undefined =>
  c.state === 'retrying' && c.nextAttemptAt !== undefined ? rfc3339(c.nextAttemptAt) : undefined;

const channelView = (c: ChannelStatus) => {
  const next = nextAttemptOf(c);
  return {
    sent: c.sent,
    sent_at: c.sentAt === null ? null : rfc3339(c.sentAt),
    state: c.state,
    attempts: c.attempts,
    ...(c.error ? { error: c.error } : {}),
    ...(next ? { next_attempt_at: next } : {}),
  };
};

/** An alert as answered and pushed, with its address's labels as they are now (`monitor`: null if removed). */
export const alertView = (a: AlertRecord, monitor?: Pick<MonitorRecord, 'name' | 'customerRef'>): Alert => ({
  id: a.id,
  monitoring_address_id: a.monitorId,
  monitoring_address: a.monitoringAddress,
  monitoring_address_name: monitor?.name ?? null,
  customer_ref: monitor?.customerRef ?? null,
  counterparty_address: a.counterparty,
  chain: a.chain,
  token: a.token,
  amount: a.amount,
  tx_hash: a.txHash,
  monitor_type: a.monitorType,
  monitor_types: [...(a.monitorTypes ?? [a.monitorType])],
  status: a.status,
  details: a.details,
  notification_status: {
    email: channelView(a.notification.email),
    webhook: channelView(a.notification.webhook),
  },
  credits_charged: a.creditsCharged,
  created_at: rfc3339(a.createdAt),
});
