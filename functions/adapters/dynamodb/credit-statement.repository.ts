import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CreditStatementReader } from '../../domain/credits/credit-statement.ports';
import { AFTER_EVERY_CREDIT_ENTRY, creditEntryFromItem, creditEntryKey } from './entities/credit-entry';

/**
 * The credit statement: a user's `CREDIT#<seq>` entries (credit-ledger.ts writes one per move),
 * newest first. Entry numbers have no gaps, so a page after `beforeSeq` is one range read.
 */
export function createCreditStatementReader(
  ddb: DynamoDBDocumentClient,
  table: string,
): CreditStatementReader {
  return {
    async page(userId, { limit, beforeSeq }) {
      const upper =
        beforeSeq === undefined
          ? AFTER_EVERY_CREDIT_ENTRY
          : creditEntryKey(userId, Math.max(0, beforeSeq - 1)).SK;
      if (beforeSeq !== undefined && beforeSeq <= 1) return { entries: [], more: false };
      const { Items } = await ddb.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': creditEntryKey(userId, 0).PK,
            ':from': creditEntryKey(userId, 1).SK,
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
