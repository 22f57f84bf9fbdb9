import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { InjectedFreezes } from '../chain/simulated/simulated-freezes';
import { padded } from './entities/entity';
import { injectedFreezeItemSchema, injectedFreezeKey, injectedFreezesPartition } from './entities/simulation';
import { queryBetween } from './reads';

/**
 * Freezes injected into the simulated ledger on the local stack (entities/simulation.ts), one
 * partition per chain sorted by time, so the freeze feed reads those after its cursor in one
 * query. Only the local composition wires this in; nothing on AWS reads or writes these items.
 */
export function createInjectedFreezeRepository(ddb: DynamoDBDocumentClient, table: string): InjectedFreezes {
  return {
    async add(chain, freeze) {
      await ddb.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...injectedFreezeKey(chain, freeze.atMs, freeze.address, freeze.action),
            type: 'InjectedFreeze',
            action: freeze.action,
            address: freeze.address,
            at_ms: freeze.atMs,
          },
        }),
      );
    },
    async between(chain, fromMs, toMs) {
      const items = await queryBetween(
        ddb,
        table,
        injectedFreezesPartition(chain),
        padded(Math.max(0, fromMs), 15),
        // '~' sorts after every address character: the whole last millisecond is included.
        `${padded(Math.min(toMs, 10 ** 15 - 1), 15)}~`,
      );
      return items.map((item) => {
        const parsed = injectedFreezeItemSchema.parse(item);
        return { action: parsed.action, address: parsed.address, atMs: parsed.at_ms };
      });
    },
  };
}
