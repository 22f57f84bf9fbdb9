import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MONITOR_SHARDS } from '../../../shared/constants/monitor-shards';
import type { ChainScanRepository } from '../../domain/monitoring/chain-scan.ports';
import { moveForward, updatedWhenAllowed, whenAllowed } from './conditions';
import { chainScanKey, SCHEDULED_AT } from './entities/monitor-schedule';
import { activeMonitorsOf } from './monitor.repository';
import { getItem } from './reads';

/**
 * The chain scan's item `MONITOR_SCAN#<chain>` / `SCAN`: `scheduledAt` of the newest scan
 * claimed (older messages are skipped, like shard polls), `block`, the last block scanned, and
 * `failedScans`, the scans in a row that left an address failing after it. All move only by
 * conditional updates.
 */
export function createChainScanRepository(ddb: DynamoDBDocumentClient, table: string): ChainScanRepository {
  const conditionally = (update: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>) =>
    whenAllowed(ddb.send(new UpdateCommand({ TableName: table, ...update })));

  return {
    claimChainScan: (chain, scheduledAtMs) =>
      moveForward(ddb, table, chainScanKey(chain), SCHEDULED_AT, scheduledAtMs),

    async scanCursor(chain) {
      const item = await getItem(ddb, table, chainScanKey(chain), { consistent: true });
      return typeof item?.block === 'number' ? item.block : undefined;
    },

    moveScanCursor: (chain, from, to) =>
      conditionally({
        Key: chainScanKey(chain),
        UpdateExpression: 'SET #block = :to REMOVE failedScans',
        ConditionExpression: from === undefined ? 'attribute_not_exists(#block)' : '#block = :from',
        ExpressionAttributeNames: { '#block': 'block' },
        ExpressionAttributeValues: { ':to': to, ...(from !== undefined && { ':from': from }) },
      }),

    async countFailedScan(chain, cursor) {
      return (
        (await updatedWhenAllowed(
          ddb,
          {
            TableName: table,
            Key: chainScanKey(chain),
            UpdateExpression: 'ADD failedScans :one',
            ConditionExpression: '#block = :cursor',
            ExpressionAttributeNames: { '#block': 'block' },
            ExpressionAttributeValues: { ':one': 1, ':cursor': cursor },
            ReturnValues: 'UPDATED_NEW',
          },
          (attributes) => Number(attributes?.failedScans ?? 1),
        )) ??
        // Another scan moved the cursor meanwhile: this range is behind us.
        0
      );
    },

    async activeOnChain(chain) {
      const shards = await Promise.all(
        Array.from({ length: MONITOR_SHARDS }, (_, shard) => activeMonitorsOf(ddb, table, shard, chain)),
      );
      return shards.flat();
    },
  };
}
