import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { QueryRecord } from '../../domain/queries/query.ports';
import { pendingQuery } from '../../testing/query-records';
import { createQueryRepository } from './query.repository';

/**
 * On AWS, two transactions on one plan item at once cancel each other (TransactionConflict).
 * Without a retry, query/create answered 500 and a reservation lost its analysis; the double
 * below cancels the first tries the way DynamoDB does. The credit arithmetic itself is proven
 * against DynamoDB Local (query.repository.int.test.ts, credit-ledger.int.test.ts).
 */
const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const mock = mockClient(ddb);
const repository = createQueryRepository(ddb, 'wallet-risk', {
  conflictRetry: { sleep: async () => {}, random: () => 0 },
});

const conflict = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled [None, TransactionConflict, None]',
    $metadata: {},
    CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }, { Code: 'None' }],
  });

const query: QueryRecord = pendingQuery('u1', { hash: 'h1', createdAt: 1_800_000_000_000 });

beforeEach(() => mock.reset());

describe('query repository under TransactionConflict', () => {
  it('creates the query once the conflicting transactions have passed', async () => {
    mock.on(TransactWriteCommand).rejectsOnce(conflict()).rejectsOnce(conflict()).resolves({});

    expect(await repository.create(query, 1)).toBe('created');

    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(3);
    expect(mock.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('holds the extra credits instead of losing the analysis', async () => {
    mock.on(TransactWriteCommand).rejectsOnce(conflict()).resolves({});

    expect(await repository.reserve(query, 1, 4, Date.now())).toBe(true);

    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('settles a query whose completion raced another write of the plan', async () => {
    mock.on(TransactWriteCommand).rejectsOnce(conflict()).resolves({});

    const done = await repository.complete(
      { ...query, reservedCredits: 2 },
      { riskLevel: 1, transfersAnalysed: 1500, credits: 2 },
      Date.now(),
    );

    expect(done).toBe(true);
    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('fails the call when the conflicts do not end', async () => {
    mock.on(TransactWriteCommand).rejects(conflict());

    await expect(repository.create(query, 1)).rejects.toThrow(TransactionCanceledException);

    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(8);
  });
});
