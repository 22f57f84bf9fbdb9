import { gunzipSync, gzipSync } from 'node:zlib';
import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { QUERY_DEADLINES_MS } from '../../../shared/constants/query-deadlines';
import type { Chain, Token } from '../../../shared/rules/chain-rules';
import { QUERY_STATUS, type QueryStatusCode } from '../../../shared/rules/query-rules';
import type { QueryRecord, QueryRepository } from '../../domain/queries/query.ports';
import { createCreditLedger, type LedgerParts, type TransactItem } from './credit-ledger';
import {
  type ItemKey,
  isConditionFailure,
  keys,
  NOT_EXISTS,
  OPEN_QUERY_SHARDS,
  openQueriesDueBefore,
  openQueriesPartition,
  openQueryKeys,
  queryAddressPartition,
  queryIndexKeys,
  queryKeyOfAddressQueriesSortKey,
  queryKeyOfUserQueriesSortKey,
  userQueriesPartition,
} from './keys';
import { createListPager } from './paging';
import { createAddressPrefixSearch } from './query-address-prefix';
import { type ConflictRetry, transactMove } from './transact-write';

/**
 * Risk queries, their reports and the credits they hold (the domain's QueryRepository port).
 * Credits only move inside transactions that also move the query's status, each conditional on
 * the status it leaves, with the credit ledger's part for the move (credit-ledger.ts), so a
 * retried step or a redelivered message never charges, refunds or counts twice:
 *
 * create   : query put (new)                  + ledger hold: quota -1 (≥ 1), active +1 (< cap)
 * reserve  : query reserved r → r+x (status 1) + ledger reserve: quota -x (≥ x)
 * complete : query status 1 → 2                + ledger charge: used +charged, quota +(held-charged), active -1
 * fail     : query status 0|1 → 3              + ledger refund: quota +reserved, active -1
 *
 * An open query (pending or processing) also carries the keys of the OpenQueries index with the
 * time it is due (shared/constants/query-deadlines.ts): set by create and markProcessing, removed
 * by complete and fail, so the sweeper finds the overdue ones without a scan (listOverdue).
 */
export interface QueryRepositoryOptions {
  /** How TransactionConflict cancellations are retried (transact-write.ts). */
  readonly conflictRetry?: ConflictRetry;
}

const toItem = (q: QueryRecord) => ({
  ...keys.query(q.hash),
  ...queryIndexKeys(q.userId, q.chain, q.address, q.createdAt, q.hash),
  type: 'Query',
  hash: q.hash,
  user_id: q.userId,
  chain: q.chain,
  token: q.token,
  address: q.address,
  start_at: q.startAt,
  end_at: q.endAt,
  limit: q.limit,
  api_key_id: q.apiKeyId,
  status: q.status,
  status_text: q.statusText,
  created_at: q.createdAt,
  updated_at: q.updatedAt,
  risk_level: q.riskLevel,
  reserved_credits: q.reservedCredits,
  cost_quota: q.costQuota,
  transfers_analysed: q.transfersAnalysed,
  ...openKeysOf(q),
});

/** The OpenQueries index keys of a query being stored (none once it has ended). */
const openKeysOf = (q: QueryRecord) => {
  if (q.status === QUERY_STATUS.pending)
    return openQueryKeys(q.hash, q.createdAt + QUERY_DEADLINES_MS.pending);
  if (q.status === QUERY_STATUS.processing)
    return openQueryKeys(q.hash, q.updatedAt + QUERY_DEADLINES_MS.processing);
  return {};
};

const fromItem = (item: Record<string, unknown>): QueryRecord => ({
  hash: item.hash as string,
  userId: item.user_id as string,
  chain: item.chain as Chain,
  token: item.token as Token,
  address: item.address as string,
  ...(item.start_at !== undefined ? { startAt: item.start_at as number } : {}),
  ...(item.end_at !== undefined ? { endAt: item.end_at as number } : {}),
  ...(item.limit !== undefined ? { limit: item.limit as number } : {}),
  apiKeyId: (item.api_key_id as number) ?? 0,
  status: item.status as QueryStatusCode,
  statusText: item.status_text as string,
  createdAt: item.created_at as number,
  updatedAt: item.updated_at as number,
  riskLevel: (item.risk_level as number | null | undefined) ?? null,
  reservedCredits: (item.reserved_credits as number) ?? 0,
  costQuota: (item.cost_quota as number) ?? 0,
  transfersAnalysed: (item.transfers_analysed as number | null | undefined) ?? null,
});

const OPEN_KEY_NAMES = 'OPEN_PK, OPEN_SK';

const openKeyValues = (hash: string, dueAtMs: number) => {
  const { OPEN_PK, OPEN_SK } = openQueryKeys(hash, dueAtMs);
  return { ':openPk': OPEN_PK, ':openSk': OPEN_SK };
};

