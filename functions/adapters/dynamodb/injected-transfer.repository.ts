import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { InjectedTransfers } from '../chain/simulated/injected-transfers.ports';
import {
  injectedTransferItemSchema,
  injectedTransfersPartition,
  toInjectedTransferItem,
} from './entities/simulation';
import { queryAll } from './reads';

/**
 * Transfers injected into the simulated ledger on the local stack (entities/simulation.ts). Only
 * the local composition wires this in; nothing on AWS reads or writes these items.
 */

export function createInjectedTransferRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
): InjectedTransfers {
  return {
    async add(chain, transfer) {
      const sides = transfer.from === transfer.to ? [transfer.from] : [transfer.from, transfer.to];
      for (const address of sides) {
        await ddb.send(
          new PutCommand({ TableName: table, Item: toInjectedTransferItem(chain, address, transfer) }),
        );
      }
    },
    async forAddress(chain, address) {
      const items = await queryAll(ddb, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': injectedTransfersPartition(chain, address) },
      });
      return items.map((item) => injectedTransferItemSchema.parse(item).transfer);
    },
  };
}
