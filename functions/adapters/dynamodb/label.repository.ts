import {
  BatchGetCommand,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
  BatchWriteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Chain } from '../../../shared/rules/chain-rules';
import type { RiskCategory } from '../../../shared/rules/query-rules';
import type { AddressLabel } from '../../domain/labels/address-label';
import type { LabelRepository } from '../../domain/labels/label.ports';
import { labelSlot } from '../../domain/labels/label-feed';
import { keys } from './keys';

export const ANCHORS_MAX_BYTES = 350 * 1024;
const WRITE_BATCH = 25;
const READ_BATCH = 100;

export interface LabelRepositoryOptions {
  /** Batch calls in flight at once. */
  readonly concurrency?: number;
  /** Attempts per batch before unprocessed items fail the call. */
  readonly maxAttempts?: number;
  /** Waits between retries (injected so tests need not wait). */
  readonly sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class UnprocessedItemsError extends Error {
  override name = 'UnprocessedItemsError';
}

type Item = Record<string, unknown>;
type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Item } };

const labelItem = (label: AddressLabel): Item => ({
  ...keys.label(label.chain, label.address, labelSlot(label)),
  type: 'Label',
  chain: label.chain,
  address: label.address,
  source: label.source,
  source_date: label.sourceDate,
  category: label.category,
  exchange_name: label.exchangeName,
  name: label.name,
});

const labelOfItem = (item: Item): AddressLabel => ({
  chain: item.chain as Chain,
  address: item.address as string,
  source: item.source as string,
  sourceDate: item.source_date as string,
  ...(item.category ? { category: item.category as RiskCategory } : {}),
  ...(item.exchange_name ? { exchangeName: item.exchange_name as string } : {}),
  ...(item.name ? { name: item.name as string } : {}),
});

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Runs the tasks with at most `limit` in flight; rejects with the first failure. */
async function inPool<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/**
 * Address labels, the store of record (DESIGN §6: `LABEL#<chain>#<address>` / `<source>#<slot>`),
 * the per-chain membership snapshot that screening loads (label-index.ts), and the simulated
 * ledger's anchor document. Bulk reads and writes go through BatchGetItem / BatchWriteItem at
 * their limits (100 keys, 25 writes), several calls in flight, unprocessed keys retried with
 * exponential backoff: DynamoDB returns them under throttling rather than failing the call.
 * Implements the domain's LabelRepository port (domain/labels/label.ports.ts).
 */