export function createQueryRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
  options: QueryRepositoryOptions = {},
): QueryRepository {
  const ledger = createCreditLedger(table);
  const send = (transactItems: TransactItem[], move: LedgerParts) =>
    transactMove(ddb, transactItems, move, options.conflictRetry);

  /**
   * Ends a query: moves it from one of `from` to its final status together with the ledger's
   * charge or refund, conditional on the status it leaves and the credits it holds (so it
   * happens once; a repeat of the same move finds its ledger entry and answers true).
   */
  async function settle(
    query: Pick<QueryRecord, 'hash' | 'reservedCredits'>,
    nowMs: number,
    move: LedgerParts,
    end: {
      from: readonly QueryStatusCode[];
      status: QueryStatusCode;
      statusText: string;
      charge: number;
      set: Record<string, number>;
      /** Only if the query was last updated at this time (epoch ms). */
      updatedAt?: number;
    },
  ): Promise<boolean> {
    const extra = Object.keys(end.set);
    const fromValues = Object.fromEntries(end.from.map((status, i) => [`:from${i}`, status]));
    const queryUpdate: TransactItem = {
      Update: {
        TableName: table,
        Key: keys.query(query.hash),
        UpdateExpression: `${[
          'SET #status = :status, status_text = :text, updated_at = :now, cost_quota = :charge',
          ...extra.map((name) => `${name} = :set_${name}`),
        ].join(', ')} REMOVE ${OPEN_KEY_NAMES}`,
        ConditionExpression: `#status IN (${Object.keys(fromValues).join(', ')}) AND reserved_credits = :held${
          end.updatedAt === undefined ? '' : ' AND updated_at = :seenAt'
        }`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ...fromValues,
          ...Object.fromEntries(extra.map((name) => [`:set_${name}`, end.set[name]])),
          ':status': end.status,
          ':text': end.statusText,
          ':now': nowMs,
          ':charge': end.charge,
          ':held': query.reservedCredits,
          ...(end.updatedAt === undefined ? {} : { ':seenAt': end.updatedAt }),
        },
      },
    };
    return (await send([queryUpdate, ...move.items], move)) !== 'refused';
  }

  const pager = createListPager(ddb, table);

  const countOne = (key: ItemKey): TransactItem => ({
    Update: {
      TableName: table,
      Key: key,
      UpdateExpression: 'ADD queries :one',
      ExpressionAttributeValues: { ':one': 1 },
    },
  });

  /** A list's size as its counter item holds it (0 before the first create). */
  const prefixSearch = createAddressPrefixSearch(ddb, table);
  const countOf = (key: ItemKey): Promise<number> =>
    ddb
      .send(new GetCommand({ TableName: table, Key: key, ProjectionExpression: 'queries' }))
      .then(({ Item }) => (Item?.queries as number | undefined) ?? 0);

  const repository: QueryRepository = {
    async create(query, concurrencyCap) {
      const hold = ledger.holdForQuery(query.userId, query.hash, concurrencyCap, query.createdAt);
      const transactItems: TransactItem[] = [
        { Put: { TableName: table, Item: toItem(query), ConditionExpression: NOT_EXISTS } },
        ...hold.items,
        // The totals of the history and of the address's history (list pages read them instead
        // of counting): two items, since a transaction may write an item only once.
        countOne(keys.userListCounts(query.userId)),
        countOne(keys.userAddressListCounts(query.userId, query.address)),
      ];
      if ((await send(transactItems, hold)) !== 'refused') return 'created';
      // Tell the two refusals apart for a clear error; the hash is fresh, so the put did not fail.
      const { Item } = await ddb.send(
        new GetCommand({ TableName: table, Key: keys.userPlan(query.userId), ConsistentRead: true }),
      );
      return (Item?.query_quota ?? 0) < 1 ? 'no_credit' : 'too_many_active';
    },

    async get(hash) {
      const { Item } = await ddb.send(
        new GetCommand({ TableName: table, Key: keys.query(hash), ConsistentRead: true }),
      );
      return Item ? fromItem(Item) : undefined;
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
        return Attributes ? fromItem(Attributes) : undefined;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    async reserve(query, held, extra, nowMs) {
      if (extra <= 0) return true;
      const move = ledger.reserveForQuery(query.userId, query.hash, held, extra, nowMs);
      const queryUpdate: TransactItem = {
        Update: {
          TableName: table,
          Key: keys.query(query.hash),
          UpdateExpression: 'SET reserved_credits = :next, updated_at = :now',
          ConditionExpression: 'reserved_credits = :held AND #status = :processing',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':next': held + extra,
            ':held': held,
            ':processing': QUERY_STATUS.processing,
            ':now': nowMs,
          },
        },
      };
      return (await send([queryUpdate, ...move.items], move)) !== 'refused';
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

    complete(query, outcome, nowMs) {
      // Charge what the stored report says it cost; a retried step may have held more.
      const charge = Math.min(Math.max(0, outcome.credits), query.reservedCredits);
      return settle(
        query,
        nowMs,
        ledger.chargeQuery(query.userId, query.hash, query.reservedCredits, charge, nowMs),
        {
          from: [QUERY_STATUS.processing],
          status: QUERY_STATUS.completed,
          statusText: 'completed',
          charge,
          set: { risk_level: outcome.riskLevel, transfers_analysed: outcome.transfersAnalysed },
        },
      );
    },

    fail(query, reason, nowMs, unchanged) {
      return settle(
        query,
        nowMs,
        ledger.refundQuery(query.userId, query.hash, query.reservedCredits, nowMs),
        {
          from: unchanged ? [unchanged.status] : [QUERY_STATUS.pending, QUERY_STATUS.processing],
          status: QUERY_STATUS.failed,
          statusText: reason,
          charge: 0,
          set: {},
          ...(unchanged ? { updatedAt: unchanged.updatedAt } : {}),
        },
      );
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
          return (Items ?? []).map(fromItem);
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
      return { items: items.map(fromItem), total, ...(nextCursor ? { nextCursor } : {}) };
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
      return { items: items.map(fromItem), total: addresses.reduce((sum, a) => sum + a.queries, 0) };
    },
  };
  return repository;
}
