import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChainScanRepository } from '../../domain/monitoring/chain-scan.ports';
import { isConditionFailure } from './keys';
import { activeMonitorsOf } from './monitor.repository';
import { MONITOR_SHARDS, monitorKeys } from './monitor-keys';

/**
 * The chain scan's item `MONITOR_SCAN#<chain>` / `SCAN`: `scheduledAt` of the newest scan
 * claimed (older messages are skipped, like shard polls) and `block`, the last block scanned.
 * Both move only by conditional updates.
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
        UpdateExpression: 'SET #block = :to',
        ConditionExpression: from === undefined ? 'attribute_not_exists(#block)' : '#block = :from',
        ExpressionAttributeNames: { '#block': 'block' },
        ExpressionAttributeValues: { ':to': to, ...(from !== undefined && { ':from': from }) },
      }),

    async activeOnChain(chain) {
      const shards = await Promise.all(
        Array.from({ length: MONITOR_SHARDS }, (_, shard) => activeMonitorsOf(ddb, table, shard, chain)),
      );
      return shards.flat();
    },
  };
}
