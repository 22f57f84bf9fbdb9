import { gunzipSync, gzipSync } from 'node:zlib';
import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { QUERY_DEADLINES_MS } from '../../../shared/constants/query-deadlines';
import type { Chain, Token } from '../../../shared/rules/chain-rules';
import { QUERY_STATUS, type QueryStatusCode } from '../../../shared/rules/query-rules';
import {
  isConditionFailure,
  keys,
  NOT_EXISTS,
  OPEN_QUERY_SHARDS,
  openQueriesDueBefore,
  openQueriesPartition,
  openQueryKeys,
  queryAddressPartition,
  queryIndexKeys,
  userQueriesPartition,
} from './keys';

/**
 * Risk queries, their reports and the credits they hold. Credits only move inside transactions
 * that also move the query's status, each conditional on the status it leaves, so a retried
 * step or a redelivered message can never charge, refund or count twice:
 *
 * create   : query put (new)                  + plan: quota -1 (≥ 1), active +1 (< cap)
 * reserve  : query reserved r → r+x (status 1) + plan: quota -x (≥ x)
 * complete : query status 1 → 2                + plan: used +charged, quota +(held-charged), active -1
 * fail     : query status 0|1 → 3              + plan: quota +reserved, active -1 (refund)
 *
 * An open query (pending or processing) also carries the keys of the OpenQueries index with the
 * time it is due (shared/constants/query-deadlines.ts): set by create and markProcessing, removed
 * by complete and fail, so the sweeper finds the overdue ones without a scan (listOverdue).
 */
export interface QueryRecord {
  readonly hash: string;
  readonly userId: string;
  readonly chain: Chain;
  readonly token: Token;
  readonly address: string;
  /** Epoch seconds, as requested. */
  readonly startAt?: number;
  readonly endAt?: number;
  readonly limit?: number;
  /** 0: the web console. */
  readonly apiKeyId: number;
  readonly status: QueryStatusCode;
  readonly statusText: string;
  /** Epoch milliseconds (history durations are shown to a tenth of a second). */
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly riskLevel: number | null;
  /** Credits held by the query: charged on completion, refunded on failure. */
  readonly reservedCredits: number;
  /** Credits charged (0 until completed). */
  readonly costQuota: number;
  readonly transfersAnalysed: number | null;
}

export type CreateOutcome = 'created' | 'no_credit' | 'too_many_active';

