import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { isConditionFailure, moveForward } from './conditions';

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('isConditionFailure', () => {
  it('is true for a failed condition, alone or inside a transaction', () => {
    expect(isConditionFailure(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }))).toBe(
      true,
    );
    expect(isConditionFailure(cancelled('None', 'ConditionalCheckFailed', 'None'))).toBe(true);
  });

  it('is false for a transaction cancelled for a transient reason', () => {
    // Register would otherwise answer "e-mail taken" (and delete the new Cognito user) on a conflict.
    expect(isConditionFailure(cancelled('None', 'TransactionConflict', 'None'))).toBe(false);
    expect(isConditionFailure(cancelled('ThrottlingError'))).toBe(false);
  });

  it('is false for anything else', () => {
    expect(isConditionFailure(new Error('boom'))).toBe(false);
    expect(isConditionFailure('ConditionalCheckFailedException')).toBe(false);
  });
});

describe('moveForward', () => {
  const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
  const mock = mockClient(ddb);
  beforeEach(() => mock.reset());

  it('sets the marker and its companions only over an older marker, and says when it did not move', async () => {
    // Prepare
    const key = { PK: 'USER#u1', SK: 'SESSIONS_CUT_OFF' };
    mock
      .on(UpdateCommand)
      .resolvesOnce({})
      .rejectsOnce(new ConditionalCheckFailedException({ message: 'older', $metadata: {} }));
    // Act
    const moved = await moveForward(ddb, 'wallet-risk', key, 'not_before_ms', 2000, { type: 'Cut', ttl: 9 });
    const stale = await moveForward(ddb, 'wallet-risk', key, 'not_before_ms', 1000);
    // Assess
    expect([moved, stale]).toEqual([true, false]);
    expect(mock.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: 'wallet-risk',
      Key: key,
      UpdateExpression: 'SET #marker = :marker, #a0 = :a0, #a1 = :a1',
      ConditionExpression: 'attribute_not_exists(#marker) OR #marker < :marker',
      ExpressionAttributeNames: { '#marker': 'not_before_ms', '#a0': 'type', '#a1': 'ttl' },
      ExpressionAttributeValues: { ':marker': 2000, ':a0': 'Cut', ':a1': 9 },
    });
  });
});
