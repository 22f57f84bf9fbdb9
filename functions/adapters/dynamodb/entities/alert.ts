import { z } from 'zod';
import type { Chain, Token } from '../../../../shared/rules/chain-rules';
import type {
  AlertPosition,
  AlertRecord,
  DeliveryAttemptRecord,
} from '../../../domain/monitoring/monitoring.ports';
import { type IndexedList, indexedList } from '../paging';
import { listIndexes } from '../table-indexes';
import {
  camelCased,
  keyOfSortKey,
  numberOrZero,
  paddedMs,
  snakeCased,
  storedDocument,
  storedText,
  userItemKey,
  userPartition,
} from './entity';
import { type EntityDoc, indexKeyDoc } from './entity-doc';
import { documented, epochMs, joined, keyTemplate, text, userItem } from './key-template';

/**
 * An alert (`ALERT#<id>` / `ALERT`), the daily count of alerts of one monitored address, and the
 * delivery attempts of an alert (under the alert's partition). GSI1 lists a user's alerts newest
 * first, GSI2 those of one type (an alert sits there under its gravest type only).
 */
const alertPartition = (alertId: string) => `ALERT#${alertId}`;
export const alertKey = keyTemplate([text('id')], (id) => ({ PK: alertPartition(id), SK: 'ALERT' }));

export const userAlertsPartition = (userId: string) => `${userPartition(userId)}#ALERTS`;
export const userAlertsOfTypePartition = (userId: string, type: string) =>
  `${userPartition(userId)}#ALERTS#${type}`;

export const alertIndexKeys = keyTemplate(
  [text('sub'), text('gravest type'), epochMs('created'), text('id')],
  (sub, type, created, id) => ({
    GSI1PK: userAlertsPartition(sub),
    GSI1SK: `${created}#${id}`,
    GSI2PK: userAlertsOfTypePartition(sub, type),
    GSI2SK: `${created}#${id}`,
  }),
);

/** An alert's place in its user's lists: the GSI1SK/GSI2SK it is filed under. */
export const alertSortKey = (position: AlertPosition) => `${paddedMs(position.createdAt)}#${position.id}`;

/** The position back from a sort key (the seen marker stores it); undefined for anything else. */
export const alertPositionOf = (sortKey: string): AlertPosition | undefined => {
  const match = /^(\d{15})#([A-Za-z0-9_-]{8,64})$/.exec(sortKey);
  return match ? { createdAt: Number(match[1]), id: match[2]! } : undefined;
};

/**
 * The console's "seen up to" marker (beyond spec): the sort key of the newest alert the user had
 * when they last opened the alerts tab. Their unread alerts are the GSI1 range after it.
 */
export const alertsSeenKey = userItem('ALERTS_SEEN');

/** The sort-key bound of alerts created at `ms` (a time filter is a key range, not a filter). */
export const alertTimeBound = (ms: number, end: boolean) => `${paddedMs(ms)}${end ? '#~' : '#'}`;

const alertKeyOfSortKey = keyOfSortKey(/^\d{15}#([A-Za-z0-9_-]{8,64})$/, alertKey);

/** A user's alerts, newest first (GSI1, skipping on GSI1Keys). */
export const userAlertsList = (userId: string): IndexedList =>
  indexedList(listIndexes.GSI1, userAlertsPartition(userId), alertKeyOfSortKey);
/** A user's alerts whose gravest type is `type`, newest first (GSI2). */
export const userAlertsOfTypeList = (userId: string, type: string): IndexedList =>
  indexedList(listIndexes.GSI2, userAlertsOfTypePartition(userId, type), alertKeyOfSortKey);

export const alertItemSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  monitor_id: z.string(),
  monitoring_address: z.string(),
  counterparty: z.string(),
  chain: storedText<Chain>(),
  token: storedText<Token>(),
  amount: z.string(),
  tx_hash: z.string(),
  monitor_type: storedText<AlertRecord['monitorType']>(),
  /** Absent on alerts made before an alert kept every type it matched. */
  monitor_types: z.array(storedText<AlertRecord['monitorType']>()).optional(),
  status: storedText<AlertRecord['status']>(),
  details: storedDocument<AlertRecord['details']>(),
  notification: storedDocument<AlertRecord['notification']>(),
  credits_charged: numberOrZero(),
  /** Epoch ms. */
  created_at: z.number(),
});

/** An alert as stored, with its list keys; `monitor_types` lets the type filter find it by any type it matched. */
export const toAlertItem = (a: AlertRecord) => ({
  ...alertKey(a.id),
  ...alertIndexKeys(a.userId, a.monitorType, a.createdAt, a.id),
  type: 'Alert',
  ...snakeCased(a),
});

