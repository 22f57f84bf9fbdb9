import { z } from 'zod';
import { type ItemKey, userItemKey } from './entity';
import type { EntityDoc } from './entity-doc';
import { documented, keyTemplate, text, userItem } from './key-template';

/**
 * The sizes of a user's lists, each moved in the transaction that adds to its list, so a page's
 * total is one read, not a count (paging.ts). `LIST_COUNTS` holds `queries`, `api_keys`,
 * `monitors`, `alerts` and `api_key_seq` (the next API key id); a user's history of one address
 * has its own item per address (`queries`), since one attribute per address on `LIST_COUNTS`
 * would grow that item without bound. Its own items, because a transaction may write the plan
 * item only once.
 */
export const listCountsKey = userItem('LIST_COUNTS');

const ADDRESS_COUNTS_PREFIX = 'LIST_COUNTS#ADDR#';
export const addressListCountsKey = keyTemplate([text('sub'), text('address')], (sub, address) =>
  userItemKey(sub, `${ADDRESS_COUNTS_PREFIX}${address}`),
);
/** The address of an address's counter, from its sort key. */
export const addressOfListCounts = (sortKey: string): string => sortKey.slice(ADDRESS_COUNTS_PREFIX.length);
/** The sort-key prefix of a user's address counters whose address starts with `prefix`. */
export const addressListCountsPrefix = (prefix: string): string => `${ADDRESS_COUNTS_PREFIX}${prefix}`;

/** The counted lists (attribute names of the counters). */
export type ListName = 'queries' | 'api_keys' | 'monitors' | 'alerts';

export const listCountsItemSchema = z.object({
  queries: z.number().optional(),
  api_keys: z.number().optional(),
  monitors: z.number().optional(),
  alerts: z.number().optional(),
  api_key_seq: z.number().optional(),
});

/** A list's size as its counter item holds it: 0 before the first add, never below 0. */
export const countIn = (item: Record<string, unknown> | undefined, list: ListName): number =>
  Math.max(0, listCountsItemSchema.parse(item ?? {})[list] ?? 0);

/** The transaction item that moves a counter by `by` (unconditionally). */
export const moveCount = (table: string, key: ItemKey, list: ListName, by: number) => ({
  Update: {
    TableName: table,
    Key: key,
    UpdateExpression: `ADD ${list} :by`,
    ExpressionAttributeValues: { ':by': by },
  },
});

export const listCountsDocs: readonly EntityDoc[] = [
  {
    item: 'list counts',
    key: documented(listCountsKey, 'u1'),
    reads: [
      "the totals of a user's lists: history, API keys, monitored addresses, alerts",
      'the next API key id (ADD `api_key_seq`, ids never reused)',
      "the monitored-address allowance the credit ledger checks, and the API key cap (a condition of the key's create transaction)",
    ],
    holds:
      '`queries`, `api_keys`, `monitors`, `alerts`: moved in the transaction that adds to or removes from the list (conditional on a cap where there is one); `api_key_seq`',
  },
  {
    item: 'address list counts',
    key: documented(addressListCountsKey, 'u1', 'TAddr'),
    reads: [
      "the total of a user's history of one address",
      'history search by address prefix: `begins_with` on the sort key finds the addresses and their totals',
    ],
    holds: "`queries`, moved by the query's create transaction",
  },
];
