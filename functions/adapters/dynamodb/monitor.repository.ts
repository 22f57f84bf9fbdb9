import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { CREDITS_PER_PUSH } from '../../../shared/constants/plans';
import type { MonitorConfig } from '../../../shared/contract/monitoring.schema';
import type { Language } from '../../../shared/i18n/languages';
import type { Chain, Token } from '../../../shared/rules/chain-rules';
import type {
  AlertRecord,
  ChannelStatus,
  DeliveryAttemptRecord,
  MonitorRecord,
  MonitorRepository,
  MonitorSettings,
} from '../../domain/monitoring/monitoring.ports';
import { createCreditLedger, type TransactItem } from './credit-ledger';
import { filteredPage, type ListSlice } from './filtered-paging';
import { cancellationCodes, isConditionFailure, keys, NOT_EXISTS } from './keys';
import {
  activeMonitorKeys,
  activeMonitorsPartition,
  alertIndexKeys,
  alertKeyOfSortKey,
  alertTimeBound,
  DELIVERY_PREFIX,
  monitorIndexKeys,
  monitorKeyOfSortKey,
  monitorKeys,
  userAlertsOfTypePartition,
  userAlertsPartition,
  userMonitorsPartition,
} from './monitor-keys';
import { createListPager, type IndexedList } from './paging';
import { transactMove, transactWrite } from './transact-write';

/**
 * Monitored addresses, the user's monitoring settings, alerts and delivery attempts (the domain's
 * MonitorRepository). An address is added in one transaction with its uniqueness item
 * (chain, token, normalised address per user) and the list counter; beyond the plan's free
 * allowance the credit ledger's move rides in the same transaction, so an address is either
 * added and paid for, or neither. An active address carries the sparse ActiveMonitors keys of its
 * shard; an inactive one does not, so the poller never reads it.
 */
const toMonitorItem = (m: MonitorRecord) => ({
  ...monitorKeys.monitor(m.userId, m.id),
  ...monitorIndexKeys(m.userId, m.createdAt, m.id),
  ...(m.status === 1 ? activeMonitorKeys(m.id) : {}),
  type: 'MonitoredAddress',
  id: m.id,
  user_id: m.userId,
  address: m.address,
  chain: m.chain,
  token: m.token,
  status: m.status,
  config: m.config,
  created_at: m.createdAt,
  updated_at: m.updatedAt,
  cursor: m.cursor,
  credits_charged: m.creditsCharged,
});

const fromMonitorItem = (i: Record<string, unknown>): MonitorRecord => ({
  id: i.id as string,
  userId: i.user_id as string,
  address: i.address as string,
  chain: i.chain as Chain,
  token: i.token as Token,
  status: i.status === 1 ? 1 : 0,
  config: (i.config as MonitorConfig | null | undefined) ?? null,
  createdAt: i.created_at as number,
  updatedAt: i.updated_at as number,
  cursor: i.cursor as number,
  creditsCharged: (i.credits_charged as number | undefined) ?? 0,
});

const toAlertItem = (a: AlertRecord) => ({
  ...monitorKeys.alert(a.id),
  ...alertIndexKeys(a.userId, a.monitorType, a.createdAt, a.id),
  type: 'Alert',
  id: a.id,
  user_id: a.userId,
  monitor_id: a.monitorId,
  monitoring_address: a.monitoringAddress,
  counterparty: a.counterparty,
  chain: a.chain,
  token: a.token,
  amount: a.amount,
  tx_hash: a.txHash,
  monitor_type: a.monitorType,
  status: a.status,
  details: a.details,
  notification: a.notification,
  credits_charged: a.creditsCharged,
  created_at: a.createdAt,
});

const fromAlertItem = (i: Record<string, unknown>): AlertRecord => ({
  id: i.id as string,
  userId: i.user_id as string,
  monitorId: i.monitor_id as string,
  monitoringAddress: i.monitoring_address as string,
  counterparty: i.counterparty as string,
  chain: i.chain as Chain,
  token: i.token as Token,
  amount: i.amount as string,
  txHash: i.tx_hash as string,
  monitorType: i.monitor_type as AlertRecord['monitorType'],
  status: i.status as AlertRecord['status'],
  details: i.details as AlertRecord['details'],
  notification: i.notification as AlertRecord['notification'],
  creditsCharged: (i.credits_charged as number | undefined) ?? 0,
  createdAt: i.created_at as number,
});

