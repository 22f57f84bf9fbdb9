import { type DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Chain } from '../../../shared/rules/chain-rules';
import type { Transfer } from '../../domain/chain/chain-source';
import type { InjectedTransfers } from '../chain/simulated/injected-transfers.ports';

/**
 * Transfers injected into the simulated ledger on the local stack: one item per address side
 * (`SIMTX#<chain>#<address>` / `<time>#<tx>`), so each address reads its own in one query. Only
 * the local composition wires this in; nothing on AWS reads or writes these items.
 */
const partition = (chain: Chain, address: string) => `SIMTX#${chain}#${address}`;

export function createInjectedTransferRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
): InjectedTransfers {
  return {
    async add(chain, transfer) {
      const sides = transfer.from === transfer.to ? [transfer.from] : [transfer.from, transfer.to];
      for (const address of sides) {
        await ddb.send(
          new PutCommand({
            TableName: table,
            Item: {
              PK: partition(chain, address),
              SK: `${String(transfer.timestamp).padStart(12, '0')}#${transfer.txHash}#${transfer.index ?? 0}`,
              type: 'InjectedTransfer',
              transfer,
            },
          }),
        );
      }
    },
    async forAddress(chain, address) {
      const transfers: Transfer[] = [];
      let next: Record<string, unknown> | undefined;
      do {
        const answer = await ddb.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': partition(chain, address) },
            ExclusiveStartKey: next,
          }),
        );
        for (const item of answer.Items ?? []) transfers.push(item.transfer as Transfer);
        next = answer.LastEvaluatedKey;
      } while (next);
      return transfers;
    },
  };
}
