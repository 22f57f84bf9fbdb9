import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { addressListCountsKey, listCountsKey } from '../../functions/adapters/dynamodb/entities/list-counts';
import { createQueryRepository } from '../../functions/adapters/dynamodb/query.repository';
import { localStack } from '../../functions/testing/local-stack';
import { historyAddresses, seedQueryHistory } from '../../functions/testing/query-history';

/**
 * `npm run history:backfill` against the test stack: a stage whose older queries were never
 * counted gets them added once, and the counts its newer creates made are kept.
 */
const { env, table, ddb } = localStack();
const run = promisify(execFile);

const backfill = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/admin/backfill-history-counts.ts', ...args], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
  });

it('adds the queries from before the cutoff to the counters, once, keeping the creates after it', async () => {
  // Prepare: four queries of one address; as if the counting code went live just before the newest.
  const repository = createQueryRepository(ddb, table);
  const { userId, newestFirst } = await seedQueryHistory(ddb, table, { count: 4 });
  const cutoff = new Date(newestFirst[0]!.createdAt).toISOString();
  const counters = [listCountsKey(userId), addressListCountsKey(userId, historyAddresses.tron)];
  for (const key of counters) {
    await ddb.send(new PutCommand({ TableName: table, Item: { ...key, type: 'ListCounts', queries: 1 } }));
  }
  const counted = async () =>
    Promise.all(
      counters.map(async (Key) => {
        const { Item } = await ddb.send(new GetCommand({ TableName: table, Key, ConsistentRead: true }));
        return Item?.queries;
      }),
    );

  // Act
  await backfill(cutoff);
  const afterFirst = await counted();
  await backfill(cutoff);

  // Assess
  expect(afterFirst).toEqual([4, 4]);
  expect(await counted()).toEqual([4, 4]);
  expect((await repository.list(userId, { number: 1, size: 10 })).total).toBe(4);
});

it('refuses a missing or future cutoff', async () => {
  // Two processes side by side: each spends its seconds starting tsx, not on the table.
  await Promise.all([
    expect(backfill()).rejects.toMatchObject({ code: 2 }),
    expect(backfill(new Date(Date.now() + 3_600_000).toISOString())).rejects.toMatchObject({ code: 2 }),
  ]);
});
