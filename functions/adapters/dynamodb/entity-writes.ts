import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { EntityWrite } from '../../domain/credits/ledger.ports';
import { keys, NOT_EXISTS } from './keys';
import { toMonitorItem } from './monitor-items';
import { monitorKeys } from './monitor-keys';
import { toQueryItem } from './query-items';

/**
 * The table items of the entity writes a credit commit carries (ledger.ports.ts EntityWrite).
 * The first item of each write holds the condition whose failure is that write's refusal; the
 * others (list counters, the public figures) follow it unconditionally.
 */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const countOne = (table: string, key: ReturnType<typeof keys.userListCounts>, by: number): TransactItem => ({
  Update: {
    TableName: table,
    Key: key,
    UpdateExpression: 'ADD queries :by',
    ExpressionAttributeValues: { ':by': by },
  },
});

// The service-wide figure the home page shows (GET /v1/stats/public), moved with each address.
const monitoredTotal = (table: string, by: number): TransactItem => ({
  Update: {
    TableName: table,
    Key: keys.monitoredAddressCount(),
    UpdateExpression: 'ADD #count :by',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':by': by },
  },
});

export function entityItems(table: string, write: EntityWrite): TransactItem[] {
  switch (write.entity) {
    case 'account': {
      const { profile } = write;
      return [
        {
          Put: {
            TableName: table,
            Item: { ...keys.emailOwner(profile.email), type: 'EmailOwner', user_id: profile.userId },
            ConditionExpression: NOT_EXISTS,
          },
        },
        {
          Put: {
            TableName: table,
            Item: {
              ...keys.userProfile(profile.userId),
              type: 'Profile',
              user_id: profile.userId,
              email: profile.email,
              created_at: profile.createdAt,
            },
            ConditionExpression: NOT_EXISTS,
          },
        },
      ];
    }
    case 'query':
      return queryItems(table, write);
    case 'monitor': {
      const m = write.monitor;
      const unique = monitorKeys.monitorByAddress(m.userId, m.chain, m.token, m.address);
      if (write.op === 'create')
        return [
          {
            Put: {
              TableName: table,
              Item: { ...unique, type: 'MonitorKey', monitor_id: m.id },
              ConditionExpression: NOT_EXISTS,
            },
          },
          { Put: { TableName: table, Item: toMonitorItem(m), ConditionExpression: NOT_EXISTS } },
          monitoredTotal(table, 1),
        ];
      return [
        // Only one of several parallel removes finds the address: the others change nothing.
        {
          Delete: {
            TableName: table,
            Key: monitorKeys.monitor(m.userId, m.id),
            ConditionExpression: 'attribute_exists(PK)',
          },
        },
        { Delete: { TableName: table, Key: unique } },
        monitoredTotal(table, -1),
      ];
    }
    case 'alert':
      return [
        {
          Update: {
            TableName: table,
            Key: monitorKeys.alert(write.alertId),
            UpdateExpression: 'SET credits_charged = :credits',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':credits': write.credits },
          },
        },
      ];
  }
}

const OPEN_KEY_NAMES = 'OPEN_PK, OPEN_SK';

function queryItems(table: string, write: Extract<EntityWrite, { entity: 'query' }>): TransactItem[] {
  if (write.op === 'create') {
    const q = write.query;
    return [
      { Put: { TableName: table, Item: toQueryItem(q), ConditionExpression: NOT_EXISTS } },
      // The totals of the history and of the address's history (list pages read them instead of
      // counting): two items, since a transaction may write an item only once.
      countOne(table, keys.userListCounts(q.userId), 1),
      countOne(table, keys.userAddressListCounts(q.userId, q.address), 1),
    ];
  }
  if (write.op === 'hold')
    return [
      {
        Update: {
          TableName: table,
          Key: keys.query(write.hash),
          UpdateExpression: 'SET reserved_credits = :next, updated_at = :now',
          ConditionExpression: 'reserved_credits = :held AND #status = :processing',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':next': write.next,
            ':held': write.held,
            ':processing': 1,
            ':now': write.nowMs,
          },
        },
      },
    ];
  const extra = Object.keys(write.set);
  const fromValues = Object.fromEntries(write.from.map((status, i) => [`:from${i}`, status]));
  return [
    {
      Update: {
        TableName: table,
        Key: keys.query(write.hash),
        UpdateExpression: `${[
          'SET #status = :status, status_text = :text, updated_at = :now, cost_quota = :charge',
          ...extra.map((name) => `${name} = :set_${name}`),
        ].join(', ')} REMOVE ${OPEN_KEY_NAMES}`,
        ConditionExpression: `#status IN (${Object.keys(fromValues).join(', ')}) AND reserved_credits = :held${
          write.updatedAt === undefined ? '' : ' AND updated_at = :seenAt'
        }`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ...fromValues,
          ...Object.fromEntries(extra.map((name) => [`:set_${name}`, write.set[name]])),
          ':status': write.status,
          ':text': write.statusText,
          ':now': write.nowMs,
          ':charge': write.charged,
          ':held': write.held,
          ...(write.updatedAt === undefined ? {} : { ':seenAt': write.updatedAt }),
        },
      },
    },
  ];
}
