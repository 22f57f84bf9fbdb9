import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CounterpartyIndex } from '../../domain/monitoring/counterparty-index.ports';
import {
  counterpartyDealingFromItem,
  counterpartyPartition,
  toCounterpartyDealingItem,
} from './entities/counterparty';
import { queryAll } from './reads';

/** BatchWriteItem's limit. */
const WRITES_PER_CALL = 25;
/** Tries of one batch's unprocessed items before the write fails (the poll then retries it). */
const ATTEMPTS = 6;

/**
 * The counterparty index (entities/counterparty.ts). A poll's dealings are put 25 a call; items
 * DynamoDB leaves unprocessed under throttling are sent again after a jittered wait, and a batch
 * still unprocessed fails the write, so the poll fails before its cursor moves and reads the
 * transfers again.
 */
export function createCounterpartyRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): CounterpartyIndex {
  async function put(items: Record<string, unknown>[]): Promise<void> {
    let pending = items.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 1; pending.length > 0; attempt++) {
      if (attempt > ATTEMPTS) throw new Error(`${pending.length} counterparty items unprocessed`);
      if (attempt > 1) await sleep(Math.random() * 50 * 2 ** attempt);
      const { UnprocessedItems } = await ddb.send(
        new BatchWriteCommand({ RequestItems: { [table]: pending } }),
      );
      pending = (UnprocessedItems?.[table] ?? []) as typeof pending;
    }
  }

  return {
    async record(dealings) {
      const items = dealings.map(toCounterpartyDealingItem);
      const calls: Promise<void>[] = [];
      for (let at = 0; at < items.length; at += WRITES_PER_CALL)
        calls.push(put(items.slice(at, at + WRITES_PER_CALL)));
      await Promise.all(calls);
    },

    async dealingsWith(chain, counterparty) {
      const items = await queryAll(ddb, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': counterpartyPartition(chain, counterparty) },
      });
      return items.map(counterpartyDealingFromItem);
    },
  };
}
