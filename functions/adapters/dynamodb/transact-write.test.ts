import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { isTransactionConflict, transactWrite } from './transact-write';

/**
 * Real DynamoDB cancels concurrent transactions on one item with TransactionConflict; DynamoDB
 * Local never does, so the retry is proven here against a double that cancels the first tries.
 */
const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const mock = mockClient(ddb);

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: `Transaction cancelled [${codes.join(', ')}]`,
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const input = {
  TransactItems: [
    { Put: { TableName: 't', Item: { PK: 'QUERY#h', SK: 'QUERY' } } },
    { Update: { TableName: 't', Key: { PK: 'USER#u', SK: 'PLAN' }, UpdateExpression: 'SET a = :a' } },
  ],
};

/** Records the waits instead of waiting; random() answers a fixed 0.5. */
function noWaiting() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms), random: () => 0.5 };
}

beforeEach(() => mock.reset());

describe('transactWrite', () => {
  it('retries a transaction cancelled by TransactionConflict until it goes through', async () => {
    // Prepare: the first two tries lose a race on the plan item.
    mock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('None', 'TransactionConflict'))
      .rejectsOnce(cancelled('TransactionConflict', 'TransactionConflict'))
      .resolves({});
    const timing = noWaiting();

    // Act
    await transactWrite(ddb, input, timing);

    // Assess: three sends of the same items, with jittered exponential waits between them.
    const sent = mock.commandCalls(TransactWriteCommand);
    expect(sent).toHaveLength(3);
    for (const call of sent) expect(call.args[0].input).toEqual(input);
    expect(timing.waits).toEqual([12.5, 25]);
  });

  it('gives up after the bounded number of tries and throws the cancellation', async () => {
    mock.on(TransactWriteCommand).rejects(cancelled('None', 'TransactionConflict'));
    const timing = noWaiting();

    await expect(
      transactWrite(ddb, input, { ...timing, maxAttempts: 5, baseDelayMs: 100, maxDelayMs: 300 }),
    ).rejects.toThrow(TransactionCanceledException);

    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(5);
    // Half of min(300, 100 × 2^n): the cap holds the later waits down.
    expect(timing.waits).toEqual([50, 100, 150, 150]);
  });

  it('does not retry a failed condition: that is the answer, not a race', async () => {
    mock.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'TransactionConflict'));
    const timing = noWaiting();

    await expect(transactWrite(ddb, input, timing)).rejects.toThrow(TransactionCanceledException);

    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(timing.waits).toEqual([]);
  });

  it('does not retry any other error', async () => {
    mock.on(TransactWriteCommand).rejects(new Error('network down'));
    const timing = noWaiting();

    await expect(transactWrite(ddb, input, timing)).rejects.toThrow('network down');

    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});

describe('isTransactionConflict', () => {
  it('is true only when every reason that is not None is a TransactionConflict', () => {
    expect(isTransactionConflict(cancelled('None', 'TransactionConflict'))).toBe(true);
    expect(isTransactionConflict(cancelled('TransactionConflict', 'ConditionalCheckFailed'))).toBe(false);
    expect(isTransactionConflict(cancelled('ThrottlingError'))).toBe(false);
    expect(isTransactionConflict(cancelled('None'))).toBe(false);
    expect(isTransactionConflict(new Error('TransactionConflict'))).toBe(false);
  });
});
