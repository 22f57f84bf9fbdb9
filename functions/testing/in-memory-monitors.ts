import { MONITOR_SHARDS } from '../../shared/constants/monitor-shards';
import { createMonitorCredits } from '../domain/monitoring/monitor-credits';
import type {
  AlertPosition,
  AlertRecord,
  DeliveryAttemptRecord,
  MonitorRecord,
  MonitorRepository,
  MonitorSettings,
  PageOf,
  PageQuery,
} from '../domain/monitoring/monitoring.ports';
import { isAfter } from '../domain/monitoring/unread-alerts.service';
import { createInMemoryLedger, observingWrites } from './in-memory-ledger';

type LedgerWorld = ReturnType<typeof createInMemoryLedger>;

/** Spread by id like the table's ActiveMonitors shards (the same rule, so tests see real shards). */
const shardOfId = (monitorId: string): number => {
  let h = 0;
  for (let i = 0; i < monitorId.length; i++) h = (Math.imul(h, 31) + monitorId.charCodeAt(i)) >>> 0;
  return h % MONITOR_SHARDS;
};

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The MonitorRepository port in memory, over the in-memory ledger: monitors are added and removed
 * and pushes paid only through the ledger (monitor-credits.ts), as with DynamoDB, and this fake
 * keeps what those commits describe; the rest (settings, alerts, deliveries, cursors, the daily
 * cap) are plain maps with the adapter's conditions. Pages by number only.
 */
