import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { startPlan } from '../../domain/accounts/plan-credits';
import { alreadyApplied, createCreditLedger, type TransactItem } from './credit-ledger';

/**
 * The parts the ledger hands out, as DynamoDB will read them. What they do to a balance is proven
 * against DynamoDB Local in credit-ledger.int.test.ts.
 */
const ledger = createCreditLedger('wallet-risk');
const at = 1_800_000_000_000;

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('credit ledger parts', () => {
  it('holds a credit and a slot only when the plan has both, with an entry that must be new', () => {
    const hold = ledger.holdForQuery('u1', 'h1', 3, at);

    expect(hold.items).toEqual([
      {
        Update: {
          TableName: 'wallet-risk',
          Key: { PK: 'USER#u1', SK: 'PLAN' },
          UpdateExpression:
            'SET query_quota = query_quota + :credits, active_queries = if_not_exists(active_queries, :none) + :slot',
          ConditionExpression:
            'attribute_exists(PK) AND query_quota >= :debit AND (attribute_not_exists(active_queries) OR active_queries < :cap)',
          ExpressionAttributeValues: { ':credits': -1, ':debit': 1, ':none': 0, ':slot': 1, ':cap': 3 },
        },
      },
      {
        Put: {
          TableName: 'wallet-risk',
          Item: {
            PK: 'USER#u1',
            SK: 'LEDGER#query:h1:hold',
            type: 'LedgerEntry',
            user_id: 'u1',
            key: 'query:h1:hold',
            reason: 'query_hold',
            at,
            credits: -1,
            used: 0,
            slots: 1,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ]);
    expect(hold.entry).toBe(hold.items[1]);
  });

  it('settles without a condition on the balance: a refund or charge always lands', () => {
    const [balance] = ledger.chargeQuery('u1', 'h1', 5, 2, at).items;

    expect(balance.Update).toMatchObject({
      UpdateExpression:
        'SET query_quota = query_quota + :credits, used_query_quota = used_query_quota + :used, active_queries = active_queries - :slot',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':credits': 3, ':used': 2, ':slot': 1 },
    });
  });

  it('prices a monitored address on the plan it was read from', () => {
    const [balance] = ledger.chargeMonitoredAddress('u1', 'm1', 1001, at).items;

    expect(balance.Update?.ConditionExpression).toBe(
      'attribute_exists(PK) AND query_quota >= :debit AND package_type = :priced',
    );
    expect(balance.Update?.ExpressionAttributeValues).toMatchObject({ ':debit': 7, ':priced': 1001 });
  });

  it('writes a refill only over the balance it was computed from', () => {
    const read = { ...startPlan(1, 1_800_000_000), queryQuota: 4, usedQueryQuota: 96 };
    const next = { ...read, queryQuota: 100, usedQueryQuota: 0, creditPeriod: 'P1' };

    const [balance, entry] = ledger.refill('u1', read, next, at).items;

    expect(balance.Update?.ConditionExpression).toBe(
      'credit_period = :previousPeriod AND query_quota = :previousQuota AND used_query_quota = :previousUsed',
    );
    expect(entry.Put?.Item).toMatchObject({
      SK: 'LEDGER#refill:1800000000:P1',
      reason: 'periodic_refill',
      credits: 96,
      query_quota: 100,
      previous_period: 'P0',
    });
  });

  it('sets the whole plan on a plan change and leaves the running queries alone', () => {
    const [balance] = ledger.changePlan('u1', startPlan(2, 1_800_000_000), at).items;

    expect(balance.Update?.UpdateExpression).toBe(
      'SET package_type = :package_type, begin_at = :begin_at, end_at = :end_at, query_quota = :query_quota, used_query_quota = :used_query_quota, monitor_address_count = :monitor_address_count, credit_period = :credit_period',
    );
    expect(balance.Update?.ConditionExpression).toBe('attribute_exists(PK)');
  });
});

describe('alreadyApplied', () => {
  const hold = ledger.holdForQuery('u1', 'h1', 3, at);
  const queryPut: TransactItem = { Put: { TableName: 'wallet-risk', Item: { PK: 'QUERY#h1', SK: 'QUERY' } } };
  const transactItems = [queryPut, ...hold.items];

  it('is true when the move’s own entry failed its condition', () => {
    expect(
      alreadyApplied(
        cancelled('ConditionalCheckFailed', 'None', 'ConditionalCheckFailed'),
        transactItems,
        hold,
      ),
    ).toBe(true);
  });

  it('is false when something else refused the transaction', () => {
    expect(alreadyApplied(cancelled('None', 'ConditionalCheckFailed', 'None'), transactItems, hold)).toBe(
      false,
    );
    expect(alreadyApplied(cancelled('None', 'None', 'TransactionConflict'), transactItems, hold)).toBe(false);
    expect(alreadyApplied(new Error('boom'), transactItems, hold)).toBe(false);
  });

  it('insists the entry is part of the transaction it is asked about', () => {
    expect(() => alreadyApplied(cancelled('None'), [queryPut], hold)).toThrow(/not part/);
  });
});
