import { gunzipSync, gzipSync } from 'node:zlib';
import { type DynamoDBDocumentClient, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { QUERY_DEADLINES_MS } from '../../../shared/constants/query-deadlines';
import { QUERY_STATUS } from '../../../shared/rules/query-rules';
import type { QueryRepository } from '../../domain/queries/query.ports';
import { updatedWhenAllowed, whenAllowed } from './conditions';
import type { ItemKey } from './entities/entity';
import { addressListCountsKey, countIn, listCountsKey } from './entities/list-counts';
import {
  addressQueriesList,
  OPEN_QUERY_SHARDS,
  openQueriesDueBefore,
  openQueriesPartition,
  openQueryKeys,
  queryFromItem,
  queryKey,
  queryResultKey,
  userQueriesList,
} from './entities/query';
import { createListPager } from './paging';
import { createAddressPrefixSearch } from './query-address-prefix';
import { getItem } from './reads';
import { tableIndexes } from './table-indexes';

/**
 * Risk queries and their reports (the domain's QueryRepository port). A query is created, and
 * leaves its open states, only together with the credits it holds: through the Ledger
 * (domain/queries/query-credits.ts, entity-writes.ts), never here. While open, a query carries
 * the OpenQueries keys of the time it is due (entities/query.ts), so the sweeper finds the
 * overdue ones without a scan (listOverdue).
 */

/** A processing query's OpenQueries keys, due a processing deadline after `nowMs`. */
const processingDueValues = (hash: string, nowMs: number) => {
  const { OPEN_PK, OPEN_SK } = openQueryKeys(hash, nowMs + QUERY_DEADLINES_MS.processing);
  return { ':openPk': OPEN_PK, ':openSk': OPEN_SK };
};

export function createQueryRepository(ddb: DynamoDBDocumentClient, table: string): QueryRepository {
  const pager = createListPager(ddb, table);
  const prefixSearch = createAddressPrefixSearch(ddb, table);

  /** A list's size as its counter item holds it (0 before the first create). */
  const countOf = async (key: ItemKey): Promise<number> =>
    countIn(await getItem(ddb, table, key, { projection: 'queries' }), 'queries');

  const repository: QueryRepository = {
    async get(hash) {
      const item = await getItem(ddb, table, queryKey(hash), { consistent: true });
      return item ? queryFromItem(item) : undefined;
    },

    async markProcessing(hash, nowMs) {
      return updatedWhenAllowed(
        ddb,
        {
          TableName: table,
          Key: queryKey(hash),
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
            ...processingDueValues(hash, nowMs),
          },
          ReturnValues: 'ALL_NEW',
        },
        (attributes) => (attributes ? queryFromItem(attributes) : undefined),
      );
    },

    recordProgress: (hash, nowMs) =>
      whenAllowed(
        ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: queryKey(hash),
            // updated_at moves too: the sweeper fails a query only as it read it, so a query that
            // made progress since its read is left alone.
            UpdateExpression: 'SET updated_at = :now, OPEN_PK = :openPk, OPEN_SK = :openSk',
            ConditionExpression: '#status = :processing',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':processing': QUERY_STATUS.processing,
              ':now': nowMs,
              ...processingDueValues(hash, nowMs),
            },
          }),
        ),
      ),

    async putResult(hash, report) {
      await ddb.send(
        new PutCommand({
          TableName: table,
          Item: { ...queryResultKey(hash), type: 'QueryResult', report: gzipSync(JSON.stringify(report)) },
        }),
      );
    },

    async getResult(hash) {
      const item = await getItem(ddb, table, queryResultKey(hash));
      if (!item) return undefined;
      return JSON.parse(gunzipSync(item.report as Uint8Array).toString('utf8'));
    },

    async listOverdue(nowMs, limit) {
      const perShard = Math.ceil(limit / OPEN_QUERY_SHARDS);
      const shards = await Promise.all(
        Array.from({ length: OPEN_QUERY_SHARDS }, async (_, shard) => {
          const { Items } = await ddb.send(
            new QueryCommand({
              TableName: table,
              IndexName: tableIndexes.OpenQueries.name,
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
          ? [userQueriesList(userId), listCountsKey(userId)]
          : [addressQueriesList(userId, page.address), addressListCountsKey(userId, page.address)];
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
