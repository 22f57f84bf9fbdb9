import { createHash } from 'node:crypto';
import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../../domain/app-error';
import type { ItemKey } from './entities/entity';

/**
 * Pages of a list kept in one index partition, newest first (query history, whole or of one
 * address; monitored addresses; alerts), so that a page costs what the page costs. DynamoDB cannot jump to the n-th item of a partition, so:
 *
 * - **Total**: a counter moved in the transaction that adds an item (one small read). Counting
 *   instead would read the whole list on every page, however small the page.
 * - **Page by number** (the spec's `offset`): reached from the nearer end of the list, since the
 *   total says where that is. The entries before it are skipped on a KEYS_ONLY index (keys only,
 *   ~170 bytes an entry for a query), then only the page's own items are read. First and last
 *   pages skip nothing; the middle page of a long list skips half of it.
 * - **Cursor**: every page answers one for the next page (the sort key of its last item, bound to
 *   the list). Following cursors costs the page alone, however deep.
 *
 * The partition always comes from the caller (the signed-in user), never from a cursor, so a
 * forged cursor can only move within the caller's own list; no secret is needed. A cursor that
 * is malformed, or made for another list, is refused with 400 `invalid_cursor`.
 */
export interface IndexedList {
  /** The index holding whole items; its sort key orders the list oldest → newest. */
  readonly index: { readonly name: string; readonly partitionKey: string; readonly sortKey: string };
  /** A KEYS_ONLY index on the same key attributes, to skip on; without it skips read `index`. */
  readonly keysIndex?: string;
  /** The caller's partition of the index. */
  readonly partition: string;
  /** The table key of the item with this index sort key; undefined when the text is not one. */
  readonly tableKeyOf: (sortKey: string) => ItemKey | undefined;
}

export interface PageRequest {
  readonly size: number;
  /** From 1; ignored when a cursor is given. */
  readonly number: number;
  /** `nextCursor` of the previous page. */
  readonly cursor?: string;
}

export type Item = Record<string, unknown>;

export interface Page {
  readonly items: Item[];
  readonly total: number;
  /** Present when items follow this page. */
  readonly nextCursor?: string;
}

type Key = Record<string, unknown>;

export function createListPager(ddb: DynamoDBDocumentClient, table: string) {
  const partitionQuery = (list: IndexedList, indexName: string, forward: boolean) => ({
    TableName: table,
    IndexName: indexName,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': list.index.partitionKey },
    ExpressionAttributeValues: { ':pk': list.partition },
    ScanIndexForward: forward,
  });

  /** Up to `limit` items from `start` on (a response stops at 1 MB, so it may take several). */
  async function readItems(list: IndexedList, forward: boolean, start: Key | undefined, limit: number) {
    const items: Item[] = [];
    let next = start;
    do {
      const answer = await ddb.send(
        new QueryCommand({
          ...partitionQuery(list, list.index.name, forward),
          ExclusiveStartKey: next,
          Limit: limit - items.length,
        }),
      );
      items.push(...(answer.Items ?? []));
      next = answer.LastEvaluatedKey;
    } while (next && items.length < limit);
    return items;
  }

  /**
   * The key of the `count`-th entry from one end, read keys-only; undefined when the list is
   * shorter. It is a valid ExclusiveStartKey for `list.index`: both indexes share their keys.
   */
  async function skipKeys(list: IndexedList, forward: boolean, count: number): Promise<Key | undefined> {
    const { partitionKey, sortKey } = list.index;
    const keysOnly = list.keysIndex
      ? {}
      : {
          ProjectionExpression: 'PK, SK, #pk, #sk',
          ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey },
        };
    let remaining = count;
    let last: Item | undefined;
    let next: Key | undefined;
    do {
      const answer = await ddb.send(
        new QueryCommand({
          ...partitionQuery(list, list.keysIndex ?? list.index.name, forward),
          ...keysOnly,
          ExclusiveStartKey: next,
          Limit: remaining,
        }),
      );
      const entries = answer.Items ?? [];
      remaining -= entries.length;
      last = entries.at(-1) ?? last;
      next = answer.LastEvaluatedKey;
    } while (next && remaining > 0);
    if (remaining > 0 || !last) return undefined;
    return { PK: last.PK, SK: last.SK, [partitionKey]: last[partitionKey], [sortKey]: last[sortKey] };
  }

  /** Newest-first items read with one extra: the extra only says whether more follow. */
  const pageOf = (list: IndexedList, read: Item[], size: number, total: number): Page => {
    const items = read.slice(0, size);
    const last = items.at(-1);
    return read.length > size && last
      ? { items, total, nextCursor: encodeCursor(list, last) }
      : { items, total };
  };

  return {
    /** A page of a list whose size is kept by a counter (`total` reads it). */
    async countedPage(list: IndexedList, request: PageRequest, total: Promise<number>): Promise<Page> {
      const { size } = request;
      const first = (request.number - 1) * size;
      if (request.cursor !== undefined || first === 0) {
        // Where the page starts is known without the total: read both at once.
        const start = request.cursor === undefined ? undefined : startKeyOf(list, request.cursor);
        const [count, read] = await Promise.all([total, readItems(list, false, start, size + 1)]);
        return pageOf(list, read, size, count);
      }
      const count = await total;
      if (first >= count) return { items: [], total: count };
      const end = Math.min(first + size, count);
      const older = count - end;
      if (older < first) {
        // Nearer the oldest end: skip from there, read newer-wards, turn the page round. (Right
        // after a create the counter may be ahead of the index for a moment; the page then
        // starts one item early, as a page 1 read a moment later would show.)
        const start = older > 0 ? await skipKeys(list, true, older) : undefined;
        if (older > 0 && !start) return { items: [], total: count };
        const items = (await readItems(list, true, start, end - first)).reverse();
        const last = items.at(-1);
        return older > 0 && last
          ? { items, total: count, nextCursor: encodeCursor(list, last) }
          : { items, total: count };
      }
      const start = await skipKeys(list, false, first);
      if (!start) return { items: [], total: count };
      return pageOf(list, await readItems(list, false, start, size + 1), size, count);
    },
  };
}

export type ListPager = ReturnType<typeof createListPager>;

// ---- cursors ------------------------------------------------------------------------------------

const CURSOR_VERSION = 1;

/** Which list a cursor was made for: not a secret, it only tells lists apart. */
const listFingerprint = (list: IndexedList): string =>
  createHash('sha256').update(`${list.index.name}\n${list.partition}`).digest('base64url').slice(0, 16);

export function encodeCursor(list: IndexedList, lastItem: Item): string {
  const body = { v: CURSOR_VERSION, l: listFingerprint(list), k: lastItem[list.index.sortKey] };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

const invalidCursor = () => new AppError('invalid_cursor', { field: 'cursor' });

/** The ExclusiveStartKey a cursor stands for, in the caller's own partition; 400 if it is not one. */
export function startKeyOf(list: IndexedList, cursor: string): Key {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const { v, l, k } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (v !== CURSOR_VERSION || l !== listFingerprint(list) || typeof k !== 'string') throw invalidCursor();
  const tableKey = list.tableKeyOf(k);
  if (!tableKey) throw invalidCursor();
  return { ...tableKey, [list.index.partitionKey]: list.partition, [list.index.sortKey]: k };
}
