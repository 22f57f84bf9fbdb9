import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { HOUR_MS } from '../../../shared/rules/time';
import { bucketOf } from '../../domain/usage/latency-histogram';
import type { UsageRepository } from '../../domain/usage/usage.ports';
import {
  usageCounterFromItem,
  usageCounterKey,
  usageCounterOwnerSet,
  usageCounterOwnerValues,
  usageHourPrefix,
  usagePartition,
} from './entities/usage-counter';
import { queryBetween } from './reads';

/**
 * Public-API usage counters (entities/usage-counter.ts), each call one UpdateItem of ADDs.
 * Credits are added by the ledger's commits (credit-ledger.ts), key 0 for the console and the
 * service's own moves (alert pushes), so the statistics' cost is what the balance lost.
 * A range of 90 days is at most 2,160 hours × keys × chains items, read in pages of 1 MB.
 */
export function createUsageRepository(ddb: DynamoDBDocumentClient, table: string): UsageRepository {
  return {
    async record(call) {
      const hourMs = Math.floor(call.at / HOUR_MS) * HOUR_MS;
      const bucket = `h${bucketOf(call.responseMs)}`;
      await ddb.send(
        new UpdateCommand({
          TableName: table,
          Key: usageCounterKey(call.userId, hourMs, call.apiKeyId, call.chain),
          UpdateExpression: `${usageCounterOwnerSet} ADD calls :one, success :ok, failed :ko, total_ms :ms, #bucket :one`,
          ExpressionAttributeNames: { '#bucket': bucket },
          ExpressionAttributeValues: {
            ...usageCounterOwnerValues(hourMs, call.apiKeyId, call.chain),
            ':one': 1,
            ':ok': call.success ? 1 : 0,
            ':ko': call.success ? 0 : 1,
            ':ms': Math.max(0, Math.round(call.responseMs)),
          },
        }),
      );
    },

    async read(userId, fromHourMs, toHourMs) {
      const items = await queryBetween(
        ddb,
        table,
        usagePartition(userId),
        usageHourPrefix(fromHourMs),
        `${usageHourPrefix(toHourMs)}~`,
      );
      return items.map(usageCounterFromItem);
    },
  };
}
