import { type DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UsageChain } from '../../../shared/rules/chain-rules';
import { HOUR_MS } from '../../../shared/rules/time';
import { bucketOf, LATENCY_BUCKETS } from '../../domain/usage/latency-histogram';
import type { UsageCounter, UsageRepository } from '../../domain/usage/usage.ports';
import { keys, usageHourPrefix, usagePartition } from './keys';

/**
 * Public-API usage counters: `USER#<sub>#USAGE` / `<hour ms>#<key id>#<chain|->`, one item per
 * user, hour, key and chain, each call one UpdateItem of ADDs (no read, no condition: concurrent
 * calls add up). Credits are added by the ledger's commits (credit-ledger.ts), key 0 for the
 * console and the service's own moves (alert pushes), so the statistics' cost is what the
 * balance lost. Latency buckets are attributes h0…h11 (latency-histogram.ts).
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
          Key: keys.usageCounter(call.userId, hourMs, call.apiKeyId, call.chain),
          UpdateExpression:
            'SET hour_ms = :hour, key_id = :key, chain = :chain ADD calls :one, success :ok, failed :ko, total_ms :ms, #bucket :one',
          ExpressionAttributeNames: { '#bucket': bucket },
          ExpressionAttributeValues: {
            ':hour': hourMs,
            ':key': call.apiKeyId,
            ':chain': call.chain ?? '-',
            ':one': 1,
            ':ok': call.success ? 1 : 0,
            ':ko': call.success ? 0 : 1,
            ':ms': Math.max(0, Math.round(call.responseMs)),
          },
        }),
      );
    },

    async read(userId, fromHourMs, toHourMs) {
      const counters: UsageCounter[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await ddb.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
            ExpressionAttributeValues: {
              ':pk': usagePartition(userId),
              ':from': usageHourPrefix(fromHourMs),
              ':to': `${usageHourPrefix(toHourMs)}~`,
            },
            ExclusiveStartKey,
          }),
        );
        for (const item of page.Items ?? []) {
          counters.push({
            hourMs: item.hour_ms as number,
            apiKeyId: item.key_id as number,
            chain: item.chain === '-' ? null : (item.chain as UsageChain),
            calls: (item.calls as number) ?? 0,
            success: (item.success as number) ?? 0,
            failed: (item.failed as number) ?? 0,
            credits: (item.credits as number) ?? 0,
            totalMs: (item.total_ms as number) ?? 0,
            histogram: Array.from({ length: LATENCY_BUCKETS }, (_, i) => (item[`h${i}`] as number) ?? 0),
          });
        }
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return counters;
    },
  };
}
