import { type DynamoDBDocumentClient, GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../functions/adapters/dynamodb/keys';

/**
 * The history counter (`LIST_COUNTS.queries`) of every user, for a `.data/` table written before
 * create kept it: history pages take their total and where they start from it. Counts each
 * user's queries on GSI1 and writes the counts that differ, so a second run changes nothing.
 * It runs before the local gateway serves, when no create can race it.
 */
export async function seedListCounts(
  documents: DynamoDBDocumentClient,
  tableName: string,
): Promise<string[]> {
  const counted = new Map<string, number>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({
        TableName: tableName,
        IndexName: 'GSI1',
        ProjectionExpression: 'user_id',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const userId = item.user_id as string;
      counted.set(userId, (counted.get(userId) ?? 0) + 1);
    }
    start = page.LastEvaluatedKey;
  } while (start);

  let corrected = 0;
  for (const [userId, count] of counted) {
    const { Item } = await documents.send(
      new GetCommand({ TableName: tableName, Key: keys.userListCounts(userId), ConsistentRead: true }),
    );
    if (Item?.queries === count) continue;
    await documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.userListCounts(userId),
        UpdateExpression: 'SET queries = :count',
        ExpressionAttributeValues: { ':count': count },
      }),
    );
    corrected++;
  }
  return corrected > 0 ? [`counted the query history of ${corrected} user${corrected === 1 ? '' : 's'}`] : [];
}
