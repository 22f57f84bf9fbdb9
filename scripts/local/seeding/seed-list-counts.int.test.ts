import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import { createQueryRepository } from '../../../functions/adapters/dynamodb/query.repository';
import { createAwsClients } from '../../../functions/platform/aws-clients';
import { parseConfig } from '../../../functions/platform/config';
import { seedQueryHistory } from '../../../functions/testing/query-history';
import { seedListCounts } from './seed-list-counts';

/** A `.data/` table from before the history counter gets its counts at the next start. */
const { env } = inject('localStack');
const config = parseConfig(env);
const { ddb } = createAwsClients(config);
const table = config.TABLE_NAME;

it('counts the histories that have no counter yet, and then changes nothing', async () => {
  const repository = createQueryRepository(ddb, table);
  const { userId } = await seedQueryHistory(ddb, table, repository, { count: 3 });
  // As a history written before create kept the counter.
  await ddb.send(new DeleteCommand({ TableName: table, Key: keys.userListCounts(userId) }));
  expect((await repository.list(userId, { number: 1, size: 10 })).total).toBe(0);

  expect(await seedListCounts(ddb, table)).toEqual(['counted the query history of 1 user']);
  const { Item } = await ddb.send(
    new GetCommand({ TableName: table, Key: keys.userListCounts(userId), ConsistentRead: true }),
  );
  expect(Item?.queries).toBe(3);
  expect((await repository.list(userId, { number: 1, size: 10 })).total).toBe(3);
  expect(await seedListCounts(ddb, table)).toEqual([]);
});
