import { type DynamoDBDocumentClient, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '../../../shared/i18n/languages';
import type { Chain } from '../../../shared/rules/chain-rules';
import { utcDayOf } from '../../../shared/rules/time';
import type { Ledger } from '../../domain/credits/ledger.ports';
import { createMonitorCredits } from '../../domain/monitoring/monitor-credits';
import type {
  ChannelStatus,
  MonitorRecord,
  MonitorRepository,
} from '../../domain/monitoring/monitoring.ports';
import { cancellationCodes, EXISTS, moveForward, NOT_EXISTS, whenAllowed } from './conditions';
import { createCreditLedger } from './credit-ledger';
import {
  alertFromItem,
  alertKey,
  alertPositionOf,
  alertSortKey,
  alertsSeenKey,
  alertTimeBound,
  DELIVERY_PREFIX,
  dailyAlertCountKey,
  dailyAlertCountsOfDay,
  deliveryFromItem,
  toAlertItem,
  toDeliveryItem,
  userAlertsList,
  userAlertsOfTypeList,
  userAlertsPartition,
} from './entities/alert';
import { countIn, type ListName, listCountsKey, moveCount } from './entities/list-counts';
import {
  activeMonitorKeys,
  activeMonitorsPartition,
  MONITOR_SETTINGS_TYPE,
  monitorByAddressKey,
  monitorFromItem,
  monitorKey,
  monitorSettingsFromItem,
  monitorSettingsKey,
  userMonitorsList,
} from './entities/monitor';
import { SCHEDULED_AT, shardPollKey } from './entities/monitor-schedule';
import { filteredPage, type ListSlice } from './filtered-paging';
import { createListPager } from './paging';
import { getItem, queryAll, queryPrefix } from './reads';
import { tableIndexes } from './table-indexes';
import { transactWrite } from './transact-write';

/**
 * Monitored addresses, the user's monitoring settings, alerts and delivery attempts (the domain's
 * MonitorRepository). Adding and removing an address, and paying for a push, go through the
 * Ledger with what they cost (domain/monitoring/monitor-credits.ts, entity-writes.ts). An active
 * address carries the sparse ActiveMonitors keys of its shard; an inactive one does not, so the
 * poller never reads it.
 */
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
  const items = await queryAll(ddb, {
    TableName: table,
    IndexName: tableIndexes.ActiveMonitors.name,
    KeyConditionExpression: 'MON_PK = :pk',
    ExpressionAttributeValues: { ':pk': activeMonitorsPartition(shard), ...(chain && { ':chain': chain }) },
    ...(chain && { FilterExpression: '#chain = :chain', ExpressionAttributeNames: { '#chain': 'chain' } }),
  });
  return items.map(monitorFromItem);
}

