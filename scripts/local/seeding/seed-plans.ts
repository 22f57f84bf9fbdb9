import { isDeepStrictEqual } from 'node:util';
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { planCatalogKey } from '../../../functions/adapters/dynamodb/entities/plan';
import { plans } from '../../../shared/constants/plans';

/**
 * The plan catalogue (spec 01 §6) as items `PLAN#<packageType>` / `CATALOG` carrying the plan's
 * fields. An item that already matches is not written again, so a second seed reports no change.
 */
export async function seedPlans(documents: DynamoDBDocumentClient, tableName: string): Promise<string[]> {
  const changes: string[] = [];
  for (const plan of plans) {
    const item = { ...planCatalogKey(plan.packageType), ...plan };
    const current = await documents.send(
      new GetCommand({ TableName: tableName, Key: planCatalogKey(plan.packageType), ConsistentRead: true }),
    );
    if (isDeepStrictEqual(current.Item, item)) continue;
    await documents.send(new PutCommand({ TableName: tableName, Item: item }));
    changes.push(`${current.Item ? 'updated' : 'created'} plan ${plan.key}`);
  }
  return changes;
}