export function createInMemoryMonitors(world: LedgerWorld = createInMemoryLedger()) {
  const monitors = new Map<string, MonitorRecord>();
  const settings = new Map<string, MonitorSettings>();
  const alerts = new Map<string, AlertRecord>();
  const attempts: DeliveryAttemptRecord[] = [];
  const dailyCounts = new Map<string, number>();
  const shardPolls = new Map<number, number>();
  const seenUpTo = new Map<string, AlertPosition>();

  /** The ledger the monitoring use cases commit through; each applied write lands in the maps. */
  const ledger = observingWrites(world.ledger, (w) => {
    if (w.entity === 'monitor' && w.op === 'create') monitors.set(w.monitor.id, w.monitor);
    if (w.entity === 'monitor' && w.op === 'delete') monitors.delete(w.monitor.id);
    if (w.entity === 'alert' && w.op === 'paid') {
      const alert = alerts.get(w.alertId);
      if (alert) alerts.set(w.alertId, { ...alert, creditsCharged: alert.creditsCharged + w.credits });
    }
  });

  const pageOf = <T>(items: T[], page: PageQuery): PageOf<T> => {
    if (page.cursor !== undefined) throw new Error('the in-memory monitor repository pages by number only');
    return {
      items: items.slice((page.number - 1) * page.size, page.number * page.size),
      total: items.length,
    };
  };
  const settingsOf = (userId: string): MonitorSettings =>
    settings.get(userId) ?? { config: null, paused: false };
  const patchSettings = (userId: string, patch: Partial<MonitorSettings>) =>
    settings.set(userId, { ...settingsOf(userId), ...patch });
  const patchAlert = (alertId: string, patch: Partial<AlertRecord>) => {
    const found = alerts.get(alertId);
    if (found) alerts.set(alertId, { ...found, ...patch });
  };
  const newestFirst = (a: { createdAt: number }, b: { createdAt: number }) => b.createdAt - a.createdAt;
  const capKey = (userId: string, monitorId: string, day: string) => `${userId}#${day}#${monitorId}`;

  const repository: MonitorRepository = {
    async findByAddress(userId, chain, token, address) {
      return [...monitors.values()].find(
        (m) => m.userId === userId && m.chain === chain && m.token === token && m.address === address,
      );
    },
    async get(userId, monitorId) {
      const found = monitors.get(monitorId);
      return found?.userId === userId ? found : undefined;
    },
    async update(userId, monitorId, patch, nowMs) {
      const found = monitors.get(monitorId);
      if (found?.userId !== userId) return false;
      // A label set to null is removed, as the table removes the attribute.
      const { name, customerRef, ...rest } = { ...found, ...patch, updatedAt: nowMs };
      monitors.set(monitorId, {
        ...rest,
        ...(name ? { name } : {}),
        ...(customerRef ? { customerRef } : {}),
      });
      return true;
    },
    async list(userId, filter, page) {
      const mine = [...monitors.values()].filter(
        (m) =>
          m.userId === userId &&
          (filter.chain === undefined || m.chain === filter.chain) &&
          (filter.token === undefined || m.token === filter.token) &&
          (filter.status === undefined || m.status === filter.status),
      );
      return pageOf(mine.sort(newestFirst), page);
    },
    async activeInShard(shard) {
      return [...monitors.values()].filter((m) => m.status === 1 && shardOfId(m.id) === shard);
    },
    async advanceCursor(record, cursor) {
      const found = monitors.get(record.id);
      if (found && found.cursor < cursor) monitors.set(record.id, { ...found, cursor });
    },
    async claimShardPoll(shard, scheduledAtMs) {
      if ((shardPolls.get(shard) ?? -1) >= scheduledAtMs) return false;
      shardPolls.set(shard, scheduledAtMs);
      return true;
    },
    async getSettings(userId) {
      return settingsOf(userId);
    },
    async setDefaultConfig(userId, config) {
      patchSettings(userId, { config });
    },
    async ensureSecret(userId, secret) {
      if (!settingsOf(userId).secret) patchSettings(userId, { secret });
      return settingsOf(userId);
    },
    async rotateSecret(userId, secret, previous, previousExpiresAt) {
      if (settingsOf(userId).secret !== previous) return false;
      patchSettings(userId, { secret, previousSecret: previous, previousSecretExpiresAt: previousExpiresAt });
      return true;
    },
    async revokePreviousSecret(userId, current) {
      if (settingsOf(userId).secret !== current) return false;
      patchSettings(userId, { previousSecret: undefined, previousSecretExpiresAt: undefined });
      return true;
    },
    async setPaused(userId, paused) {
      patchSettings(userId, { paused });
    },
    async setLanguage(userId, language) {
      patchSettings(userId, { language });
    },
    // The same charge the monitoring use cases commit, over this fake's ledger.
    chargePush: (alert, nowMs) => createMonitorCredits({ ledger }).chargePush(alert, nowMs),
    async getAlert(alertId) {
      return alerts.get(alertId);
    },
    async listAlerts(userId, filter, page) {
      const mine = [...alerts.values()].filter(
        (a) =>
          a.userId === userId &&
          (filter.monitorType === undefined ||
            a.monitorType === filter.monitorType ||
            (a.monitorTypes ?? []).includes(filter.monitorType)) &&
          (filter.status === undefined || a.status === filter.status) &&
          (filter.fromMs === undefined || a.createdAt >= filter.fromMs) &&
          (filter.toMs === undefined || a.createdAt <= filter.toMs),
      );
      return pageOf(mine.sort(newestFirst), page);
    },
    async setAlertStatus(alertId, status) {
      patchAlert(alertId, { status });
    },
    async setNotification(alertId, channel, status, creditsCharged) {
      const found = alerts.get(alertId);
      if (!found) return;
      alerts.set(alertId, {
        ...found,
        notification: { ...found.notification, [channel]: status },
        ...(creditsCharged !== undefined ? { creditsCharged } : {}),
      });
    },
    async addDelivery(attempt) {
      attempts.push(attempt);
    },
    async deliveries(alertId) {
      return attempts.filter((a) => a.alertId === alertId);
    },
    async putAlertWithinCap(alert, dailyCap) {
      if (alerts.has(alert.id)) return 'exists';
      const key = capKey(alert.userId, alert.monitorId, dayOf(alert.createdAt));
      const count = dailyCounts.get(key) ?? 0;
      if (count >= dailyCap) return 'capped';
      dailyCounts.set(key, count + 1);
      alerts.set(alert.id, alert);
      return 'new';
    },
    async newestAlert(userId) {
      const mine = [...alerts.values()].filter((a) => a.userId === userId);
      const newest = mine.reduce<AlertRecord | undefined>((n, a) => (!n || isAfter(a, n) ? a : n), undefined);
      return newest && { createdAt: newest.createdAt, id: newest.id };
    },
    async alertsSeenUpTo(userId) {
      return seenUpTo.get(userId);
    },
    async markAlertsSeen(userId, position) {
      const current = seenUpTo.get(userId);
      if (!current || isAfter(position, current)) seenUpTo.set(userId, position);
    },
    async countAlertsAfter(userId, after, max) {
      const unread = [...alerts.values()].filter((a) => a.userId === userId && (!after || isAfter(a, after)));
      return Math.min(unread.length, max);
    },
    async dailyAlertCounts(userId, day) {
      const counts = new Map<string, number>();
      const prefix = `${userId}#${day}#`;
      for (const [key, count] of dailyCounts) {
        if (key.startsWith(prefix)) counts.set(key.slice(prefix.length), count);
      }
      return counts;
    },
    async alertSummary(userId, fromMs, toMs) {
      const within = [...alerts.values()].filter(
        (a) => a.userId === userId && a.createdAt >= fromMs && a.createdAt <= toMs,
      );
      return { alerts: within.length, credits: within.reduce((sum, a) => sum + a.creditsCharged, 0) };
    },
  };

  return {
    monitors: repository,
    ledger,
    /** Puts a monitor as it would stand in the table (an add's outcome, for tests that start later). */
    put: (record: MonitorRecord) => void monitors.set(record.id, record),
    monitorOf: (id: string): MonitorRecord | undefined => monitors.get(id),
    alertOf: (id: string): AlertRecord | undefined => alerts.get(id),
    settingsOf,
  };
}
