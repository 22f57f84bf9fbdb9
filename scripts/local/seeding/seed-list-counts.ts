import { type DynamoDBDocumentClient, GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type ItemKey, keys } from '../../../functions/adapters/dynamodb/keys';

/**
 * The history counters of every user, for a `.data/` table written before create kept them:
 * history pages take their total and where they start from them. Counts each user's queries
 * (`LIST_COUNTS.queries`) and each user's queries of one address (`LIST_COUNTS#ADDR#<address>`)
 * in one pass over GSI1, and writes the counts that differ, so a second run changes nothing.
 * It runs before the local gateway serves, when no create can race it.
 */
export async function seedListCounts(
  documents: DynamoDBDocumentClient,
  tableName: string,
): Promise<string[]> {
  const byUser: Counts = new Map();
  const byAddress: Counts = new Map();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({
        TableName: tableName,
        IndexName: 'GSI1',
        ProjectionExpression: 'user_id, #address',
        ExpressionAttributeNames: { '#address': 'address' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const userId = item.user_id as string;
      countOne(byUser, keys.userListCounts(userId));
      // The address as the query stored it, which is how GSI2 and its counter are keyed.
      countOne(byAddress, keys.userAddressListCounts(userId, item.address as string));
    }
    start = page.LastEvaluatedKey;
  } while (start);

  const users = await correct(documents, tableName, byUser);
  const addresses = await correct(documents, tableName, byAddress);
  return [
    ...(users > 0 ? [`counted the query history of ${users} user${users === 1 ? '' : 's'}`] : []),
    ...(addresses > 0
      ? [`counted the query history of ${addresses} address${addresses === 1 ? '' : 'es'}`]
      : []),
  ];
}

/** How many queries each counter item should hold, by the item's key. */
type Counts = Map<string, { key: ItemKey; count: number }>;

function countOne(counts: Counts, key: ItemKey): void {
  const id = `${key.PK}\n${key.SK}`;
  const entry = counts.get(id) ?? { key, count: 0 };
  entry.count++;
  counts.set(id, entry);
}

/** Writes the counts that the table holds wrong; answers how many it wrote. */
async function correct(documents: DynamoDBDocumentClient, tableName: string, counts: Counts) {
  let corrected = 0;
  for (const { key, count } of counts.values()) {
    const { Item } = await documents.send(
      new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }),
    );
    if (Item?.queries === count) continue;
    await documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET queries = :count',
        ExpressionAttributeValues: { ':count': count },
      }),
    );
    corrected++;
  }
  return corrected;
}
