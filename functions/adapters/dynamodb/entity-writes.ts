import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { EntityWrite } from '../../domain/credits/ledger.ports';
import { EXISTS, NOT_EXISTS } from './conditions';
import { toEmailOwnerItem, toProfileItem } from './entities/account';
import { alertKey } from './entities/alert';
import { addressListCountsKey, listCountsKey, moveCount } from './entities/list-counts';
import { monitorByAddressKey, monitorKey, toMonitorByAddressItem, toMonitorItem } from './entities/monitor';
import { OPEN_QUERY_KEY_NAMES, queryKey, toQueryItem } from './entities/query';
import { moveMonitoredAddressCount } from './entities/service-stats';

/**
 * The table items of the entity writes a credit commit carries (ledger.ports.ts EntityWrite).
 * The first item of each write holds the condition whose failure is that write's refusal; the
 * others (list counters, the public figures) follow it unconditionally.
 */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export function entityItems(table: string, write: EntityWrite): TransactItem[] {
  switch (write.entity) {
    case 'account': {
      const { profile } = write;
      return [
        { Put: { TableName: table, Item: toEmailOwnerItem(profile), ConditionExpression: NOT_EXISTS } },
        { Put: { TableName: table, Item: toProfileItem(profile), ConditionExpression: NOT_EXISTS } },
      ];
    }
    case 'query':
      return queryItems(table, write);
    case 'monitor': {
      const m = write.monitor;
      // The service-wide figure the home page shows (GET /v1/stats/public) moves with each address.
      if (write.op === 'create')
        return [
          { Put: { TableName: table, Item: toMonitorByAddressItem(m), ConditionExpression: NOT_EXISTS } },
          { Put: { TableName: table, Item: toMonitorItem(m), ConditionExpression: NOT_EXISTS } },
          moveMonitoredAddressCount(table, 1),
        ];
      return [
        // Only one of several parallel removes finds the address: the others change nothing.
        {
          Delete: {
            TableName: table,
            Key: monitorKey(m.userId, m.id),
            ConditionExpression: EXISTS,
          },
        },
        { Delete: { TableName: table, Key: monitorByAddressKey(m.userId, m.chain, m.token, m.address) } },
        moveMonitoredAddressCount(table, -1),
      ];
    }
    case 'alert':
      return [
        {
          Update: {
            TableName: table,
            Key: alertKey(write.alertId),
            UpdateExpression: 'SET credits_charged = :credits',
            ConditionExpression: EXISTS,
            ExpressionAttributeValues: { ':credits': write.credits },
          },
        },
      ];
  }
}

function queryItems(table: string, write: Extract<EntityWrite, { entity: 'query' }>): TransactItem[] {
  if (write.op === 'create') {
    const q = write.query;
    return [
      { Put: { TableName: table, Item: toQueryItem(q), ConditionExpression: NOT_EXISTS } },
      // The totals of the history and of the address's history (list pages read them instead of
      // counting): two items, since a transaction may write an item only once.
      moveCount(table, listCountsKey(q.userId), 'queries', 1),
      moveCount(table, addressListCountsKey(q.userId, q.address), 'queries', 1),
    ];
  }
  if (write.op === 'hold')
    return [
      {
        Update: {
          TableName: table,
          Key: queryKey(write.hash),
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
        Key: queryKey(write.hash),
        UpdateExpression: `${[
          'SET #status = :status, status_text = :text, updated_at = :now, cost_quota = :charge',
          ...extra.map((name) => `${name} = :set_${name}`),
        ].join(', ')} REMOVE ${OPEN_QUERY_KEY_NAMES}`,
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
