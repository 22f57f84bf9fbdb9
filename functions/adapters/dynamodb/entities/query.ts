import { z } from 'zod';
import { QUERY_DEADLINES_MS } from '../../../../shared/constants/query-deadlines';
import type { Chain, Token } from '../../../../shared/rules/chain-rules';
import { QUERY_STATUS, type QueryStatusCode } from '../../../../shared/rules/query-rules';
import type { QueryRecord } from '../../../domain/queries/query.ports';
import { type IndexedList, indexedList } from '../paging';
import { listIndexes, tableIndexes } from '../table-indexes';
import {
  camelCased,
  keyOfSortKey,
  numberOrZero,
  orNull,
  paddedMs,
  snakeCased,
  storedText,
  userPartition,
} from './entity';
import { type EntityDoc, indexKeyDoc } from './entity-doc';
import { documented, epochMs, keyTemplate, number, text } from './key-template';

/**
 * A risk query (`QUERY#<hash>` / `QUERY`) and its finished report (`QUERY#<hash>` / `RESULT`).
 * GSI1 lists a user's queries newest first, GSI2 the same for one address (history search,
 * spec 01 §2); both sort keys start with the creation time in ms.
 *
 * An open query (pending or processing) also carries the keys of the sparse OpenQueries index,
 * with the time it is due (shared/constants/query-deadlines.ts): set when it is created and by
 * markProcessing, removed when it ends, so the sweeper reads the overdue ones without scanning.
 * The sort key starts with the due time, so "overdue now" is one range read per shard; writes are
 * spread over OPEN_QUERY_SHARDS partitions by the hash's first character (the hash is random),
 * keeping any one partition far below its write limit.
 */
const queryPartition = (hash: string) => `QUERY#${hash}`;
export const queryKey = keyTemplate([text('hash')], (hash) => ({ PK: queryPartition(hash), SK: 'QUERY' }));
/** The finished report of a query (gzip-compressed JSON). */
export const queryResultKey = keyTemplate([text('hash')], (hash) => ({
  PK: queryPartition(hash),
  SK: 'RESULT',
}));

export const userQueriesPartition = (userId: string): string => `${userPartition(userId)}#QUERIES`;
export const queryAddressPartition = (userId: string, address: string): string =>
  `${userPartition(userId)}#ADDR#${address}`;

export const queryIndexKeys = keyTemplate(
  [text('sub'), text('chain'), text('address'), epochMs('created'), text('hash')],
  (sub, chain, address, created, hash) => ({
    GSI1PK: userQueriesPartition(sub),
    GSI1SK: `${created}#${hash}`,
    GSI2PK: queryAddressPartition(sub, address),
    GSI2SK: `${created}#${chain}#${hash}`,
  }),
);

/**
 * The query behind a GSI1 / GSI2 sort key, or undefined when the text is not one these builders
 * write (a paging cursor carries a sort key, and a forged one must not reach DynamoDB).
 */
