import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { MonitorConfig } from '../../../shared/contract/monitoring.schema';
import type { Language } from '../../../shared/i18n/languages';
import type { Chain } from '../../../shared/rules/chain-rules';
import { utcDayOf } from '../../../shared/rules/time';
import type { Ledger } from '../../domain/credits/ledger.ports';
import { createMonitorCredits } from '../../domain/monitoring/monitor-credits';
import type {
  ChannelStatus,
  DeliveryAttemptRecord,
  MonitorRecord,
  MonitorRepository,
  MonitorSettings,
} from '../../domain/monitoring/monitoring.ports';
import { createCreditLedger } from './credit-ledger';
import type { TransactItem } from './entity-writes';
import { filteredPage, type ListSlice } from './filtered-paging';
import { cancellationCodes, isConditionFailure, keys, NOT_EXISTS } from './keys';
import { fromAlertItem, fromMonitorItem, toAlertItem } from './monitor-items';
import {
  activeMonitorKeys,
  activeMonitorsPartition,
  alertKeyOfSortKey,
  alertTimeBound,
  DAILY_ALERT_COUNT_PREFIX,
  DELIVERY_PREFIX,
  monitorKeyOfSortKey,
  monitorKeys,
  userAlertsOfTypePartition,
  userAlertsPartition,
  userMonitorsPartition,
} from './monitor-keys';
import { createListPager, type IndexedList } from './paging';
import { transactWrite } from './transact-write';

/**
 * Monitored addresses, the user's monitoring settings, alerts and delivery attempts (the domain's
 * MonitorRepository). Adding and removing an address, and paying for a push, go through the
 * Ledger with what they cost (domain/monitoring/monitor-credits.ts, entity-writes.ts). An active
 * address carries the sparse ActiveMonitors keys of its shard; an inactive one does not, so the
 * poller never reads it.
 */
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

export function createMonitorRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
  ledger: Ledger = createCreditLedger(ddb, table),
): MonitorRepository {
  const pushes = createMonitorCredits({ ledger });
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

    chargePush: (alert, nowMs) => pushes.chargePush(alert, nowMs),

    async getAlert(alertId) {
      const { Item } = await ddb.send(
        new GetCommand({ TableName: table, Key: monitorKeys.alert(alertId), ConsistentRead: true }),
      );
      return Item ? fromAlertItem(Item) : undefined;
    },

    async listAlerts(userId, filter, page) {
      // One transfer is one alert, in GSI2 under its gravest type only. known_risk is the gravest,
      // so its partition holds every alert that matched it; an alert that matched another type
      // may lead with a graver one, so those filters read all the user's alerts (GSI1) and keep
      // the ones whose monitor_types (or, made before it existed, monitor_type) has it.
      const byType = filter.monitorType === 'known_risk';
      const anyType =
        filter.monitorType !== undefined && !byType
          ? {
              expression: '(contains(#types, :type) OR #type1 = :type)',
              names: { '#types': 'monitor_types', '#type1': 'monitor_type' },
              values: { ':type': filter.monitorType },
            }
          : undefined;
      const byStatus =
        filter.status === undefined
          ? undefined
          : { expression: '#st = :st', names: { '#st': 'status' }, values: { ':st': filter.status } };
      const filters = [anyType, byStatus].filter((f) => f !== undefined);
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
        ...(filters.length === 0
          ? {}
          : {
              filter: {
                expression: filters.map((f) => f.expression).join(' AND '),
                names: Object.assign({}, ...filters.map((f) => f.names)),
                values: Object.assign({}, ...filters.map((f) => f.values)),
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

    async putAlertWithinCap(alert, dailyCap) {
      const day = utcDayOf(alert.createdAt);
      // Kept two days past its day: the list reads today's counts only.
      const expires = Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + 3 * 86_400;
      try {
        await transactWrite(ddb, {
          TransactItems: [
            { Put: { TableName: table, Item: toAlertItem(alert), ConditionExpression: NOT_EXISTS } },
            counter(alert.userId, 'alerts', 1),
            {
              Update: {
                TableName: table,
                Key: monitorKeys.dailyAlertCount(alert.userId, day, alert.monitorId),
                UpdateExpression: 'ADD #count :one SET #type = :type, monitor_id = :monitor, #ttl = :ttl',
                ConditionExpression: 'attribute_not_exists(#count) OR #count < :cap',
                ExpressionAttributeNames: { '#count': 'alerts', '#type': 'type', '#ttl': 'ttl' },
                ExpressionAttributeValues: {
                  ':one': 1,
                  ':cap': dailyCap,
                  ':type': 'MonitorDailyAlerts',
                  ':monitor': alert.monitorId,
                  ':ttl': expires,
                },
              },
            },
          ],
        });
        return 'new';
      } catch (error) {
        const codes = cancellationCodes(error);
        // Put before: it was counted then. (Both may fail when a capped address reads it again.)
        if (codes[0] === 'ConditionalCheckFailed') return 'exists';
        if (codes[2] === 'ConditionalCheckFailed') return 'capped';
        throw error;
      }
    },

    async dailyAlertCounts(userId, day) {
      const prefix = `${DAILY_ALERT_COUNT_PREFIX}${day}#`;
      const counts = new Map<string, number>();
      let next: Record<string, unknown> | undefined;
      do {
        const answer = await ddb.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
            ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': prefix },
            ProjectionExpression: 'monitor_id, alerts',
            ExclusiveStartKey: next,
          }),
        );
        for (const item of answer.Items ?? [])
          counts.set(item.monitor_id as string, (item.alerts as number | undefined) ?? 0);
        next = answer.LastEvaluatedKey;
      } while (next);
      return counts;
    },

    async alertSummary(userId, fromMs, toMs) {
      // The period's alerts by their creation time (GSI1's sort key), only their charge read back.
      let alerts = 0;
      let credits = 0;
      let next: Record<string, unknown> | undefined;
      do {
        const answer = await ddb.send(
          new QueryCommand({
            TableName: table,
            IndexName: 'GSI1',
            KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to',
            ExpressionAttributeValues: {
              ':pk': userAlertsPartition(userId),
              ':from': alertTimeBound(fromMs, false),
              ':to': alertTimeBound(toMs, true),
            },
            ProjectionExpression: 'credits_charged',
            ExclusiveStartKey: next,
          }),
        );
        for (const item of answer.Items ?? []) {
          alerts++;
          credits += (item.credits_charged as number | undefined) ?? 0;
        }
        next = answer.LastEvaluatedKey;
      } while (next);
      return { alerts, credits };
    },
  };
}
