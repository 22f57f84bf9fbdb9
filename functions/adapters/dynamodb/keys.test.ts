import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  isConditionFailure,
  keys,
  queryIndexKeys,
  queryKeyOfAddressQueriesSortKey,
  queryKeyOfUserQueriesSortKey,
} from './keys';

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

describe('query index sort keys', () => {
  const indexKeys = queryIndexKeys('u1', 'bsc', '0xabc', 1_790_000_000_000, 'q_7Yc2kR9mXa3LbV8n');

  it('give back the query they were built for', () => {
    expect(queryKeyOfUserQueriesSortKey(indexKeys.GSI1SK)).toEqual(keys.query('q_7Yc2kR9mXa3LbV8n'));
    expect(queryKeyOfAddressQueriesSortKey(indexKeys.GSI2SK)).toEqual(keys.query('q_7Yc2kR9mXa3LbV8n'));
  });

  it('are told apart from anything else', () => {
    expect(queryKeyOfUserQueriesSortKey(indexKeys.GSI2SK)).toBeUndefined();
    expect(queryKeyOfAddressQueriesSortKey(indexKeys.GSI1SK)).toBeUndefined();
    expect(queryKeyOfUserQueriesSortKey('1790000000000#q_7Yc2kR9mXa3LbV8n')).toBeUndefined(); // 13 digits
    expect(queryKeyOfUserQueriesSortKey(`${indexKeys.GSI1SK}\n`)).toBeUndefined();
  });
});
