import { z } from 'zod';
import { MONITOR_SHARDS } from '../../../../shared/constants/monitor-shards';
import type { MonitorConfig } from '../../../../shared/contract/monitoring.schema';
import type { Language } from '../../../../shared/i18n/languages';
import type { Chain, Token } from '../../../../shared/rules/chain-rules';
import type { MonitorRecord, MonitorSettings } from '../../../domain/monitoring/monitoring.ports';
import { type IndexedList, indexedList } from '../paging';
import { listIndexes } from '../table-indexes';
import {
  camelCased,
  keyOfSortKey,
  numberOrZero,
  orNull,
  snakeCased,
  storedDocument,
  storedText,
  userItemKey,
  userPartition,
} from './entity';
import { type EntityDoc, indexKeyDoc } from './entity-doc';
import { documented, epochMs, keyTemplate, number, text, userItem } from './key-template';

/**
 * A monitored address (`USER#<sub>` / `MONITOR#<id>`), the item that keeps (chain, token,
 * address) unique per user, and the user's monitoring settings. GSI1 lists a user's addresses
 * newest first. An active address carries the sparse ActiveMonitors keys of its shard; an
 * inactive one does not, so the poller never reads it.
 */
export const MONITOR_PREFIX = 'MONITOR#';
export const monitorKey = keyTemplate([text('sub'), text('id')], (sub, id) =>
  userItemKey(sub, `${MONITOR_PREFIX}${id}`),
);
/** Uniqueness of (chain, token, address) per user; holds the monitor id. */
export const monitorByAddressKey = keyTemplate(
  [text('sub'), text('chain'), text('token'), text('address')],
  (sub, chain, token, address) => userItemKey(sub, `MONITORKEY#${chain}#${token}#${address}`),
);
/** The global configuration, webhook secret(s), paused flag and language of a user. */
export const monitorSettingsKey = userItem('MONITOR_SETTINGS');

export const userMonitorsPartition = (userId: string) => `${userPartition(userId)}#MONITORS`;

export const monitorIndexKeys = keyTemplate(
  [text('sub'), epochMs('created'), text('id')],
  (sub, created, id) => ({ GSI1PK: userMonitorsPartition(sub), GSI1SK: `${created}#${id}` }),
);

/** The shard of a monitor: spread by its id (random), so shards stay even. */
export const shardOf = (monitorId: string): number => {
  let h = 0;
  for (let i = 0; i < monitorId.length; i++) h = (Math.imul(h, 31) + monitorId.charCodeAt(i)) >>> 0;
  return h % MONITOR_SHARDS;
};
export const activeMonitorsPartition = (shard: number | string) => `MONITORS#${shard}`;
const activeMonitorShardKeys = keyTemplate([number('shard 0-31'), text('id')], (shard, id) => ({
  MON_PK: activeMonitorsPartition(shard),
  MON_SK: id,
}));
export const activeMonitorKeys = (monitorId: string) => activeMonitorShardKeys(shardOf(monitorId), monitorId);

/** A user's monitored addresses, newest first (GSI1, skipping on GSI1Keys). */
export const userMonitorsList = (userId: string): IndexedList =>
  indexedList(
    listIndexes.GSI1,
    userMonitorsPartition(userId),
    keyOfSortKey(/^\d{15}#([A-Za-z0-9_-]{8,64})$/, (id) => monitorKey(userId, id)),
  );

export const monitorItemSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  address: z.string(),
  chain: storedText<Chain>(),
  token: storedText<Token>(),
  status: z.number().transform((status) => (status === 1 ? 1 : 0)),
  config: orNull(storedDocument<MonitorConfig>()),
  /** Epoch ms. */
  created_at: z.number(),
  updated_at: z.number(),
  /** Epoch seconds. */
  cursor: z.number(),
  credits_charged: numberOrZero(),
  /** Beyond spec: the user's name for it and their customer reference; absent when none. */
  name: z.string().optional(),
  customer_ref: z.string().optional(),
});

