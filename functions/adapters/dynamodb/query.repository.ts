import { gunzipSync, gzipSync } from 'node:zlib';
import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { QUERY_DEADLINES_MS } from '../../../shared/constants/query-deadlines';
import { QUERY_STATUS } from '../../../shared/rules/query-rules';
import type { QueryRepository } from '../../domain/queries/query.ports';
import {
  type ItemKey,
  isConditionFailure,
  keys,
  OPEN_QUERY_SHARDS,
  openQueriesDueBefore,
  openQueriesPartition,
  openQueryKeys,
  queryAddressPartition,
  queryKeyOfAddressQueriesSortKey,
  queryKeyOfUserQueriesSortKey,
  userQueriesPartition,
} from './keys';
import { createListPager } from './paging';
import { createAddressPrefixSearch } from './query-address-prefix';
import { queryFromItem } from './query-items';

/**
 * Risk queries and their reports (the domain's QueryRepository port). A query is created, and
 * leaves its open states, only together with the credits it holds: through the Ledger
 * (domain/queries/query-credits.ts, entity-writes.ts), never here.
 *
 * An open query (pending or processing) carries the keys of the OpenQueries index with the time
 * it is due (shared/constants/query-deadlines.ts): set when it is created and by markProcessing,
 * removed when it ends, so the sweeper finds the overdue ones without a scan (listOverdue).
 */

const openKeyValues = (hash: string, dueAtMs: number) => {
  const { OPEN_PK, OPEN_SK } = openQueryKeys(hash, dueAtMs);
  return { ':openPk': OPEN_PK, ':openSk': OPEN_SK };
};

export function createQueryRepository(ddb: DynamoDBDocumentClient, table: string): QueryRepository {
  const pager = createListPager(ddb, table);

  /** A list's size as its counter item holds it (0 before the first create). */
  const prefixSearch = createAddressPrefixSearch(ddb, table);
  const countOf = (key: ItemKey): Promise<number> =>
    ddb
      .send(new GetCommand({ TableName: table, Key: key, ProjectionExpression: 'queries' }))
      .then(({ Item }) => (Item?.queries as number | undefined) ?? 0);

  const repository: QueryRepository = {
    async get(hash) {
      const { Item } = await ddb.send(
        new GetCommand({ TableName: table, Key: keys.query(hash), ConsistentRead: true }),
      );
      return Item ? queryFromItem(Item) : undefined;
    },

    async markProcessing(hash, nowMs) {
      try {
        const { Attributes } = await ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.query(hash),
            // Processing from now on: due again after the processing deadline.
            UpdateExpression:
              'SET #status = :processing, status_text = :text, updated_at = :now, OPEN_PK = :openPk, OPEN_SK = :openSk',
            ConditionExpression: '#status IN (:pending, :processing)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':pending': QUERY_STATUS.pending,
              ':processing': QUERY_STATUS.processing,
              ':text': 'processing',
              ':now': nowMs,
              ...openKeyValues(hash, nowMs + QUERY_DEADLINES_MS.processing),
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return Attributes ? queryFromItem(Attributes) : undefined;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    async recordProgress(hash, nowMs) {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.query(hash),
            // updated_at moves too: the sweeper fails a query only as it read it, so a query that
            // made progress since its read is left alone.
            UpdateExpression: 'SET updated_at = :now, OPEN_PK = :openPk, OPEN_SK = :openSk',
            ConditionExpression: '#status = :processing',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':processing': QUERY_STATUS.processing,
              ':now': nowMs,
              ...openKeyValues(hash, nowMs + QUERY_DEADLINES_MS.processing),
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async putResult(hash, report) {
      await ddb.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.queryResult(hash), type: 'QueryResult', report: gzipSync(JSON.stringify(report)) },
        }),
      );
    },

    async getResult(hash) {
      const { Item } = await ddb.send(new GetCommand({ TableName: table, Key: keys.queryResult(hash) }));
      if (!Item) return undefined;
      return JSON.parse(gunzipSync(Item.report as Uint8Array).toString('utf8'));
    },

    async listOverdue(nowMs, limit) {
      const perShard = Math.ceil(limit / OPEN_QUERY_SHARDS);
      const shards = await Promise.all(
        Array.from({ length: OPEN_QUERY_SHARDS }, async (_, shard) => {
          const { Items } = await ddb.send(
            new QueryCommand({
              TableName: table,
              IndexName: 'OpenQueries',
              KeyConditionExpression: 'OPEN_PK = :pk AND OPEN_SK < :due',
              ExpressionAttributeValues: {
                ':pk': openQueriesPartition(shard),
                ':due': openQueriesDueBefore(nowMs),
              },
              Limit: perShard,
            }),
          );
          return (Items ?? []).map(queryFromItem);
        }),
      );
      return shards.flat().slice(0, limit);
    },

    async list(userId, page) {
      // Both lists are counted in the create transaction and paged from the nearer end, skipping
      // on their KEYS_ONLY index (GSI1Keys, GSI2Keys); paging.ts says how.
      const [list, counter] =
        page.address === undefined
          ? [
              {
                index: { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
                keysIndex: 'GSI1Keys',
                partition: userQueriesPartition(userId),
                tableKeyOf: queryKeyOfUserQueriesSortKey,
              },
              keys.userListCounts(userId),
            ]
          : [
              {
                index: { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
                keysIndex: 'GSI2Keys',
                partition: queryAddressPartition(userId, page.address),
                tableKeyOf: queryKeyOfAddressQueriesSortKey,
              },
              keys.userAddressListCounts(userId, page.address),
            ];
      const { items, total, nextCursor } = await pager.countedPage(list, page, countOf(counter));
      return { items: items.map(queryFromItem), total, ...(nextCursor ? { nextCursor } : {}) };
    },

    async listByAddressPrefix(userId, prefix, page) {
      const { addresses } = await prefixSearch.matches(userId, prefix);
      if (addresses.length === 0) return { items: [], total: 0 };
      if (addresses.length === 1) return repository.list(userId, { ...page, address: addresses[0]!.address });
      const items = await prefixSearch.mergedPage(
        userId,
        addresses.map((a) => a.address),
        page,
      );
      return { items: items.map(queryFromItem), total: addresses.reduce((sum, a) => sum + a.queries, 0) };
    },
  };
  return repository;
}