export function createLabelRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
  options: LabelRepositoryOptions = {},
): LabelRepository {
  const concurrency = options.concurrency ?? 8;
  const maxAttempts = options.maxAttempts ?? 10;
  const sleep = options.sleep ?? defaultSleep;
  // Full jitter on an exponential base, capped: retries of parallel batches do not line up.
  const backoff = (attempt: number) => sleep(Math.random() * Math.min(2000, 50 * 2 ** attempt));

  const writeBatch = async (requests: WriteRequest[]) => {
    let pending = requests;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt >= maxAttempts)
        throw new UnprocessedItemsError(`${pending.length} writes unprocessed after ${maxAttempts} attempts`);
      if (attempt > 0) await backoff(attempt);
      const { UnprocessedItems } = await ddb.send(
        new BatchWriteCommand({ RequestItems: { [table]: pending } }),
      );
      pending = (UnprocessedItems?.[table] ?? []) as WriteRequest[];
    }
  };

  const write = (requests: readonly WriteRequest[]) =>
    inPool(
      chunk(requests, WRITE_BATCH).map((batch) => () => writeBatch(batch)),
      concurrency,
    );

  const readBatch = async (batchKeys: Item[], consistent: boolean): Promise<Item[]> => {
    const found: Item[] = [];
    let pending: BatchGetCommandInput['RequestItems'] = {
      [table]: { Keys: batchKeys, ConsistentRead: consistent },
    };
    for (let attempt = 0; pending?.[table]?.Keys?.length; attempt++) {
      if (attempt >= maxAttempts)
        throw new UnprocessedItemsError(
          `${pending[table].Keys.length} reads unprocessed after ${maxAttempts} attempts`,
        );
      if (attempt > 0) await backoff(attempt);
      const answer: BatchGetCommandOutput = await ddb.send(new BatchGetCommand({ RequestItems: pending }));
      found.push(...((answer.Responses?.[table] ?? []) as Item[]));
      pending = answer.UnprocessedKeys;
    }
    return found;
  };

  const read = async (itemKeys: readonly Item[], consistent = false): Promise<Item[]> => {
    const batches = await inPool(
      chunk(itemKeys, READ_BATCH).map((batch) => () => readBatch(batch, consistent)),
      concurrency,
    );
    return batches.flat();
  };

  return {
    async putLabels(labels) {
      await write(labels.map((label) => ({ PutRequest: { Item: labelItem(label) } })));
    },

    async deleteLabels(labelKeys) {
      await write(
        labelKeys.map((k) => ({ DeleteRequest: { Key: { ...keys.label(k.chain, k.address, k.slot) } } })),
      );
    },

    async getLabels(labelKeys) {
      const items = await read(labelKeys.map((k) => ({ ...keys.label(k.chain, k.address, k.slot) })));
      return items.map(labelOfItem);
    },

    async queryLabels(chain, address) {
      const { PK } = keys.label(chain, address, '');
      const labels: AddressLabel[] = [];
      let ExclusiveStartKey: Item | undefined;
      do {
        const page = await ddb.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': PK },
            ExclusiveStartKey,
          }),
        );
        labels.push(...(page.Items ?? []).map(labelOfItem));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return labels;
    },

    async getLabelIndexHeader(chain) {
      const { Item } = await ddb.send(
        new GetCommand({ TableName: table, Key: keys.labelIndexVersion(chain) }),
      );
      if (!Item) return undefined;
      return {
        version: Item.version as string,
        slots: Item.slots as string[],
        count: Item.count as number,
        parts: Item.parts as number,
      };
    },

    async getLabelIndex(chain, header) {
      const partKeys = Array.from({ length: header.parts }, (_, n) => ({
        ...keys.labelIndexPart(chain, header.version, n),
      }));
      // Parts are written before the header switches; a consistent read never misses one then.
      const items = await read(partKeys, true);
      if (items.length !== header.parts) return undefined;
      const bySk = new Map(items.map((item) => [item.SK as string, item.data as Uint8Array]));
      const parts = partKeys.map((k) => bySk.get(k.SK)!);
      return { version: header.version, slots: header.slots, count: header.count, parts };
    },

    async putLabelIndex(chain, index, previous) {
      await write(
        index.parts.map((data, n) => ({
          PutRequest: {
            Item: { ...keys.labelIndexPart(chain, index.version, n), type: 'LabelIndexPart', data },
          },
        })),
      );
      await ddb.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...keys.labelIndexVersion(chain),
            type: 'LabelIndex',
            version: index.version,
            slots: [...index.slots],
            count: index.count,
            parts: index.parts.length,
          },
        }),
      );
      if (previous && previous.version !== index.version)
        await write(
          Array.from({ length: previous.parts }, (_, n) => ({
            DeleteRequest: { Key: { ...keys.labelIndexPart(chain, previous.version, n) } },
          })),
        );
    },

    async putSimulationAnchors(chain, anchors) {
      const document = JSON.stringify(anchors);
      const bytes = Buffer.byteLength(document, 'utf8');
      if (bytes > ANCHORS_MAX_BYTES)
        throw new RangeError(`Simulation anchors are ${bytes} bytes; the limit is ${ANCHORS_MAX_BYTES}`);
      await ddb.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.simulationAnchors(chain), type: 'SimulationAnchors', document },
        }),
      );
    },

    async getSimulationAnchors(chain) {
      const { Item } = await ddb.send(
        new GetCommand({ TableName: table, Key: keys.simulationAnchors(chain) }),
      );
      return typeof Item?.document === 'string' ? JSON.parse(Item.document) : undefined;
    },
  };
}
