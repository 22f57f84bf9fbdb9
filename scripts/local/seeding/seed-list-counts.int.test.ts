import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  addressListCountsKey,
  listCountsKey,
} from '../../../functions/adapters/dynamodb/entities/list-counts';
import { createQueryRepository } from '../../../functions/adapters/dynamodb/query.repository';
import { localStack } from '../../../functions/testing/local-stack';
import { historyAddresses, seedQueryHistory } from '../../../functions/testing/query-history';
import { seedListCounts } from './seed-list-counts';

/** A `.data/` table from before the history counters gets its counts at the next start. */
const { table, ddb } = localStack();

it('counts the histories that have no counters yet, and then changes nothing', async () => {
  const repository = createQueryRepository(ddb, table);
  const { userId } = await seedQueryHistory(ddb, table, {
    count: 3,
    addressOf: (n) => (n === 0 ? historyAddresses.other : historyAddresses.tron),
  });
  // As a history written before create kept the counters.
  const counters = [
    listCountsKey(userId),
    addressListCountsKey(userId, historyAddresses.tron),
    addressListCountsKey(userId, historyAddresses.other),
  ];
  for (const Key of counters) await ddb.send(new DeleteCommand({ TableName: table, Key }));
  const totals = () =>
    Promise.all(
      [undefined, historyAddresses.tron, historyAddresses.other].map(async (address) => {
        const page = await repository.list(userId, { number: 1, size: 10, ...(address ? { address } : {}) });
        return page.total;
      }),
    );
  expect(await totals()).toEqual([0, 0, 0]);

  // The table is shared with the other integration tests, whose counters it may correct too.
  expect(await seedListCounts(ddb, table)).toEqual([
    expect.stringMatching(/^counted the query history of \d+ users?$/),
    expect.stringMatching(/^counted the query history of \d+ address(es)?$/),
  ]);
  const counted = await Promise.all(
    counters.map((Key) => ddb.send(new GetCommand({ TableName: table, Key, ConsistentRead: true }))),
  );
  expect(counted.map(({ Item }) => Item?.queries)).toEqual([3, 2, 1]);
  expect(await totals()).toEqual([3, 2, 1]);
  expect(await seedListCounts(ddb, table)).toEqual([]);
});
