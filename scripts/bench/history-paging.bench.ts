import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  queryAddressPartition,
  userQueriesPartition,
} from '../../functions/adapters/dynamodb/entities/query';
import { createQueryRepository } from '../../functions/adapters/dynamodb/query.repository';
import type { QueryRepository } from '../../functions/domain/queries/query.ports';
import { createAwsClients } from '../../functions/platform/aws-clients';
import { parseConfig } from '../../functions/platform/config';
import { historyAddresses, seedQueryHistory } from '../../functions/testing/query-history';
import type { LocalStack } from '../local/stack';
import { type LatencyPercentiles, measureLatency } from './measure';

/**
 * Query history pages of a user with 1,000 queries, all of one address, 20 a page, against
 * DynamoDB Local, before (every page walked the whole partition to skip and to count, kept below
 * as `walkWholeHistory`) and after (the counter, GSI1Keys to skip from the nearer end, the
 * cursor; paging.ts); the same for the history of that one address (its own counter, GSI2Keys,
 * GSI2), which a public API client asking about one address again and again reads. Time is
 * the repository call; the read cost is what DynamoDB reports with ReturnConsumedCapacity TOTAL
 * (eventually consistent reads) and the items it read (ScannedCount, 1 per GetItem).
 */
const QUERIES = 1_000;
const PAGE_SIZE = 20;
const RUNS = 200;

export interface HistoryPagingRow extends LatencyPercentiles {
  readonly case: string;
  readonly requests: number;
  readonly itemsRead: number;
  readonly capacityUnits: number;
}

interface ReadCost {
  requests: number;
  itemsRead: number;
  capacityUnits: number;
}

/** Asks every call for its consumed capacity and adds it up. */
function countReads(ddb: DynamoDBDocumentClient): ReadCost {
  const cost: ReadCost = { requests: 0, itemsRead: 0, capacityUnits: 0 };
  ddb.middlewareStack.add(
    (next) => async (args) => {
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
      const answer = await next(args);
      const output = answer.output as {
        ConsumedCapacity?: { CapacityUnits?: number };
        ScannedCount?: number;
        Item?: unknown;
      };
      cost.requests++;
      cost.itemsRead += output.ScannedCount ?? (output.Item ? 1 : 0);
      cost.capacityUnits += output.ConsumedCapacity?.CapacityUnits ?? 0;
      return answer;
    },
    { step: 'initialize', name: 'countReads' },
  );
  return cost;
}

/**
 * The list algorithm before this change, for the ratio: read the whole partition (whole items)
 * for every page, keeping the page's items on the way and counting all of them.
 */
async function walkWholeHistory(
  ddb: DynamoDBDocumentClient,
  table: string,
  userId: string,
  page: { number: number; size: number; address?: string },
) {
  const byAddress = page.address !== undefined;
  const base = {
    TableName: table,
    IndexName: byAddress ? 'GSI2' : 'GSI1',
    KeyConditionExpression: byAddress ? 'GSI2PK = :pk' : 'GSI1PK = :pk',
    ExpressionAttributeValues: {
      ':pk': byAddress ? queryAddressPartition(userId, page.address!) : userQueriesPartition(userId),
    },
  };
  const skip = (page.number - 1) * page.size;
  const items: Record<string, unknown>[] = [];
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await ddb.send(
      new QueryCommand({ ...base, ScanIndexForward: false, ExclusiveStartKey: start }),
    );
    for (const item of answer.Items ?? []) {
      if (total >= skip && items.length < page.size) items.push(item);
      total++;
    }
    start = answer.LastEvaluatedKey;
  } while (start);
  return { items, total };
}