/** A monitored address as stored, with its list keys and, while active, its ActiveMonitors keys. */
export const toMonitorItem = (m: MonitorRecord) => ({
  ...monitorKey(m.userId, m.id),
  ...monitorIndexKeys(m.userId, m.createdAt, m.id),
  ...(m.status === 1 ? activeMonitorKeys(m.id) : {}),
  type: 'MonitoredAddress',
  ...snakeCased(m),
});

export const monitorFromItem = (item: Record<string, unknown>): MonitorRecord =>
  camelCased(monitorItemSchema.parse(item));

export const toMonitorByAddressItem = (m: MonitorRecord) => ({
  ...monitorByAddressKey(m.userId, m.chain, m.token, m.address),
  type: 'MonitorKey',
  monitor_id: m.id,
});

/** The settings item's type, set by every write (the item is made by its first update). */
export const MONITOR_SETTINGS_TYPE = 'MonitorSettings';

export const monitorSettingsItemSchema = z.object({
  config: storedDocument<MonitorConfig>().nullish(),
  secret: z.string().optional(),
  previous_secret: z.string().optional(),
  /** Epoch ms. */
  previous_secret_expires_at: z.number().optional(),
  paused: z.boolean().optional(),
  language: storedText<Language>().optional(),
});

/** The settings as stored; none stored reads as the defaults (global config unset, not paused). */
export const monitorSettingsFromItem = (item: Record<string, unknown> | undefined): MonitorSettings => {
  const i = monitorSettingsItemSchema.parse(item ?? {});
  return {
    config: i.config ?? null,
    ...(i.secret ? { secret: i.secret } : {}),
    ...(i.previous_secret ? { previousSecret: i.previous_secret } : {}),
    ...(i.previous_secret_expires_at ? { previousSecretExpiresAt: i.previous_secret_expires_at } : {}),
    paused: i.paused === true,
    ...(i.language ? { language: i.language } : {}),
  };
};

const exampleId = 'mon_4fT9xQ2kLm';
const exampleIndexKeys = documented(monitorIndexKeys, 'u1', 1_790_000_000_000, exampleId);

export const monitorDocs: readonly EntityDoc[] = [
  {
    item: 'monitored address',
    key: documented(monitorKey, 'u1', exampleId),
    indexes: [
      indexKeyDoc('GSI1', exampleIndexKeys),
      indexKeyDoc(
        'ActiveMonitors',
        documented(activeMonitorShardKeys, shardOf(exampleId), exampleId),
        'set while status is 1, removed at 0',
      ),
    ],
    reads: [
      "a user's monitored address (consistent read)",
      "a user's monitored addresses, newest first (GSI1, skipping on GSI1Keys; total: `monitors` of list counts; chain/token/status filters read the partition with a FilterExpression and a COUNT)",
      'the poller: the active addresses of a shard (ActiveMonitors)',
      "the chain scan: a chain's active addresses, all 32 shards with a FilterExpression on `chain`",
      'the credit books check (a Scan, operators only)',
    ],
    holds:
      'address, chain, token, status, config (null: the global one), cursor (epoch s), credits_charged, name and customer_ref (absent when none), created_at / updated_at (epoch ms); added and removed through the credit ledger with the `count` of the public figures',
  },
  {
    item: 'monitor key',
    key: documented(monitorByAddressKey, 'u1', 'tron', 'USDT', 'TAddr'),
    reads: ['is (chain, token, address) monitored by this user'],
    holds: 'monitor_id; put only if new in the add transaction, deleted with the address',
  },
  {
    item: 'monitor settings',
    key: documented(monitorSettingsKey, 'u1'),
    reads: ["a user's global config, webhook secrets, paused flag and language (consistent read)"],
    holds: 'config, secret, previous_secret, previous_secret_expires_at (epoch ms), paused, language',
  },
];
