import {
  BatchGetCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { ServiceStatsRepository } from '../../domain/stats/service-stats.ports';
import { keys } from './keys';

/**
 * The aggregates behind the public figures (keys.ts: analysisTimeDay, monitoredAddressCount).
 * A day's histogram is one item moved with ADD (no read), dropped by TTL after 8 days; reading a
 * week is one BatchGetItem of 7 small items.
 */
const KEEP_SECONDS = 8 * 86_400;

const bucketAttribute = (bucket: number) => `b${bucket}`;

export function createServiceStatsRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
): ServiceStatsRepository {
  return {
    async addAnalysisTime(day, bucket) {
      const dayEnd = Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + 86_400;
      await ddb.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.analysisTimeDay(day),
          UpdateExpression: 'ADD #bucket :one SET #ttl = :ttl',
          ExpressionAttributeNames: { '#bucket': bucketAttribute(bucket), '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':one': 1, ':ttl': dayEnd + KEEP_SECONDS },
        }),
      );
    },

    async analysisTimes(days) {
      if (days.length === 0) return [];
      const { Responses } = await ddb.send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: days.map((d) => keys.analysisTimeDay(d)) } },
        }),
      );
      const items = Responses?.[table] ?? [];
      // UnprocessedKeys would only drop a day from a rounded figure; not worth a retry loop here.
      return days.map((day) => {
        const item = items.find((i) => i.SK === keys.analysisTimeDay(day).SK);
        if (!item) return [];
        const counts: number[] = [];
        for (const [name, value] of Object.entries(item)) {
          const bucket = /^b(\d+)$/.exec(name)?.[1];
          if (bucket !== undefined) counts[Number(bucket)] = Number(value);
        }
        return Array.from(counts, (c) => c ?? 0);
      });
    },

    async monitoredAddresses() {
      const { Item } = await ddb.send(
        new GetCommand({ TableName: table, Key: keys.monitoredAddressCount() }),
      );
      return Math.max(0, Number(Item?.count ?? 0));
    },
  };
}