export interface QueryRepository {
  /** Stores a new query holding 1 credit, if the plan has a credit and a free concurrency slot. */
  create(query: QueryRecord, concurrencyCap: number): Promise<CreateOutcome>;
  get(hash: string): Promise<QueryRecord | undefined>;
  /** pending → processing; also accepts an already processing query (a retried step). */
  markProcessing(hash: string, nowMs: number): Promise<QueryRecord | undefined>;
  /** Moves `extra` more credits from the plan to the query, if it still holds `held`. */
  reserve(
    query: Pick<QueryRecord, 'hash' | 'userId'>,
    held: number,
    extra: number,
    nowMs: number,
  ): Promise<boolean>;
  putResult(hash: string, report: unknown): Promise<void>;
  getResult(hash: string): Promise<unknown | undefined>;
  /**
   * processing → completed: charges `outcome.credits` (at most what the query holds) and gives
   * back the rest; false when it was not processing.
   */
  complete(
    query: Pick<QueryRecord, 'hash' | 'userId' | 'reservedCredits'>,
    outcome: { riskLevel: number; transfersAnalysed: number; credits: number },
    nowMs: number,
  ): Promise<boolean>;
  /** pending|processing → failed: refunds what the query holds; false when already final. */
  fail(
    query: Pick<QueryRecord, 'hash' | 'userId' | 'reservedCredits'>,
    reason: string,
    nowMs: number,
  ): Promise<boolean>;
  /**
   * Open queries due before `nowMs` (most overdue first per shard), at most `limit` in all. Read
   * from an eventually consistent index: a caller re-reads a query before acting on it.
   */
  listOverdue(nowMs: number, limit: number): Promise<QueryRecord[]>;
  /** A page of a user's queries, newest first, optionally of one address, with the total count. */
  list(
    userId: string,
    page: { number: number; size: number; address?: string },
  ): Promise<{ items: QueryRecord[]; total: number }>;
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

export function createQueryRepository(ddb: DynamoDBDocumentClient, table: string): QueryRepository {
  const planUpdate = (userId: string) => ({ TableName: table, Key: keys.userPlan(userId) });

  /**
   * Ends a query: moves it from one of `from` to its final status, charges `charge` of the
   * credits it holds, gives the rest back and frees its concurrency slot, in one transaction
   * conditional on the status it leaves and the credits it holds (so it happens once).
   */
  async function settle(
    query: Pick<QueryRecord, 'hash' | 'userId' | 'reservedCredits'>,
    nowMs: number,
    end: {
      from: readonly QueryStatusCode[];
      status: QueryStatusCode;
      statusText: string;
      charge: number;
      set: Record<string, number>;
    },
  ): Promise<boolean> {
    const extra = Object.keys(end.set);
    const fromValues = Object.fromEntries(end.from.map((status, i) => [`:from${i}`, status]));
    try {
      await ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: table,
                Key: keys.query(query.hash),
                UpdateExpression: `${[
                  'SET #status = :status, status_text = :text, updated_at = :now, cost_quota = :charge',
                  ...extra.map((name) => `${name} = :set_${name}`),
                ].join(', ')} REMOVE ${OPEN_KEY_NAMES}`,
                ConditionExpression: `#status IN (${Object.keys(fromValues).join(', ')}) AND reserved_credits = :held`,
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: {
                  ...fromValues,
                  ...Object.fromEntries(extra.map((name) => [`:set_${name}`, end.set[name]])),
                  ':status': end.status,
                  ':text': end.statusText,
                  ':now': nowMs,
                  ':charge': end.charge,
                  ':held': query.reservedCredits,
                },
              },
            },
            {
              Update: {
                ...planUpdate(query.userId),
                UpdateExpression:
                  'SET used_query_quota = used_query_quota + :charge, query_quota = query_quota + :refund, active_queries = active_queries - :one',
                ExpressionAttributeValues: {
                  ':charge': end.charge,
                  ':refund': query.reservedCredits - end.charge,
                  ':one': 1,
                },
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  return {
    async create(query, concurrencyCap) {
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName: table, Item: toItem(query), ConditionExpression: NOT_EXISTS } },
              {
                Update: {
                  ...planUpdate(query.userId),
                  UpdateExpression:
                    'SET query_quota = query_quota - :one, active_queries = if_not_exists(active_queries, :zero) + :one',
                  ConditionExpression:
                    'query_quota >= :one AND (attribute_not_exists(active_queries) OR active_queries < :cap)',
                  ExpressionAttributeValues: { ':one': 1, ':zero': 0, ':cap': concurrencyCap },
                },
              },
            ],
          }),
        );
        return 'created';
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        // Tell the two refusals apart for a clear error; the hash is fresh, so the put did not fail.
        const { Item } = await ddb.send(
          new GetCommand({ ...planUpdate(query.userId), ConsistentRead: true }),
        );
        return (Item?.query_quota ?? 0) < 1 ? 'no_credit' : 'too_many_active';
      }
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
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
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
              },
              {
                Update: {
                  ...planUpdate(query.userId),
                  UpdateExpression: 'SET query_quota = query_quota - :extra',
                  ConditionExpression: 'query_quota >= :extra',
                  ExpressionAttributeValues: { ':extra': extra },
                },
              },
            ],
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

    complete(query, outcome, nowMs) {
      // Charge what the stored report says it cost; a retried step may have held more.
      const charge = Math.min(Math.max(0, outcome.credits), query.reservedCredits);
      return settle(query, nowMs, {
        from: [QUERY_STATUS.processing],
        status: QUERY_STATUS.completed,
        statusText: 'completed',
        charge,
        set: { risk_level: outcome.riskLevel, transfers_analysed: outcome.transfersAnalysed },
      });
    },

    fail(query, reason, nowMs) {
      return settle(query, nowMs, {
        from: [QUERY_STATUS.pending, QUERY_STATUS.processing],
        status: QUERY_STATUS.failed,
        statusText: reason,
        charge: 0,
        set: {},
      });
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
      const byAddress = page.address !== undefined;
      const index = byAddress
        ? {
            IndexName: 'GSI2',
            KeyConditionExpression: 'GSI2PK = :pk',
            pk: queryAddressPartition(userId, page.address!),
          }
        : { IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', pk: userQueriesPartition(userId) };
      const base = {
        TableName: table,
        IndexName: index.IndexName,
        KeyConditionExpression: index.KeyConditionExpression,
        ExpressionAttributeValues: { ':pk': index.pk },
      };
      // DynamoDB cannot skip: read keys-only up to the page, then the page's items.
      const skip = (page.number - 1) * page.size;
      const items: QueryRecord[] = [];
      let total = 0;
      let start: Record<string, unknown> | undefined;
      do {
        const answer = await ddb.send(
          new QueryCommand({ ...base, ScanIndexForward: false, ExclusiveStartKey: start }),
        );
        for (const item of answer.Items ?? []) {
          if (total >= skip && items.length < page.size) items.push(fromItem(item));
          total++;
        }
        start = answer.LastEvaluatedKey;
      } while (start);
      return { items, total };
    },
  };
}
