import {
  BatchGetCommand,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
  BatchWriteCommand,
  type DynamoDBDocumentClient,
  PutCommand,
} from '@aws-sdk/lib-dynamodb';
import type { LabelRepository } from '../../domain/labels/label.ports';
import type { SimulationAnchorStore } from '../chain/simulated/anchor-store.ports';
import {
  labelFromItem,
  labelIndexHeaderFromItem,
  labelIndexPartKey,
  labelIndexVersionKey,
  labelKey,
  toLabelIndexHeaderItem,
  toLabelIndexPartItem,
  toLabelItem,
} from './entities/label';
import { simulationAnchorsKey } from './entities/simulation';
import { getItem, queryAll } from './reads';

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
 * Implements the domain's LabelRepository port (domain/labels/label.ports.ts) and the simulated
 * ledger's anchor store.
 */
export function createLabelRepository(
  ddb: DynamoDBDocumentClient,
  table: string,
  options: LabelRepositoryOptions = {},
): LabelRepository & SimulationAnchorStore {
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
      await write(labels.map((label) => ({ PutRequest: { Item: toLabelItem(label) } })));
    },

    async deleteLabels(labelKeys) {
      await write(
        labelKeys.map((k) => ({ DeleteRequest: { Key: { ...labelKey(k.chain, k.address, k.slot) } } })),
      );
    },

    async getLabels(labelKeys) {
      const items = await read(labelKeys.map((k) => ({ ...labelKey(k.chain, k.address, k.slot) })));
      return items.map(labelFromItem);
    },

    async queryLabels(chain, address) {
      const items = await queryAll(ddb, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': labelKey(chain, address, '').PK },
      });
      return items.map(labelFromItem);
    },

    async getLabelIndexHeader(chain) {
      const item = await getItem(ddb, table, labelIndexVersionKey(chain));
      return item ? labelIndexHeaderFromItem(item) : undefined;
    },

    async getLabelIndex(chain, header) {
      const partKeys = Array.from({ length: header.parts }, (_, n) => ({
        ...labelIndexPartKey(chain, header.version, n),
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
          PutRequest: { Item: toLabelIndexPartItem(chain, index.version, n, data) },
        })),
      );
      await ddb.send(
        new PutCommand({
          TableName: table,
          Item: toLabelIndexHeaderItem(chain, {
            version: index.version,
            slots: index.slots,
            count: index.count,
            parts: index.parts.length,
          }),
        }),
      );
      if (previous && previous.version !== index.version)
        await write(
          Array.from({ length: previous.parts }, (_, n) => ({
            DeleteRequest: { Key: { ...labelIndexPartKey(chain, previous.version, n) } },
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
          Item: { ...simulationAnchorsKey(chain), type: 'SimulationAnchors', document },
        }),
      );
    },

    async getSimulationAnchors(chain) {
      const item = await getItem(ddb, table, simulationAnchorsKey(chain));
      return typeof item?.document === 'string' ? JSON.parse(item.document) : undefined;
    },
  };
}
