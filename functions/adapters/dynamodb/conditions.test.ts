import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { isConditionFailure } from './conditions';

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
