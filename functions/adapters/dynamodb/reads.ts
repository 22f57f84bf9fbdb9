import {
  type DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
  ScanCommand,
  type ScanCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { ItemKey } from './entities/entity';

export type Item = Record<string, unknown>;

/** One item by its key, strongly consistent when asked (the default read is eventually consistent). */
export async function getItem(
  ddb: DynamoDBDocumentClient,
  table: string,
  key: ItemKey,
  options: { consistent?: boolean; projection?: string } = {},
): Promise<Item | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({
      TableName: table,
      Key: key,
      ...(options.consistent ? { ConsistentRead: true } : {}),
      ...(options.projection ? { ProjectionExpression: options.projection } : {}),
    }),
  );
  return Item;
}

/**
 * Every item a Query finds, page after page (a response stops at 1 MB); with `enough`, it stops
 * once that many items are read (the last page may bring more).
 */
export async function queryAll(
  ddb: DynamoDBDocumentClient,
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
  enough = Number.POSITIVE_INFINITY,
): Promise<Item[]> {
  const items: Item[] = [];
  let next: Item | undefined;
  do {
    const answer = await ddb.send(new QueryCommand({ ...input, ExclusiveStartKey: next }));
    items.push(...(answer.Items ?? []));
    next = answer.LastEvaluatedKey;
  } while (next && items.length < enough);
  return items;
}

/**
 * Every item a Scan finds, page after page (a response stops at 1 MB), yielded as they arrive so
 * a whole-table pass (operators' checks and repairs, never a request's path) holds one page at a
 * time.
 */
export async function* scanItems(
  ddb: DynamoDBDocumentClient,
  input: Omit<ScanCommandInput, 'ExclusiveStartKey'>,
): AsyncGenerator<Item> {
  let next: Item | undefined;
  do {
    const page = await ddb.send(new ScanCommand({ ...input, ExclusiveStartKey: next }));
    yield* page.Items ?? [];
    next = page.LastEvaluatedKey;
  } while (next);
}

type PartitionQuery = Omit<QueryCommandInput, 'ExclusiveStartKey' | 'TableName' | 'KeyConditionExpression'>;

/** The items of a partition whose sort key meets `sortKey` (over `values`), all pages. */
const queryPartition = (
  ddb: DynamoDBDocumentClient,
  table: string,
  pk: string,
  sortKey: { condition: string; values: Item },
  input: PartitionQuery = {},
  enough?: number,
) =>
  queryAll(
    ddb,
    {
      TableName: table,
      KeyConditionExpression: `PK = :pk AND ${sortKey.condition}`,
      ...input,
      ExpressionAttributeValues: { ':pk': pk, ...sortKey.values, ...input.ExpressionAttributeValues },
    },
    enough,
  );

/** The items of a partition whose sort key starts with `prefix`, all pages. */
export const queryPrefix = (
  ddb: DynamoDBDocumentClient,
  table: string,
  pk: string,
  prefix: string,
  input: PartitionQuery = {},
  enough?: number,
) =>
  queryPartition(
    ddb,
    table,
    pk,
    { condition: 'begins_with(SK, :prefix)', values: { ':prefix': prefix } },
    input,
    enough,
  );

/** The items of a partition whose sort key lies from `from` to `to`, both included, all pages. */
export const queryBetween = (
  ddb: DynamoDBDocumentClient,
  table: string,
  pk: string,
  from: string,
  to: string,
) =>
  queryPartition(ddb, table, pk, {
    condition: 'SK BETWEEN :from AND :to',
    values: { ':from': from, ':to': to },
  });