export function createMonitorRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
  ledger: Ledger = createCreditLedger(ddb, table),
): MonitorRepository {
  const pushes = createMonitorCredits({ ledger });
  const pager = createListPager(ddb, table);

  const countOf = async (userId: string, list: ListName): Promise<number> =>
    countIn(await getItem(ddb, table, listCountsKey(userId), { projection: list }), list);

  async function getMonitor(userId: string, monitorId: string) {
    const item = await getItem(ddb, table, monitorKey(userId, monitorId), { consistent: true });
    return item ? monitorFromItem(item) : undefined;
  }

  const getSettings = async (userId: string) =>
    monitorSettingsFromItem(await getItem(ddb, table, monitorSettingsKey(userId), { consistent: true }));

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
        Key: monitorSettingsKey(userId),
        UpdateExpression: `SET #type = :type, ${expression}`,
        ExpressionAttributeNames: { '#type': 'type', ...names },
        ExpressionAttributeValues: { ':type': MONITOR_SETTINGS_TYPE, ...values },
        ...(condition ? { ConditionExpression: condition } : {}),
      }),
    );

  /** An update of an existing alert (a removed one is not made again). */
  const updateAlert = (
    alertId: string,
    expression: string,
    names: Record<string, string>,
    values: Record<string, unknown>,
  ) =>
    ddb.send(
      new UpdateCommand({
        TableName: table,
        Key: alertKey(alertId),
        UpdateExpression: expression,
        ConditionExpression: EXISTS,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );

  return {
    async findByAddress(userId, chain, token, address) {
      const item = await getItem(ddb, table, monitorByAddressKey(userId, chain, token, address), {
        consistent: true,
      });
      return item ? getMonitor(userId, item.monitor_id as string) : undefined;
    },

    get: getMonitor,

    update(userId, monitorId, patch, nowMs) {
      const sets = ['updated_at = :now'];
      const removes: string[] = [];
      const values: Record<string, unknown> = { ':now': nowMs };
      const names: Record<string, string> = {};
      if (patch.config !== undefined) {
        sets.push('config = :config');
        values[':config'] = patch.config;
      }
      if (patch.status !== undefined) {
        sets.push('#status = :status');
        names['#status'] = 'status';
        values[':status'] = patch.status;
        if (patch.status === 1) {
          const active = activeMonitorKeys(monitorId);
          sets.push('MON_PK = :monPk', 'MON_SK = :monSk');
          values[':monPk'] = active.MON_PK;
          values[':monSk'] = active.MON_SK;
          // Re-enabled: start from now, not from when it was disabled.
          sets.push('#cursor = :cursor');
          names['#cursor'] = 'cursor';
          values[':cursor'] = Math.floor(nowMs / 1000);
        } else removes.push('MON_PK', 'MON_SK');
      }
      // A label set to null is removed: an absent attribute is "none", as when it was never given.
      for (const [field, attribute] of [
        ['name', 'name'],
        ['customerRef', 'customer_ref'],
      ] as const) {
        const value = patch[field];
        if (value === undefined) continue;
        names[`#${field}`] = attribute;
        if (value === null) removes.push(`#${field}`);
        else {
          sets.push(`#${field} = :${field}`);
          values[`:${field}`] = value;
        }
      }
      return whenAllowed(
        ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: monitorKey(userId, monitorId),
            UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
            ConditionExpression: EXISTS,
            ...(Object.keys(names).length === 0 ? {} : { ExpressionAttributeNames: names }),
            ExpressionAttributeValues: values,
          }),
        ),
      );
    },

    async list(userId, filter, page) {
      const list = userMonitorsList(userId);
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
        items: result.items.map(monitorFromItem),
        total: result.total,
        ...(result.nextCursor ? { nextCursor: result.nextCursor } : {}),
      };
    },

    activeInShard: (shard) => activeMonitorsOf(ddb, table, shard),

    async advanceCursor(record, cursor) {
      await whenAllowed(
        ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: monitorKey(record.userId, record.id),
            UpdateExpression: 'SET #cursor = :cursor',
            // Never backwards (two polls of one shard overlapping), never onto a removed address.
            ConditionExpression: `${EXISTS} AND #cursor < :cursor`,
            ExpressionAttributeNames: { '#cursor': 'cursor' },
            ExpressionAttributeValues: { ':cursor': cursor },
          }),
        ),
      );
    },

    // A poll is claimed only if it is newer than the one claimed before.
    claimShardPoll: (shard, scheduledAtMs) =>
      moveForward(ddb, table, shardPollKey(shard), SCHEDULED_AT, scheduledAtMs),

    getSettings,

    async setDefaultConfig(userId, config) {
      await setSetting(userId, 'config = :config', { ':config': config });
    },

    async ensureSecret(userId, secret) {
      await whenAllowed(
        setSetting(userId, 'secret = :secret', { ':secret': secret }, 'attribute_not_exists(secret)'),
      );
      return getSettings(userId);
    },

    rotateSecret: (userId, secret, previous, previousExpiresAt) =>
      // Conditional on the secret the rotation replaces: of two concurrent rotations one wins and
      // the other is refused, instead of both answering a secret while one never signs.
      whenAllowed(
        setSetting(
          userId,
          'secret = :secret, previous_secret = :previous, previous_secret_expires_at = :expires',
          { ':secret': secret, ':previous': previous, ':expires': previousExpiresAt },
          'secret = :previous',
        ),
      ),

    revokePreviousSecret: (userId, current) =>
      whenAllowed(
        ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: monitorSettingsKey(userId),
            UpdateExpression: 'REMOVE previous_secret, previous_secret_expires_at',
            ConditionExpression: 'secret = :current',
            ExpressionAttributeValues: { ':current': current },
          }),
        ),
      ),

    async setPaused(userId, paused) {
      await setSetting(userId, 'paused = :paused', { ':paused': paused });
    },

    async setLanguage(userId, language: Language) {
      await setSetting(userId, '#language = :language', { ':language': language }, undefined, {
        '#language': 'language',
      });
    },

    chargePush: (alert, nowMs) => pushes.chargePush(alert, nowMs),

    async getAlert(alertId) {
      const item = await getItem(ddb, table, alertKey(alertId), { consistent: true });
      return item ? alertFromItem(item) : undefined;
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
      const list = byType ? userAlertsOfTypeList(userId, filter.monitorType!) : userAlertsList(userId);
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
        items: result.items.map(alertFromItem),
        total: result.total,
        ...(result.nextCursor ? { nextCursor: result.nextCursor } : {}),
      };
    },

    async setAlertStatus(alertId, status) {
      await updateAlert(alertId, 'SET #status = :status', { '#status': 'status' }, { ':status': status });
    },

    async setNotification(alertId, channel, status: ChannelStatus, creditsCharged) {
      await updateAlert(
        alertId,
        `SET notification.#channel = :status${creditsCharged === undefined ? '' : ', credits_charged = :credits'}`,
        { '#channel': channel },
        { ':status': status, ...(creditsCharged === undefined ? {} : { ':credits': creditsCharged }) },
      );
    },

    async addDelivery(attempt) {
      const seq = `${attempt.channel}#${attempt.attempt}#${Math.random().toString(36).slice(2, 8)}`;
      await ddb.send(new PutCommand({ TableName: table, Item: toDeliveryItem(attempt, seq) }));
    },

    async deliveries(alertId) {
      const items = await queryPrefix(
        ddb,
        table,
        alertKey(alertId).PK,
        DELIVERY_PREFIX,
        { Limit: MAX_DELIVERIES },
        MAX_DELIVERIES,
      );
      return items.slice(0, MAX_DELIVERIES).map(deliveryFromItem);
    },

    async putAlertWithinCap(alert, dailyCap) {
      const day = utcDayOf(alert.createdAt);
      // Kept two days past its day: the list reads today's counts only.
      const expires = Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + 3 * 86_400;
      try {
        await transactWrite(ddb, {
          TransactItems: [
            { Put: { TableName: table, Item: toAlertItem(alert), ConditionExpression: NOT_EXISTS } },
            moveCount(table, listCountsKey(alert.userId), 'alerts', 1),
            {
              Update: {
                TableName: table,
                Key: dailyAlertCountKey(alert.userId, day, alert.monitorId),
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

    async newestAlert(userId) {
      const answer = await ddb.send(
        new QueryCommand({
          TableName: table,
          IndexName: tableIndexes.GSI1.name,
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': userAlertsPartition(userId) },
          ScanIndexForward: false,
          Limit: 1,
          ProjectionExpression: 'GSI1SK',
        }),
      );
      const sortKey = answer.Items?.[0]?.GSI1SK;
      return typeof sortKey === 'string' ? alertPositionOf(sortKey) : undefined;
    },

    async alertsSeenUpTo(userId) {
      const item = await getItem(ddb, table, alertsSeenKey(userId), { consistent: true });
      return typeof item?.seen_up_to === 'string' ? alertPositionOf(item.seen_up_to) : undefined;
    },

    async markAlertsSeen(userId, position, nowMs) {
      // Forward only: of two tabs marking at once, the newer marker stays.
      await moveForward(ddb, table, alertsSeenKey(userId), 'seen_up_to', alertSortKey(position), {
        type: 'AlertsSeen',
        seen_at: nowMs,
      });
    },

    async countAlertsAfter(userId, after, max) {
      // One page: Limit bounds the items read, so the count costs at most `max` small index items.
      const answer = await ddb.send(
        new QueryCommand({
          TableName: table,
          IndexName: tableIndexes.GSI1.name,
          KeyConditionExpression: after ? 'GSI1PK = :pk AND GSI1SK > :after' : 'GSI1PK = :pk',
          ExpressionAttributeValues: {
            ':pk': userAlertsPartition(userId),
            ...(after ? { ':after': alertSortKey(after) } : {}),
          },
          Select: 'COUNT',
          Limit: max,
        }),
      );
      return answer.Count ?? 0;
    },

    async dailyAlertCounts(userId, day) {
      const { PK, prefix } = dailyAlertCountsOfDay(userId, day);
      const items = await queryPrefix(ddb, table, PK, prefix, { ProjectionExpression: 'monitor_id, alerts' });
      return new Map(
        items.map((item) => [item.monitor_id as string, (item.alerts as number | undefined) ?? 0]),
      );
    },

    async alertSummary(userId, fromMs, toMs) {
      // The period's alerts by their creation time (GSI1's sort key), only their charge read back.
      const items = await queryAll(ddb, {
        TableName: table,
        IndexName: tableIndexes.GSI1.name,
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': userAlertsPartition(userId),
          ':from': alertTimeBound(fromMs, false),
          ':to': alertTimeBound(toMs, true),
        },
        ProjectionExpression: 'credits_charged',
      });
      const credits = items.reduce(
        (sum, item) => sum + ((item.credits_charged as number | undefined) ?? 0),
        0,
      );
      return { alerts: items.length, credits };
    },
  };
}