const fromDeliveryItem = (i: Record<string, unknown>): DeliveryAttemptRecord => ({
  alertId: i.alert_id as string,
  channel: i.channel as DeliveryAttemptRecord['channel'],
  target: i.target as string,
  trigger: i.trigger as DeliveryAttemptRecord['trigger'],
  attempt: i.attempt as number,
  at: i.at as number,
  ok: i.ok as boolean,
  ...(i.status_code === undefined ? {} : { statusCode: i.status_code as number }),
  ...(i.latency_ms === undefined ? {} : { latencyMs: i.latency_ms as number }),
  ...(i.error === undefined ? {} : { error: i.error as string }),
});

/** Most delivery attempts answered for one alert (a day of retries to 10 URLs stays below). */
const MAX_DELIVERIES = 200;

/**
 * The active monitored addresses of a shard (the sparse ActiveMonitors index), all pages; with
 * `chain`, only that chain's (a filter: the read still covers the whole shard).
 */
export async function activeMonitorsOf(
  ddb: DynamoDBDocumentClient,
  table: string,
  shard: number,
  chain?: Chain,
): Promise<MonitorRecord[]> {
  const items: Record<string, unknown>[] = [];
  let next: Record<string, unknown> | undefined;
  do {
    const answer = await ddb.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'ActiveMonitors',
        KeyConditionExpression: 'MON_PK = :pk',
        ExpressionAttributeValues: {
          ':pk': activeMonitorsPartition(shard),
          ...(chain && { ':chain': chain }),
        },
        ...(chain && {
          FilterExpression: '#chain = :chain',
          ExpressionAttributeNames: { '#chain': 'chain' },
        }),
        ExclusiveStartKey: next,
      }),
    );
    items.push(...(answer.Items ?? []));
    next = answer.LastEvaluatedKey;
  } while (next);
  return items.map(fromMonitorItem);
}

