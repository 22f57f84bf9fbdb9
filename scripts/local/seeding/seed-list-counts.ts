import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { countHistories, setHistoryCounts } from '../../admin/history-counts';

/**
 * The history counters of every user and address, for a `.data/` table written before create kept
 * them: history pages take their total and where they start from them. Writes only the counts that
 * differ, so a second run changes nothing. It runs before the local gateway serves, when no create
 * can race it.
 */
export async function seedListCounts(
  documents: DynamoDBDocumentClient,
  tableName: string,
): Promise<string[]> {
  const counts = await countHistories(documents, tableName);
  const users = await setHistoryCounts(documents, tableName, counts.users);
  const addresses = await setHistoryCounts(documents, tableName, counts.addresses);
  return [
    ...(users > 0 ? [`counted the query history of ${users} user${users === 1 ? '' : 's'}`] : []),
    ...(addresses > 0
      ? [`counted the query history of ${addresses} address${addresses === 1 ? '' : 'es'}`]
      : []),
  ];
}
