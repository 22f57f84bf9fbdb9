import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../../functions/adapters/dynamodb/conditions';
import type { ItemKey } from '../../functions/adapters/dynamodb/entities/entity';
import { addressListCountsKey, listCountsKey } from '../../functions/adapters/dynamodb/entities/list-counts';
import { scanItems } from '../../functions/adapters/dynamodb/reads';

/**
 * The history counters (`LIST_COUNTS.queries` of a user and `LIST_COUNTS#ADDR#<address>` of a
 * user's address), counted from the queries themselves in one pass over GSI1. query/create moves
 * them in its transaction; a table holding queries from before that needs them counted once:
 * locally at every start (setHistoryCounts), on a live stage once (addHistoryCountsOnce).
 */
export type HistoryCounts = Map<string, { readonly key: ItemKey; count: number }>;

/** Counts every user's history and every user's history of one address; `createdBefore` in epoch ms. */
export async function countHistories(
  documents: DynamoDBDocumentClient,
  tableName: string,
  createdBefore = Number.POSITIVE_INFINITY,
): Promise<{ users: HistoryCounts; addresses: HistoryCounts }> {
  const users: HistoryCounts = new Map();
  const addresses: HistoryCounts = new Map();
  const queries = scanItems(documents, {
    TableName: tableName,
    IndexName: 'GSI1',
    ProjectionExpression: 'user_id, #address, created_at',
    ExpressionAttributeNames: { '#address': 'address' },
  });
  for await (const item of queries) {
    if ((item.created_at as number) >= createdBefore) continue;
    const userId = item.user_id as string;
    countOne(users, listCountsKey(userId));
    // The address as the query stored it, which is how GSI2 and its counter are keyed.
    countOne(addresses, addressListCountsKey(userId, item.address as string));
  }
  return { users, addresses };
}

function countOne(counts: HistoryCounts, key: ItemKey): void {
  const id = `${key.PK}\n${key.SK}`;
  const entry = counts.get(id) ?? { key, count: 0 };
  entry.count++;
  counts.set(id, entry);
}

/**
 * Writes the counts the table holds wrong; answers how many it wrote. Only when no create can race
 * it (the local seed runs before the gateway serves): a create between the count and the write
 * would be lost.
 */
export async function setHistoryCounts(
  documents: DynamoDBDocumentClient,
  tableName: string,
  counts: HistoryCounts,
): Promise<number> {
  return countWrites(counts, async (key, count) => {
    const { Item } = await documents.send(
      new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }),
    );
    if (Item?.queries === count) return false;
    await documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET queries = :count',
        ExpressionAttributeValues: { ':count': count },
      }),
    );
    return true;
  });
}

/**
 * Adds the counts of the queries created before `cutoffMs` (the moment the counting code went
 * live; the queries after it are counted by their own creates) to the counters, once each: the
 * add and a `backfilled_before` marker are one conditional update, so creates racing it keep
 * their increments and a second run adds nothing. Answers how many counters it added to.
 */
export async function addHistoryCountsOnce(
  documents: DynamoDBDocumentClient,
  tableName: string,
  counts: HistoryCounts,
  cutoffMs: number,
): Promise<number> {
  return countWrites(counts, async (key, count) => {
    try {
      await documents.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'ADD queries :count SET backfilled_before = :cutoff',
          ConditionExpression: 'attribute_not_exists(backfilled_before)',
          ExpressionAttributeValues: { ':count': count, ':cutoff': cutoffMs },
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return false;
    }
  });
}

/** Offers each counter to `write`, one after another; answers how many it wrote. */
async function countWrites(
  counts: HistoryCounts,
  write: (key: ItemKey, count: number) => Promise<boolean>,
): Promise<number> {
  let written = 0;
  for (const { key, count } of counts.values()) if (await write(key, count)) written++;
  return written;
}
