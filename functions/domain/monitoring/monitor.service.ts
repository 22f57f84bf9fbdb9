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
import {
  defaultMonitorConfig,
  MONITOR_STATUS,
  WEBHOOK_SECRET_OVERLAP_SECONDS,
} from '../../../shared/rules/monitor-rules';
import type { PlanState } from '../accounts/plan-credits';
import { AppError } from '../app-error';
import type { Clock } from '../ports/clock';
import type { Entropy } from '../ports/entropy';
import type {
  AlertRecord,
  ChannelStatus,
  MonitorRecord,
  MonitorRepository,
  MonitorSettings,
} from './monitoring.ports';

/**
 * Monitored addresses, their configuration and alerts (spec 02 §3–§5, §7, §9). Every use case
 * takes the caller's user id (from the token or, on the public API, the key) and touches only
 * that user's items: an id of another user's address or alert answers 404, as if it did not exist.
 */
export interface MonitorServiceDeps {
  readonly monitors: MonitorRepository;
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
}

export const isoFromMs = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function createMonitorService(deps: MonitorServiceDeps) {
  const { monitors, clock } = deps;

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

  const view = (record: MonitorRecord, paused: boolean): MonitoredAddress => ({
    id: record.id,
    address: record.address,
    chain: record.chain,
    token: record.token,
    status: record.status === MONITOR_STATUS.active && paused ? MONITOR_STATUS.paused : record.status,
    paused: record.status === MONITOR_STATUS.active && paused,
    config: record.config,
    created_at: isoFromMs(record.createdAt),
    updated_at: isoFromMs(record.updatedAt),
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

  async function add(
    userId: string,
    request: AddMonitorAddressRequest,
    apiKeyId = 0,
    language?: Language,
  ): Promise<AddMonitorAddressResponse> {
    const config = request.config ?? null;
    await checkUrls(config);
    if (language) await monitors.setLanguage(userId, language);
    const address = normalizeAddress(request.chain, request.address);
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
    const existing = await monitors.findByAddress(userId, request.chain, request.token, address);
    if (existing) {
      if (!request.override) throw new AppError('monitor_address_exists', { field: 'address' });
      await monitors.update(userId, existing.id, { config }, clock.nowMs());
      return { id: existing.id, credits_charged: 0, ...(await queryOnce()) };
    }
    const plan = await deps.currentPlan(userId);
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
    };
    const added = await monitors.add(record, plan.monitorAddressCount, plan.packageType, now);
    if (added.outcome === 'no_credits') throw new AppError('monitor_insufficient_credits');
    if (added.outcome === 'exists') {
      // Added by a concurrent call a moment ago: the same answer as the override rule gives.
      if (!request.override) throw new AppError('monitor_address_exists', { field: 'address' });
      const raced = await mustFind(userId, request);
      await monitors.update(userId, raced.id, { config }, clock.nowMs());
      return { id: raced.id, credits_charged: 0, ...(await queryOnce()) };
    }
    return { id: record.id, credits_charged: added.creditsCharged, ...(await queryOnce()) };
  }

  async function remove(userId: string, key: { chain: Chain; token: Token; address: string }) {
    const found = await mustFind(userId, key);
    await monitors.remove(found);
    return { id: found.id };
  }

  async function setStatus(userId: string, request: UpdateMonitorAddressStatusRequest) {
    const found = await mustFind(userId, request);
    await monitors.update(userId, found.id, { status: request.status as 0 | 1 }, clock.nowMs());
    return { id: found.id };
  }

  async function setConfig(userId: string, monitorId: string, config: MonitorConfig | null) {
    await checkUrls(config);
    if (!(await monitors.update(userId, monitorId, { config }, clock.nowMs())))
      throw new AppError('monitor_address_not_found', { field: 'address_id' });
    return { id: monitorId };
  }

  async function list(
    userId: string,
    query: ListMonitorAddressesQuery,
  ): Promise<ListMonitorAddressesResponse> {
    const settings = await monitors.getSettings(userId);
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
      addresses: page.items.map((r) => view(r, paused)),
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
    return {
      alerts: page.items.map(alertView),
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
    return { config: settings.config ?? (structuredClone(defaultMonitorConfig) as MonitorConfig) };
  }

  async function setDefaultConfig(
    userId: string,
    config: MonitorConfig,
    language?: Language,
  ): Promise<{ config: MonitorConfig }> {
    await checkUrls(config);
    if (language) await monitors.setLanguage(userId, language);
    await monitors.setDefaultConfig(userId, config);
    return { config };
  }

  const secretView = (settings: MonitorSettings): WebhookSecretResponse => {
    const expires = settings.previousSecretExpiresAt;
    return {
      secret: settings.secret!,
      previous_secret_expires_at:
        settings.previousSecret && expires && expires > clock.nowMs() ? isoFromMs(expires) : null,
    };
  };

  async function webhookSecret(userId: string): Promise<WebhookSecretResponse> {
    const settings = await monitors.getSettings(userId);
    if (settings.secret) return secretView(settings);
    return secretView(await monitors.ensureSecret(userId, deps.newSecret()));
  }

  async function rotateWebhookSecret(userId: string): Promise<WebhookSecretResponse> {
    const current = await webhookSecret(userId);
    const expires = clock.nowMs() + WEBHOOK_SECRET_OVERLAP_SECONDS * 1000;
    const secret = deps.newSecret();
    await monitors.rotateSecret(userId, secret, current.secret, expires);
    return { secret, previous_secret_expires_at: isoFromMs(expires) };
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
  };
}

export type MonitorService = ReturnType<typeof createMonitorService>;

const channelView = (c: ChannelStatus) => ({
  sent: c.sent,
  sent_at: c.sentAt === null ? null : isoFromMs(c.sentAt),
  state: c.state,
  attempts: c.attempts,
  ...(c.error ? { error: c.error } : {}),
});

export const alertView = (a: AlertRecord): Alert => ({
  id: a.id,
  monitoring_address_id: a.monitorId,
  monitoring_address: a.monitoringAddress,
  counterparty_address: a.counterparty,
  chain: a.chain,
  token: a.token,
  amount: a.amount,
  tx_hash: a.txHash,
  monitor_type: a.monitorType,
  status: a.status,
  details: a.details,
  notification_status: {
    email: channelView(a.notification.email),
    webhook: channelView(a.notification.webhook),
  },
  credits_charged: a.creditsCharged,
  created_at: isoFromMs(a.createdAt),
});
