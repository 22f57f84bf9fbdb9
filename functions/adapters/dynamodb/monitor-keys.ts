import { MONITOR_SHARDS } from '../../../shared/constants/monitor-shards';
import type { ItemKey } from './keys';

/**
 * Keys of monitored addresses, their alerts and delivery attempts (docs/architecture.md,
 * "Monitoring and alerts"). Kept apart from keys.ts so the monitoring area owns its own layout.
 */

export { MONITOR_SHARDS };

const pad = (ms: number) => String(ms).padStart(15, '0');

export const DAILY_ALERT_COUNT_PREFIX = 'MONITORDAY#';

export const monitorKeys = {
  monitor: (userId: string, monitorId: string): ItemKey => ({
    PK: `USER#${userId}`,
    SK: `MONITOR#${monitorId}`,
  }),
  /** Uniqueness of (chain, token, address) per user; holds the monitor id. */
  monitorByAddress: (userId: string, chain: string, token: string, address: string): ItemKey => ({
    PK: `USER#${userId}`,
    SK: `MONITORKEY#${chain}#${token}#${address}`,
  }),
  /** The global configuration, webhook secret(s) and paused flag of a user. */
  settings: (userId: string): ItemKey => ({ PK: `USER#${userId}`, SK: 'MONITOR_SETTINGS' }),
  alert: (alertId: string): ItemKey => ({ PK: `ALERT#${alertId}`, SK: 'ALERT' }),
  /** When the newest claimed poll of a shard was scheduled (the poller skips older messages). */
  shardPoll: (shard: number): ItemKey => ({ PK: `MONITOR_SHARD#${shard}`, SK: 'POLL' }),
  /** The block scan of a chain: the newest claimed scan and the last block scanned. */
  chainScan: (chain: string): ItemKey => ({ PK: `MONITOR_SCAN#${chain}`, SK: 'SCAN' }),
  /**
   * How many alerts one monitored address raised on a UTC day (YYYY-MM-DD), against its daily
   * cap: one small item per address and day, moved in the alert's put transaction. Under the
   * user's partition, day first, so one query reads the day's counts of all their addresses.
   */
  dailyAlertCount: (userId: string, day: string, monitorId: string): ItemKey => ({
    PK: `USER#${userId}`,
    SK: `${DAILY_ALERT_COUNT_PREFIX}${day}#${monitorId}`,
  }),
  delivery: (alertId: string, atMs: number, seq: string): ItemKey => ({
    PK: `ALERT#${alertId}`,
    SK: `DELIVERY#${pad(atMs)}#${seq}`,
  }),
  /**
   * An e-mail recipient of a user's alerts and its double opt-in: confirmed or not, the last
   * link's sent and expiry times. Under the user, so one query lists them all.
   */
  recipient: (userId: string, email: string): ItemKey => ({
    PK: `USER#${userId}`,
    SK: `${RECIPIENT_PREFIX}${email}`,
  }),
  /** A confirmation link by the SHA-256 of its token: whose recipient it confirms; TTL at expiry. */
  recipientLink: (tokenHash: string): ItemKey => ({ PK: `RECIPIENT_LINK#${tokenHash}`, SK: 'LINK' }),
};

export const RECIPIENT_PREFIX = 'MONITOR_RECIPIENT#';

export const DELIVERY_PREFIX = 'DELIVERY#';

export const userMonitorsPartition = (userId: string) => `USER#${userId}#MONITORS`;
export const userAlertsPartition = (userId: string) => `USER#${userId}#ALERTS`;
export const userAlertsOfTypePartition = (userId: string, type: string) => `USER#${userId}#ALERTS#${type}`;

export const monitorIndexKeys = (userId: string, createdAtMs: number, monitorId: string) => ({
  GSI1PK: userMonitorsPartition(userId),
  GSI1SK: `${pad(createdAtMs)}#${monitorId}`,
});

export const alertIndexKeys = (userId: string, type: string, createdAtMs: number, alertId: string) => ({
  GSI1PK: userAlertsPartition(userId),
  GSI1SK: `${pad(createdAtMs)}#${alertId}`,
  GSI2PK: userAlertsOfTypePartition(userId, type),
  GSI2SK: `${pad(createdAtMs)}#${alertId}`,
});

/** The sort-key bound of alerts created at `ms` (a time filter is a key range, not a filter). */
export const alertTimeBound = (ms: number, end: boolean) => `${pad(ms)}${end ? '#~' : '#'}`;

/** The shard of a monitor: spread by its id (random), so shards stay even. */
export const shardOf = (monitorId: string): number => {
  let h = 0;
  for (let i = 0; i < monitorId.length; i++) h = (Math.imul(h, 31) + monitorId.charCodeAt(i)) >>> 0;
  return h % MONITOR_SHARDS;
};

export const activeMonitorKeys = (monitorId: string) => ({
  MON_PK: activeMonitorsPartition(shardOf(monitorId)),
  MON_SK: monitorId,
});
export const activeMonitorsPartition = (shard: number) => `MONITORS#${shard}`;

export const monitorKeyOfSortKey =
  (userId: string) =>
  (sortKey: string): ItemKey | undefined => {
    const id = /^\d{15}#([A-Za-z0-9_-]{8,64})$/.exec(sortKey)?.[1];
    return id === undefined ? undefined : monitorKeys.monitor(userId, id);
  };
export const alertKeyOfSortKey = (sortKey: string): ItemKey | undefined => {
  const id = /^\d{15}#([A-Za-z0-9_-]{8,64})$/.exec(sortKey)?.[1];
  return id === undefined ? undefined : monitorKeys.alert(id);
};