export function createMonitorRepository(ddb: DynamoDBDocumentClient, table: string): MonitorRepository {
  const ledger = createCreditLedger(table);
  const pager = createListPager(ddb, table);

  const counter = (
    userId: string,
    name: 'monitors' | 'alerts',
    by: number,
    limit?: number,
  ): TransactItem => ({
    Update: {
      TableName: table,
      Key: keys.userListCounts(userId),
      UpdateExpression: `ADD ${name} :by`,
      ExpressionAttributeValues: { ':by': by, ...(limit === undefined ? {} : { ':limit': limit }) },
      ...(limit === undefined
        ? {}
        : { ConditionExpression: `attribute_not_exists(${name}) OR ${name} < :limit` }),
    },
  });

  // The service-wide figure the home page shows (GET /v1/stats/public), moved with each address.
  const monitoredTotal = (by: number): TransactItem => ({
    Update: {
      TableName: table,
      Key: keys.monitoredAddressCount(),
      UpdateExpression: 'ADD #count :by',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':by': by },
    },
  });

  const countOf = (userId: string, name: 'monitors' | 'alerts'): Promise<number> =>
    ddb
      .send(
        new GetCommand({ TableName: table, Key: keys.userListCounts(userId), ProjectionExpression: name }),
      )
      .then(({ Item }) => Math.max(0, (Item?.[name] as number | undefined) ?? 0));

  async function getMonitor(userId: string, monitorId: string) {
    const { Item } = await ddb.send(
      new GetCommand({ TableName: table, Key: monitorKeys.monitor(userId, monitorId), ConsistentRead: true }),
    );
    return Item ? fromMonitorItem(Item) : undefined;
  }

  async function getSettings(userId: string): Promise<MonitorSettings> {
    const { Item } = await ddb.send(
      new GetCommand({ TableName: table, Key: monitorKeys.settings(userId), ConsistentRead: true }),
    );
    return {
      config: (Item?.config as MonitorConfig | undefined) ?? null,
      ...(Item?.secret ? { secret: Item.secret as string } : {}),
      ...(Item?.previous_secret ? { previousSecret: Item.previous_secret as string } : {}),
      ...(Item?.previous_secret_expires_at
        ? { previousSecretExpiresAt: Item.previous_secret_expires_at as number }
        : {}),
      paused: Item?.paused === true,
      ...(Item?.language ? { language: Item.language as Language } : {}),
    };
  }

  const setSetting = (
    userId: string,
    expression: string,
    values: Record<string, unknown>,
    condition?: string,
    names: Record<string, string> = {},
  ) =>
    ddb.send(
      new UpdateCommand({
        TableName: table,
        Key: monitorKeys.settings(userId),
        UpdateExpression: `SET #type = :type, ${expression}`,
        ExpressionAttributeNames: { '#type': 'type', ...names },
        ExpressionAttributeValues: { ':type': 'MonitorSettings', ...values },
        ...(condition ? { ConditionExpression: condition } : {}),
      }),
    );

  return {
    async add(record, allowance, packageType, nowMs) {
      const unique = monitorKeys.monitorByAddress(record.userId, record.chain, record.token, record.address);
      const base = (charged: number): TransactItem[] => [
        {
          Put: {
            TableName: table,
            Item: { ...unique, type: 'MonitorKey', monitor_id: record.id },
            ConditionExpression: NOT_EXISTS,
          },
        },
        {
          Put: {
            TableName: table,
            Item: toMonitorItem({ ...record, creditsCharged: charged }),
            ConditionExpression: NOT_EXISTS,
          },
        },
      ];
      // Within the allowance: free, on the condition that the count is still below it.
      const free = [...base(0), counter(record.userId, 'monitors', 1, allowance), monitoredTotal(1)];
      try {
        await transactWrite(ddb, { TransactItems: free });
        return { outcome: 'added', creditsCharged: 0 };
      } catch (error) {
        const codes = cancellationCodes(error);
        if (codes[0] === 'ConditionalCheckFailed') return { outcome: 'exists', creditsCharged: 0 };
        if (codes[2] !== 'ConditionalCheckFailed') throw error;
      }
      // Beyond it: the ledger's move in the same transaction (never below zero).
      const move = ledger.chargeMonitoredAddress(record.userId, record.id, packageType, nowMs);
      const credits = -(move.items[1].Put?.Item?.credits as number);
      const paid = [
        ...base(credits),
        counter(record.userId, 'monitors', 1),
        ...move.items,
        monitoredTotal(1),
      ];
      try {
        await transactWrite(ddb, { TransactItems: paid });
        return { outcome: 'added', creditsCharged: credits };
      } catch (error) {
        const codes = cancellationCodes(error);
        if (codes[0] === 'ConditionalCheckFailed') return { outcome: 'exists', creditsCharged: 0 };
        if (isConditionFailure(error)) return { outcome: 'no_credits', creditsCharged: 0 };
        throw error;
      }
    },

    async findByAddress(userId, chain, token, address) {
      const { Item } = await ddb.send(
        new GetCommand({
          TableName: table,
          Key: monitorKeys.monitorByAddress(userId, chain, token, address),
          ConsistentRead: true,
        }),
      );
      return Item ? getMonitor(userId, Item.monitor_id as string) : undefined;
    },

    get: getMonitor,

    async update(userId, monitorId, patch, nowMs) {
      const sets = ['updated_at = :now'];
      const removes: string[] = [];
      const values: Record<string, unknown> = { ':now': nowMs };
      if (patch.config !== undefined) {
        sets.push('config = :config');
        values[':config'] = patch.config;
      }
      if (patch.status !== undefined) {
        sets.push('#status = :status');
        values[':status'] = patch.status;
        if (patch.status === 1) {
          const active = activeMonitorKeys(monitorId);
          sets.push('MON_PK = :monPk', 'MON_SK = :monSk');
          values[':monPk'] = active.MON_PK;
          values[':monSk'] = active.MON_SK;
          // Re-enabled: start from now, not from when it was disabled.
          sets.push('#cursor = :cursor');
          values[':cursor'] = Math.floor(nowMs / 1000);
        } else removes.push('MON_PK', 'MON_SK');
      }
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: monitorKeys.monitor(userId, monitorId),
            UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
            ConditionExpression: 'attribute_exists(PK)',
            ...(patch.status === undefined
              ? {}
              : {
                  ExpressionAttributeNames: {
                    '#status': 'status',
                    ...(patch.status === 1 ? { '#cursor': 'cursor' } : {}),
                  },
                }),
            ExpressionAttributeValues: values,
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async remove(record) {
      await transactWrite(ddb, {
        TransactItems: [
          {
            Delete: {
              TableName: table,
              Key: monitorKeys.monitorByAddress(record.userId, record.chain, record.token, record.address),
            },
          },
          { Delete: { TableName: table, Key: monitorKeys.monitor(record.userId, record.id) } },
          counter(record.userId, 'monitors', -1),
          monitoredTotal(-1),
        ],
      });
    },

    async list(userId, filter, page) {
      const list: IndexedList = {
        index: { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
        keysIndex: 'GSI1Keys',
        partition: userMonitorsPartition(userId),
        tableKeyOf: monitorKeyOfSortKey(userId),
      };
      const conditions: string[] = [];
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(filter)) {
        if (value === undefined) continue;
        conditions.push(`#f_${name} = :f_${name}`);
        names[`#f_${name}`] = name;
        values[`:f_${name}`] = value;
      }
      const result =
        conditions.length === 0
          ? await pager.countedPage(list, page, countOf(userId, 'monitors'))
          : await filteredPage(ddb, table, list, page, {
              filter: { expression: conditions.join(' AND '), names, values },
            });
      return {
        items: result.items.map(fromMonitorItem),
        total: result.total,
        ...(result.nextCursor ? { nextCursor: result.nextCursor } : {}),
      };
    },

    activeInShard: (shard) => activeMonitorsOf(ddb, table, shard),

    async advanceCursor(record, cursor) {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: monitorKeys.monitor(record.userId, record.id),
            UpdateExpression: 'SET #cursor = :cursor',
            // Never backwards (two polls of one shard overlapping), never onto a removed address.
            ConditionExpression: 'attribute_exists(PK) AND #cursor < :cursor',
            ExpressionAttributeNames: { '#cursor': 'cursor' },
            ExpressionAttributeValues: { ':cursor': cursor },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    async claimShardPoll(shard, scheduledAtMs) {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: monitorKeys.shardPoll(shard),
            UpdateExpression: 'SET scheduledAt = :at',
            ConditionExpression: 'attribute_not_exists(scheduledAt) OR scheduledAt < :at',
            ExpressionAttributeValues: { ':at': scheduledAtMs },
          }),
        );
        return true;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return false;
      }
    },

    getSettings,

    async setDefaultConfig(userId, config) {
      await setSetting(userId, 'config = :config', { ':config': config });
    },

    async ensureSecret(userId, secret) {
      try {
        await setSetting(userId, 'secret = :secret', { ':secret': secret }, 'attribute_not_exists(secret)');
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      return getSettings(userId);
    },

    async rotateSecret(userId, secret, previous, previousExpiresAt) {
      await setSetting(
        userId,
        'secret = :secret, previous_secret = :previous, previous_secret_expires_at = :expires',
        { ':secret': secret, ':previous': previous, ':expires': previousExpiresAt },
      );
    },

    async setPaused(userId, paused) {
      await setSetting(userId, 'paused = :paused', { ':paused': paused });
    },

    async setLanguage(userId, language) {
      await setSetting(userId, '#language = :language', { ':language': language }, undefined, {
        '#language': 'language',
      });
    },

    async chargePush(alert, nowMs) {
      const move = ledger.chargeAlertPush(alert.userId, alert.id, nowMs);
      const paid: TransactItem = {
        Update: {
          TableName: table,
          Key: monitorKeys.alert(alert.id),
          UpdateExpression: 'SET credits_charged = :credits',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':credits': CREDITS_PER_PUSH },
        },
      };
      return transactMove(ddb, [...move.items, paid], move);
    },

    async putAlert(alert) {
      try {
        await transactWrite(ddb, {
          TransactItems: [
            { Put: { TableName: table, Item: toAlertItem(alert), ConditionExpression: NOT_EXISTS } },
            counter(alert.userId, 'alerts', 1),
          ],
        });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async getAlert(alertId) {
      const { Item } = await ddb.send(
        new GetCommand({ TableName: table, Key: monitorKeys.alert(alertId), ConsistentRead: true }),
      );
      return Item ? fromAlertItem(Item) : undefined;
    },

    async listAlerts(userId, filter, page) {
      const byType = filter.monitorType !== undefined;
      const list: IndexedList = byType
        ? {
            index: { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
            keysIndex: 'GSI2Keys',
            partition: userAlertsOfTypePartition(userId, filter.monitorType!),
            tableKeyOf: alertKeyOfSortKey,
          }
        : {
            index: { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
            keysIndex: 'GSI1Keys',
            partition: userAlertsPartition(userId),
            tableKeyOf: alertKeyOfSortKey,
          };
      const slice: ListSlice = {
        ...(filter.fromMs === undefined ? {} : { from: alertTimeBound(filter.fromMs, false) }),
        ...(filter.toMs === undefined ? {} : { to: alertTimeBound(filter.toMs, true) }),
        ...(filter.status === undefined
          ? {}
          : {
              filter: {
                expression: '#st = :st',
                names: { '#st': 'status' },
                values: { ':st': filter.status },
              },
            }),
      };
      const result =
        !byType && slice.from === undefined && slice.to === undefined && slice.filter === undefined
          ? await pager.countedPage(list, page, countOf(userId, 'alerts'))
          : await filteredPage(ddb, table, list, page, slice);
      return {
        items: result.items.map(fromAlertItem),
        total: result.total,
        ...(result.nextCursor ? { nextCursor: result.nextCursor } : {}),
      };
    },

    async setAlertStatus(alertId, status) {
      await ddb.send(
        new UpdateCommand({
          TableName: table,
          Key: monitorKeys.alert(alertId),
          UpdateExpression: 'SET #status = :status',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status },
        }),
      );
    },

    async setNotification(alertId, channel, status: ChannelStatus, creditsCharged) {
      await ddb.send(
        new UpdateCommand({
          TableName: table,
          Key: monitorKeys.alert(alertId),
          UpdateExpression: `SET notification.#channel = :status${creditsCharged === undefined ? '' : ', credits_charged = :credits'}`,
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#channel': channel },
          ExpressionAttributeValues: {
            ':status': status,
            ...(creditsCharged === undefined ? {} : { ':credits': creditsCharged }),
          },
        }),
      );
    },

    async addDelivery(attempt) {
      const seq = `${attempt.channel}#${attempt.attempt}#${Math.random().toString(36).slice(2, 8)}`;
      await ddb.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...monitorKeys.delivery(attempt.alertId, attempt.at, seq),
            type: 'DeliveryAttempt',
            alert_id: attempt.alertId,
            channel: attempt.channel,
            target: attempt.target,
            trigger: attempt.trigger,
            attempt: attempt.attempt,
            at: attempt.at,
            ok: attempt.ok,
            ...(attempt.statusCode === undefined ? {} : { status_code: attempt.statusCode }),
            ...(attempt.latencyMs === undefined ? {} : { latency_ms: attempt.latencyMs }),
            ...(attempt.error === undefined ? {} : { error: attempt.error }),
            // Attempts are kept 90 days, like the alert's usefulness for an investigation.
            ttl: Math.floor(attempt.at / 1000) + 90 * 24 * 3600,
          },
        }),
      );
    },

    async deliveries(alertId) {
      const { Items } = await ddb.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': monitorKeys.alert(alertId).PK, ':prefix': DELIVERY_PREFIX },
          Limit: MAX_DELIVERIES,
        }),
      );
      return (Items ?? []).map(fromDeliveryItem);
    },
  };
}