export const alertFromItem = (item: Record<string, unknown>): AlertRecord =>
  camelCased(alertItemSchema.parse(item));

export const DAILY_ALERT_COUNT_PREFIX = 'MONITORDAY#';
/**
 * How many alerts one monitored address raised on a UTC day (YYYY-MM-DD), against its daily
 * cap: one small item per address and day, moved in the alert's put transaction. Under the
 * user's partition, day first, so one query reads the day's counts of all their addresses.
 */
export const dailyAlertCountKey = keyTemplate(
  [text('sub'), text('YYYY-MM-DD'), text('monitor id')],
  (sub, day, monitorId) => userItemKey(sub, `${DAILY_ALERT_COUNT_PREFIX}${day}#${monitorId}`),
);
export const dailyAlertCountsOfDay = (userId: string, day: string) => ({
  PK: userPartition(userId),
  prefix: `${DAILY_ALERT_COUNT_PREFIX}${day}#`,
});

export const DELIVERY_PREFIX = 'DELIVERY#';
export const deliveryKey = keyTemplate(
  [text('id'), epochMs('at'), joined('<channel>#<attempt>#<random>')],
  (id, at, seq) => ({ PK: alertPartition(id), SK: `${DELIVERY_PREFIX}${at}#${seq}` }),
);
/** Attempts are kept 90 days, like the alert's usefulness for an investigation (seconds). */
const DELIVERY_KEEP_SECONDS = 90 * 24 * 3600;

export const deliveryItemSchema = z.object({
  alert_id: z.string(),
  channel: storedText<DeliveryAttemptRecord['channel']>(),
  target: z.string(),
  trigger: storedText<DeliveryAttemptRecord['trigger']>(),
  attempt: z.number(),
  /** Epoch ms. */
  at: z.number(),
  ok: z.boolean(),
  status_code: z.number().optional(),
  latency_ms: z.number().optional(),
  error: z.string().optional(),
});

export const toDeliveryItem = (attempt: DeliveryAttemptRecord, seq: string) => ({
  ...deliveryKey(attempt.alertId, attempt.at, seq),
  type: 'DeliveryAttempt',
  ...snakeCased(attempt),
  ttl: Math.floor(attempt.at / 1000) + DELIVERY_KEEP_SECONDS,
});

export const deliveryFromItem = (item: Record<string, unknown>): DeliveryAttemptRecord =>
  camelCased(deliveryItemSchema.parse(item));

const exampleId = 'alt_9Qw2Er7Ty';
const exampleIndexKeys = documented(alertIndexKeys, 'u1', 'known_risk', 1_790_000_000_000, exampleId);

export const alertDocs: readonly EntityDoc[] = [
  {
    item: 'alert',
    key: documented(alertKey, exampleId),
    indexes: [indexKeyDoc('GSI1', exampleIndexKeys), indexKeyDoc('GSI2', exampleIndexKeys)],
    reads: [
      'an alert by id: delivery, the owner check, redelivery (consistent read)',
      "a user's alerts, newest first (GSI1, skipping on GSI1Keys; total: `alerts` of list counts; time filters are key ranges, status and the other types a filter)",
      "a user's known_risk alerts (GSI2: a known_risk match always leads)",
      "a period's alert count and credits (GSI1 key range, `credits_charged` only)",
    ],
    holds:
      'monitor_id, monitoring_address, counterparty, chain, token, amount, tx_hash, monitor_type (gravest), monitor_types (all matched), status, details, notification status per channel, credits_charged, created_at (epoch ms), `redeliveries` (conditional ADD below the cap)',
  },
  {
    item: 'alerts seen marker',
    key: documented(alertsSeenKey, 'u1'),
    reads: [
      "the console's unread count: the marker, then a COUNT of the user's alerts after it (GSI1 key range, at most 100)",
    ],
    holds:
      '`seen_up_to` (the GSI1SK of the newest alert seen; only ever moved forward, conditionally), `seen_at` (epoch ms)',
  },
  {
    item: 'daily alert count',
    key: documented(dailyAlertCountKey, 'u1', '2026-11-26', 'mon_4fT9xQ2kLm'),
    reads: [
      "the monitored-address list: today's alert count of each of a user's addresses (one query by day prefix)",
    ],
    holds:
      '`alerts`, moved in the alert put transaction on the condition `< cap`; monitor_id; `ttl` day + 3 days',
  },
  {
    item: 'delivery attempt',
    key: documented(deliveryKey, exampleId, 1_790_000_000_000, 'webhook#1#a1b2c3'),
    reads: ["an alert's delivery attempts (at most 200)"],
    holds:
      'channel, target, trigger, attempt, at (epoch ms), ok, status_code, latency_ms, error; `ttl` 90 days',
  },
];
