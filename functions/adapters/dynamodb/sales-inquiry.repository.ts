import { type DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SalesInquiryRepository } from '../../domain/sales/sales.ports';
import { salesInquiryFromItem, salesInquiryKey, toSalesInquiryItem } from './entities/sales-inquiry';
import { getItem } from './reads';

/** Contact-sales messages (the domain's SalesInquiryRepository port). */
export function createSalesInquiryRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
): SalesInquiryRepository {
  return {
    async put(inquiry) {
      await ddb.send(
        new PutCommand({
          TableName: table,
          Item: toSalesInquiryItem(inquiry),
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },

    async get(id) {
      const item = await getItem(ddb, table, salesInquiryKey(id), { consistent: true });
      return item ? salesInquiryFromItem(id, item) : undefined;
    },

    async markMailed(id, atMs) {
      await ddb.send(
        new UpdateCommand({
          TableName: table,
          Key: salesInquiryKey(id),
          UpdateExpression: 'SET mailed_at_ms = :at',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':at': atMs },
        }),
      );
    },
  };
}
