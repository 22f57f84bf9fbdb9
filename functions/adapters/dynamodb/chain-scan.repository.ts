import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChainScanRepository } from '../../domain/monitoring/chain-scan.ports';
import { isConditionFailure } from './keys';
import { activeMonitorsOf } from './monitor.repository';
import { MONITOR_SHARDS, monitorKeys } from './monitor-keys';

/**
 * The chain scan's item `MONITOR_SCAN#<chain>` / `SCAN`: `scheduledAt` of the newest scan
 * claimed (older messages are skipped, like shard polls), `block`, the last block scanned, and
 * `failedScans`, the scans in a row that left an address failing after it. All move only by
 * conditional updates.
 */
export function createChainScanRepository(ddb: DynamoDBDocumentClient, table: string): ChainScanRepository {
  const conditionally = async (update: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>) => {
    try {
      await ddb.send(new UpdateCommand({ TableName: table, ...update }));
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return false;
    }
  };

  return {
    claimChainScan: (chain, scheduledAtMs) =>
      conditionally({
        Key: monitorKeys.chainScan(chain),
        UpdateExpression: 'SET scheduledAt = :at',
        ConditionExpression: 'attribute_not_exists(scheduledAt) OR scheduledAt < :at',
        ExpressionAttributeValues: { ':at': scheduledAtMs },
      }),

    async scanCursor(chain) {
      const { Item } = await ddb.send(
        new GetCommand({ TableName: table, Key: monitorKeys.chainScan(chain), ConsistentRead: true }),
      );
      return typeof Item?.block === 'number' ? Item.block : undefined;
    },

    moveScanCursor: (chain, from, to) =>
      conditionally({
        Key: monitorKeys.chainScan(chain),
        UpdateExpression: 'SET #block = :to REMOVE failedScans',
        ConditionExpression: from === undefined ? 'attribute_not_exists(#block)' : '#block = :from',
        ExpressionAttributeNames: { '#block': 'block' },
        ExpressionAttributeValues: { ':to': to, ...(from !== undefined && { ':from': from }) },
      }),

    async countFailedScan(chain, cursor) {
      try {
        const { Attributes } = await ddb.send(
          new UpdateCommand({
            TableName: table,
            Key: monitorKeys.chainScan(chain),
            UpdateExpression: 'ADD failedScans :one',
            ConditionExpression: '#block = :cursor',
            ExpressionAttributeNames: { '#block': 'block' },
            ExpressionAttributeValues: { ':one': 1, ':cursor': cursor },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return Number(Attributes?.failedScans ?? 1);
      } catch (error) {
        // Another scan moved the cursor meanwhile: this range is behind us.
        if (!isConditionFailure(error)) throw error;
        return 0;
      }
    },

    async activeOnChain(chain) {
      const shards = await Promise.all(
        Array.from({ length: MONITOR_SHARDS }, (_, shard) => activeMonitorsOf(ddb, table, shard, chain)),
      );
      return shards.flat();
    },
  };
}