export async function benchHistoryPaging(stack: LocalStack): Promise<HistoryPagingRow[]> {
  const config = parseConfig(stack.env);
  const table = config.TABLE_NAME;
  const seeding = createAwsClients(config);
  const measured = createAwsClients(config);
  const cost = countReads(measured.ddb);
  try {
    const started = performance.now();
    // Every query is about historyAddresses.tron: that address's history is the whole history.
    const { userId, newestFirst } = await seedQueryHistory(seeding.ddb, table, { count: QUERIES });
    console.log(
      `\nhistory paging: seeded ${QUERIES} queries through the repository in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const repository: QueryRepository = createQueryRepository(measured.ddb, table);
    const lastPage = Math.ceil(QUERIES / PAGE_SIZE);
    const middlePage = Math.ceil(lastPage / 2);
    const cursorToLast = (await repository.list(userId, { number: lastPage - 1, size: PAGE_SIZE }))
      .nextCursor;
    const cursorToLastOfAddress = (
      await repository.list(userId, { number: lastPage - 1, size: PAGE_SIZE, address: historyAddresses.tron })
    ).nextCursor;
    if (!cursorToLast || !cursorToLastOfAddress) throw new Error('no cursor after the page before the last');

    const expectPage = (number: number, hashes: readonly unknown[]) => {
      const want = newestFirst.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE).map((q) => q.hash);
      if (JSON.stringify(hashes) !== JSON.stringify(want))
        throw new Error(`page ${number} is not the right one`);
    };
    const address = historyAddresses.tron;
    const before =
      (number: number, byAddress = false) =>
      async () => {
        const page = await walkWholeHistory(measured.ddb, table, userId, {
          number,
          size: PAGE_SIZE,
          ...(byAddress ? { address } : {}),
        });
        expectPage(
          number,
          page.items.map((item) => item.hash),
        );
      };
    const after =
      (number: number, options: { cursor?: string; byAddress?: boolean } = {}) =>
      async () => {
        const page = await repository.list(userId, {
          number,
          size: PAGE_SIZE,
          ...(options.cursor ? { cursor: options.cursor } : {}),
          ...(options.byAddress ? { address } : {}),
        });
        expectPage(
          options.cursor ? lastPage : number,
          page.items.map((q) => q.hash),
        );
        if (page.total !== QUERIES) throw new Error(`total ${page.total}`);
      };
    const byAddress = { byAddress: true };
    const cases: [string, () => Promise<void>][] = [
      ['before  page 1', before(1)],
      [`before  page ${lastPage} (the last)`, before(lastPage)],
      ['after   page 1', after(1)],
      [`after   page ${middlePage} (the middle: the most skipped)`, after(middlePage)],
      [`after   page ${lastPage} (the last)`, after(lastPage)],
      [`after   page ${lastPage} by the cursor of page ${lastPage - 1}`, after(1, { cursor: cursorToLast })],
      ['before  one address, page 1', before(1, true)],
      [`before  one address, page ${lastPage} (the last)`, before(lastPage, true)],
      ['after   one address, page 1', after(1, byAddress)],
      [`after   one address, page ${middlePage} (the middle)`, after(middlePage, byAddress)],
      [`after   one address, page ${lastPage} (the last)`, after(lastPage, byAddress)],
      [
        `after   one address, page ${lastPage} by a cursor`,
        after(1, { cursor: cursorToLastOfAddress, byAddress: true }),
      ],
    ];

    const rows: HistoryPagingRow[] = [];
    for (const [name, call] of cases) {
      await measureLatency(call, { requests: 20, concurrency: 1 }); // warm-up
      Object.assign(cost, { requests: 0, itemsRead: 0, capacityUnits: 0 });
      await call();
      const reads = { ...cost };
      const latency = await measureLatency(call, { requests: RUNS, concurrency: 1 });
      rows.push({ case: name, p50Ms: latency.p50Ms, p99Ms: latency.p99Ms, ...reads });
    }
    printRows(rows);
    return rows;
  } finally {
    seeding.ddb.destroy();
    measured.ddb.destroy();
  }
}

function printRows(rows: readonly HistoryPagingRow[]): void {
  console.log(
    `\nGET history: ${QUERIES} queries, ${PAGE_SIZE} a page, ${RUNS} runs each (repository → DynamoDB Local)`,
  );
  console.log(`  ${'case'.padEnd(52)}   p50 ms   p99 ms  requests  items read  read units`);
  for (const r of rows) {
    console.log(
      `  ${r.case.padEnd(52)}  ${r.p50Ms.toFixed(2).padStart(7)}  ${r.p99Ms.toFixed(2).padStart(7)}  ${String(r.requests).padStart(8)}  ${String(r.itemsRead).padStart(10)}  ${r.capacityUnits.toFixed(1).padStart(10)}`,
    );
  }
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}×` : 'n/a');
  // Rows come in two groups of six (whole history, one address): before page 1 and last, then
  // after page 1, middle, last and by cursor.
  for (const [label, group] of [
    ['whole history', rows.slice(0, 6)],
    ['one address', rows.slice(6, 12)],
  ] as const) {
    const [first, last, afterFirst, , afterLast] = group;
    if (!first || !last || !afterFirst || !afterLast) continue;
    console.log(
      `  before/after, ${label}: page 1 ${ratio(first.p50Ms, afterFirst.p50Ms)} faster (p50), ${ratio(first.capacityUnits, afterFirst.capacityUnits)} fewer read units; last page ${ratio(last.p50Ms, afterLast.p50Ms)} faster, ${ratio(last.capacityUnits, afterLast.capacityUnits)} fewer read units`,
    );
  }
}
