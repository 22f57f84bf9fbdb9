import { createHash } from 'node:crypto';
import { CREDITS_PER_PUSH } from '../../shared/constants/plans';
import type { MonitorConfig } from '../../shared/contract/monitoring.schema';
import { defaultMonitorConfig, withNotification } from '../../shared/rules/monitor-rules';
import type { Mail } from '../domain/accounts/account.ports';
import { type PlanState, startPlan } from '../domain/accounts/plan-credits';
import type { AlertDeliveryDeps } from '../domain/monitoring/alert-delivery.service';
import type { WebhookPost } from '../domain/monitoring/delivery.ports';
import type {
  RecipientRecord,
  RecipientRepository,
  RedeliveryCounter,
} from '../domain/monitoring/delivery-guards.ports';
import type {
  AlertRecord,
  ChannelStatus,
  DeliveryAttemptRecord,
  MonitorRecord,
  MonitorRepository,
  MonitorSettings,
} from '../domain/monitoring/monitoring.ports';
import type { RecipientConfirmationDeps } from '../domain/monitoring/recipient-confirmation.service';
import type { Clock } from '../domain/ports/clock';
import { silentLogger } from '../domain/ports/logger';
import { inMemoryRateLimiter } from './in-memory-rate-limiter';

/**
 * In-memory stand-ins for what alert delivery and the recipients' double opt-in talk to: the
 * monitor store (the methods delivery uses), the credit balance behind `chargePush` (3 credits,
 * once per alert, never below zero), recipients and their links, the redelivery count, rate
 * windows, the outbox and the webhook endpoint. They keep the conditional semantics of the
 * DynamoDB adapters, which the integration tests exercise on the local stack.
 */
export const OWNER_EMAIL = 'owner@example.com';
export const USER_ID = 'user-1';

export const alertRecord = (overrides: Partial<AlertRecord> = {}): AlertRecord => {
  const pending: ChannelStatus = { sent: false, sentAt: null, state: 'pending', attempts: 0 };
  return {
    id: 'al_0001',
    userId: USER_ID,
    monitorId: 'mon-1',
    monitoringAddress: '0x742d35cc6634c0532925a3b844bc454e4438f44e',
    counterparty: '0x038989cbb1710c72b9920dc4fa529158f463e72c',
    chain: 'ethereum',
    token: 'usdt',
    amount: '990',
    txHash: `0x${'ab'.repeat(32)}`,
    monitorType: 'known_risk',
    status: 'pending',
    details: { direction: 'in', description: 'From a sanctioned address', log_index: 0 },
    notification: { email: pending, webhook: pending },
    creditsCharged: 0,
    createdAt: 1_800_000_000_000,
    ...overrides,
  };
};

/** A global configuration: the default with the given notification parts changed. */
export const configWith = (changes: Parameters<typeof withNotification<MonitorConfig>>[1]): MonitorConfig =>
  withNotification(structuredClone(defaultMonitorConfig) as MonitorConfig, changes);

