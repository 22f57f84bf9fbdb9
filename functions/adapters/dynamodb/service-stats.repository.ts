import { BatchGetCommand, type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ServiceStatsRepository } from '../../domain/stats/service-stats.ports';
import {
  analysisTimeBucket,
  analysisTimeCounts,
  analysisTimeDayKey,
  monitoredAddressCountKey,
} from './entities/service-stats';
import { getItem } from './reads';

/**
 * The aggregates behind the public figures (entities/service-stats.ts). A day's histogram is one item moved with ADD (no read), dropped by TTL after 8 days; reading a
 * week is one BatchGetItem of 7 small items.
 */
const KEEP_SECONDS = 8 * 86_400;

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
          Key: analysisTimeDayKey(day),
          UpdateExpression: 'ADD #bucket :one SET #ttl = :ttl',
          ExpressionAttributeNames: { '#bucket': analysisTimeBucket(bucket), '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':one': 1, ':ttl': dayEnd + KEEP_SECONDS },
        }),
      );
    },

    async analysisTimes(days) {
      if (days.length === 0) return [];
      const { Responses } = await ddb.send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: days.map((d) => analysisTimeDayKey(d)) } },
        }),
      );
      const items = Responses?.[table] ?? [];
      // UnprocessedKeys would only drop a day from a rounded figure; not worth a retry loop here.
      return days.map((day) => {
        const item = items.find((i) => i.SK === analysisTimeDayKey(day).SK);
        return item ? analysisTimeCounts(item) : [];
      });
    },

    async monitoredAddresses() {
      const item = await getItem(ddb, table, monitoredAddressCountKey());
      return Math.max(0, Number(item?.count ?? 0));
    },
  };
}
