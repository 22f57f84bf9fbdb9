import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CreditStatementReason, CreditSubject } from '../../../shared/contract/credits.schema';
import type { CreditStatementReader, StoredCreditEntry } from '../../domain/credits/credit-statement.ports';
import { CREDIT_ENTRY_PREFIX, keys } from './keys';

/**
 * The credit statement: a user's `CREDIT#<seq>` entries (credit-ledger.ts writes one per move),
 * newest first. Entry numbers have no gaps, so a page after `beforeSeq` is one range read.
 */
export const creditEntryFromItem = (item: Record<string, unknown>): StoredCreditEntry => ({
  seq: item.seq as number,
  atMs: item.at as number,
  delta: item.delta as number,
  balanceAfter: item.balance_after as number,
  reason: item.reason as CreditStatementReason,
  subject: (item.subject as CreditSubject | null | undefined) ?? null,
  subjectId: (item.subject_id as string | null | undefined) ?? null,
  apiKeyId: (item.api_key_id as number | undefined) ?? 0,
});

export function createCreditStatementReader(
  ddb: DynamoDBDocumentClient,
  table: string,
): CreditStatementReader {
  return {
    async page(userId, { limit, beforeSeq }) {
      const upper =
        beforeSeq === undefined
          ? `${CREDIT_ENTRY_PREFIX}~`
          : keys.creditEntry(userId, Math.max(0, beforeSeq - 1)).SK;
      if (beforeSeq !== undefined && beforeSeq <= 1) return { entries: [], more: false };
      const { Items } = await ddb.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': keys.creditEntry(userId, 0).PK,
            ':from': keys.creditEntry(userId, 1).SK,
            ':to': upper,
          },
          ScanIndexForward: false,
          // One more than asked: whether an older page exists, without a second read.
          Limit: limit + 1,
        }),
      );
      const items = Items ?? [];
      return { entries: items.slice(0, limit).map(creditEntryFromItem), more: items.length > limit };
    },
  };
}