export function fakeDeliveryWorld(options: { credits?: number; config?: MonitorConfig | null } = {}) {
  let nowSeconds = 1_800_000_000;
  const clock: Clock = { nowSeconds: () => nowSeconds, nowMs: () => nowSeconds * 1000 };
  let balance = options.credits ?? 100;
  const paidAlerts = new Set<string>();
  const alerts = new Map<string, AlertRecord>();
  const monitors = new Map<string, MonitorRecord>();
  let settings: MonitorSettings = { config: options.config ?? null, paused: false, secret: 'whsec_dGVzdA==' };
  const attempts: DeliveryAttemptRecord[] = [];
  const redeliveryCounts = new Map<string, number>();
  const recipients = new Map<string, RecipientRecord>();
  const links = new Map<string, { userId: string; email: string; expiresAt: number }>();
  const outbox: Mail[] = [];
  const posts: WebhookPost[] = [];
  let webhookAnswers = 200;
  let ids = 0;

  const store = {
    async getAlert(id: string) {
      return alerts.get(id);
    },
    async get(_userId: string, monitorId: string) {
      return monitors.get(monitorId);
    },
    async getSettings() {
      return settings;
    },
    async ensureSecret() {
      return settings;
    },
    async setPaused(_userId: string, paused: boolean) {
      settings = { ...settings, paused };
    },
    async chargePush(alert: AlertRecord) {
      if (paidAlerts.has(alert.id)) return 'already_applied' as const;
      if (balance < CREDITS_PER_PUSH) return 'refused' as const;
      balance -= CREDITS_PER_PUSH;
      paidAlerts.add(alert.id);
      const stored = alerts.get(alert.id)!;
      alerts.set(alert.id, { ...stored, creditsCharged: CREDITS_PER_PUSH });
      return 'applied' as const;
    },
    async setNotification(alertId: string, channel: 'email' | 'webhook', status: ChannelStatus) {
      const stored = alerts.get(alertId)!;
      alerts.set(alertId, { ...stored, notification: { ...stored.notification, [channel]: status } });
    },
    async addDelivery(attempt: DeliveryAttemptRecord) {
      attempts.push(attempt);
    },
    async deliveries(alertId: string) {
      return attempts.filter((a) => a.alertId === alertId);
    },
  };
  // Delivery uses the methods above; anything else it called would be a change worth a failing test.
  const monitorStore = new Proxy(store, {
    get: (target, name) => {
      if (name in target) return target[name as keyof typeof target];
      throw new Error(`fakeDeliveryWorld: MonitorRepository.${String(name)} is not faked`);
    },
  }) as unknown as MonitorRepository;

  const limits = inMemoryRateLimiter();

  const key = (userId: string, email: string) => `${userId}#${email}`;
  const recipientRepository: RecipientRepository = {
    async getMany(userId, emails) {
      return emails.flatMap((e) => {
        const r = recipients.get(key(userId, e));
        return r ? [r] : [];
      });
    },
    async list(userId) {
      return [...recipients.values()].filter((r) => r.userId === userId);
    },
    async ensure(userId, email) {
      if (!recipients.has(key(userId, email)))
        recipients.set(key(userId, email), { userId, email, confirmed: false });
    },
    async addLink(link, onlyIfUnsent) {
      const current = recipients.get(key(link.userId, link.email));
      if (current?.confirmed || (onlyIfUnsent && current?.sentAt !== undefined)) return false;
      recipients.set(key(link.userId, link.email), {
        userId: link.userId,
        email: link.email,
        confirmed: false,
        sentAt: link.sentAt,
        expiresAt: link.expiresAt,
      });
      links.set(link.tokenHash, { userId: link.userId, email: link.email, expiresAt: link.expiresAt });
      return true;
    },
    async clearLink(userId, email, sentAt) {
      const current = recipients.get(key(userId, email));
      if (current?.sentAt === sentAt)
        recipients.set(key(userId, email), { userId, email, confirmed: current.confirmed });
    },
    async confirm(tokenHash, now, nowMs) {
      const link = links.get(tokenHash);
      if (!link || link.expiresAt <= now) return undefined;
      const current = recipients.get(key(link.userId, link.email)) ?? {
        userId: link.userId,
        email: link.email,
        confirmed: false,
      };
      const confirmed = { ...current, confirmed: true, confirmedAt: current.confirmedAt ?? nowMs };
      recipients.set(key(link.userId, link.email), confirmed);
      return confirmed;
    },
  };

  const redeliveries: RedeliveryCounter = {
    async used(alertId) {
      return redeliveryCounts.get(alertId) ?? 0;
    },
    async take(alertId, max) {
      const used = redeliveryCounts.get(alertId) ?? 0;
      if (used >= max) return undefined;
      redeliveryCounts.set(alertId, used + 1);
      return used + 1;
    },
  };

  const plan = (): PlanState => ({ ...startPlan(2, nowSeconds), queryQuota: balance });
  const sendMail = async (mail: Mail) => {
    outbox.push(mail);
  };
  const entropy = {
    id: () => `token-${String(++ids).padStart(4, '0')}-abcdefghijkl`,
    sha256Hex: (text: string) => createHash('sha256').update(text).digest('hex'),
  };

  /** The confirmation service's dependencies (the account's own e-mail is OWNER_EMAIL). */
  const confirmationDeps: RecipientConfirmationDeps = {
    recipients: recipientRepository,
    limits,
    sendMail,
    accountEmail: async (userId) => (userId === USER_ID ? OWNER_EMAIL : undefined),
    clock,
    entropy,
    log: silentLogger,
    consoleUrl: 'https://console.example',
  };

  /** The delivery service's dependencies, given which e-mails count as confirmed. */
  const deliveryDeps = (confirmedAmong: AlertDeliveryDeps['confirmedAmong']): AlertDeliveryDeps => ({
    monitors: monitorStore,
    currentPlan: async () => plan(),
    sendWebhook: async (post) => {
      posts.push(post);
      return { ok: webhookAnswers < 300, statusCode: webhookAnswers, latencyMs: 5 };
    },
    signWebhook: () => ({ 'webhook-signature': 'v1,test' }),
    sendMail,
    newSecret: () => 'whsec_bmV3',
    checkWebhookUrl: async () => {},
    clock,
    log: silentLogger,
    consoleUrl: 'https://console.example',
    newId: () => `id${++ids}`,
    confirmedAmong,
    limits,
    redeliveries,
  });

  return {
    clock,
    confirmationDeps,
    deliveryDeps,
    putAlert: (alert: AlertRecord) => alerts.set(alert.id, alert),
    putMonitor: (monitor: MonitorRecord) => monitors.set(monitor.id, monitor),
    alert: (id: string) => alerts.get(id)!,
    setConfig: (config: MonitorConfig | null) => {
      settings = { ...settings, config };
    },
    settings: () => settings,
    balance: () => balance,
    setBalance: (credits: number) => {
      balance = credits;
    },
    outbox,
    posts,
    attempts,
    answerWebhooksWith: (status: number) => {
      webhookAnswers = status;
    },
    recipient: (email: string) => recipients.get(key(USER_ID, email)),
    advance: (seconds: number) => {
      nowSeconds += seconds;
    },
    /** The token of the newest confirmation link mailed to `to`. */
    linkTokenTo: (to: string): string => {
      const mail = outbox.filter((m) => m.to === to).at(-1);
      const token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
      if (!token) throw new Error(`No confirmation link was mailed to ${to}`);
      return token;
    },
  };
}