export const queryKeyOfUserQueriesSortKey = keyOfSortKey(/^\d{15}#([A-Za-z0-9_-]{8,128})$/, queryKey);
export const queryKeyOfAddressQueriesSortKey = keyOfSortKey(
  /^\d{15}#[a-z]{1,16}#([A-Za-z0-9_-]{8,128})$/,
  queryKey,
);

/** A user's history, newest first (GSI1, skipping on GSI1Keys). */
export const userQueriesList = (userId: string): IndexedList =>
  indexedList(listIndexes.GSI1, userQueriesPartition(userId), queryKeyOfUserQueriesSortKey);
/** A user's history of one address, newest first (GSI2, skipping on GSI2Keys). */
export const addressQueriesList = (userId: string, address: string): IndexedList =>
  indexedList(listIndexes.GSI2, queryAddressPartition(userId, address), queryKeyOfAddressQueriesSortKey);

export const OPEN_QUERY_SHARDS = 4;
export const openQueriesPartition = (shard: number | string): string => `OPENQUERIES#${shard}`;
const openQueryShardKeys = keyTemplate(
  [number(`hash first character mod ${OPEN_QUERY_SHARDS}`), epochMs('due'), text('hash')],
  (shard, due, hash) => ({ OPEN_PK: openQueriesPartition(shard), OPEN_SK: `${due}#${hash}` }),
);
const openQueryShardOf = (hash: string) => hash.charCodeAt(0) % OPEN_QUERY_SHARDS;
export const openQueryKeys = (hash: string, dueAtMs: number) =>
  openQueryShardKeys(openQueryShardOf(hash), dueAtMs, hash);
/** The OpenQueries attributes, removed when a query ends. */
export const OPEN_QUERY_KEY_NAMES = `${tableIndexes.OpenQueries.partitionKey}, ${tableIndexes.OpenQueries.sortKey}`;

/** The sort-key bound below which everything is due before `nowMs` (`<due>#<hash>` < `<now>#` iff due < now). */
export const openQueriesDueBefore = (nowMs: number): string => `${paddedMs(nowMs)}#`;

/** A query's attributes as stored (snake case). */
export const queryItemSchema = z.object({
  hash: z.string(),
  user_id: z.string(),
  chain: storedText<Chain>(),
  token: storedText<Token>(),
  address: z.string(),
  /** Epoch seconds, as requested. */
  start_at: z.number().optional(),
  end_at: z.number().optional(),
  limit: z.number().optional(),
  max_credits: z.number().optional(),
  /** Absent on queries older than API keys: the console's. */
  api_key_id: numberOrZero(),
  status: z.custom<QueryStatusCode>((value) => typeof value === 'number'),
  status_text: z.string(),
  /** Epoch ms. */
  created_at: z.number(),
  updated_at: z.number(),
  risk_level: orNull(z.number()),
  reserved_credits: numberOrZero(),
  cost_quota: numberOrZero(),
  transfers_analysed: orNull(z.number()),
});

/** A query as stored, with its list index keys and, while open, its OpenQueries keys. */
export const toQueryItem = (q: QueryRecord) => ({
  ...queryKey(q.hash),
  ...queryIndexKeys(q.userId, q.chain, q.address, q.createdAt, q.hash),
  type: 'Query',
  ...snakeCased(q),
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

export const queryFromItem = (item: Record<string, unknown>): QueryRecord =>
  camelCased(queryItemSchema.parse(item));

const exampleHash = 'q_7Yc2kR9mXa3LbV8n';
const exampleIndexKeys = documented(queryIndexKeys, 'u1', 'tron', 'TAddr', 1_790_000_000_000, exampleHash);

export const queryDocs: readonly EntityDoc[] = [
  {
    item: 'query',
    key: documented(queryKey, exampleHash),
    indexes: [
      indexKeyDoc('GSI1', exampleIndexKeys),
      indexKeyDoc('GSI2', exampleIndexKeys),
      indexKeyDoc(
        'OpenQueries',
        documented(openQueryShardKeys, openQueryShardOf(exampleHash), 1_790_000_900_000, exampleHash),
        'pending and processing queries only',
      ),
    ],
    reads: [
      'a query by its hash: status polls and the owner check (consistent read)',
      "a user's history, newest first (GSI1; a page by number skips on GSI1Keys; total from list counts)",
      "a user's history of one address (GSI2, skipping on GSI2Keys; total from the address's list counts)",
      'history search by address prefix: merged newest first from GSI2',
      'the sweeper: open queries past their deadline, one range read per shard (OpenQueries)',
    ],
    holds:
      'chain, token, address, the request (start_at, end_at, limit, max_credits), api_key_id, status, status_text, created_at / updated_at (epoch ms), risk_level, reserved_credits, cost_quota, transfers_analysed; created and ended only with the credits it holds (credit ledger); due = created + 15 min while pending, updated + 60 min while processing',
  },
  {
    item: 'query result',
    key: documented(queryResultKey, exampleHash),
    reads: ['the report of a query'],
    holds: 'report: gzip-compressed JSON (a 120k-transfer report is ~40 KB)',
  },
];
