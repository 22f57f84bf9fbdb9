import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { startPlan } from '../../domain/accounts/plan-credits';
import { creditMoves } from '../../domain/credits/credit-moves';
import type { QueryRecord } from '../../domain/queries/query.ports';
import { createQueryCredits } from '../../domain/queries/query-credits';
import { pendingQuery } from '../../testing/query-records';
import { createCreditLedger } from './credit-ledger';
import { planAttributes } from './entities/plan';

/**
 * The commit path's own decisions, over a DynamoDB double: on AWS two transactions on one plan
 * item at once cancel each other (TransactionConflict), and a plan that moved between the read
 * and the write fails its `ledger_seq` condition. The first is retried as is, the second decided
 * again from a fresh read; any other failed condition is the refusal of the intent that holds it.
 * The credit arithmetic itself is proven against DynamoDB Local (credit-ledger.int.test.ts).
 */
const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const mock = mockClient(ddb);
const ledger = createCreditLedger(ddb, 'wallet-risk', {
  conflictRetry: { sleep: async () => {}, random: () => 0 },
  sleep: async () => {},
});
const credits = createQueryCredits({ ledger });

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: `Transaction cancelled [${codes.join(', ')}]`,
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const query: QueryRecord = pendingQuery('u1', { hash: 'h1', createdAt: 1_800_000_000_000 });
const planItem = (seq: number, quota = 10) => ({
  ...planAttributes({ ...startPlan(3, 1_800_000_000), queryQuota: quota }),
  active_queries: 0,
  ledger_seq: seq,
});

/** Plan reads answer `plans` in turn (the last one from then on); move keys are never found. */
function planReads(...plans: Record<string, unknown>[]) {
  let n = 0;
  mock
    .on(GetCommand)
    .callsFake(async (input: { Key: { SK: string } }) =>
      input.Key.SK === 'PLAN' ? { Item: plans[Math.min(n++, plans.length - 1)] } : {},
    );
}

/** The query create's items: query put, two list counters, then plan, entry, move key, usage. */
const CREATE_ITEMS = 7;

beforeEach(() => mock.reset());

describe('credit ledger commit', () => {
  it('retries a transaction cancelled only by TransactionConflict', async () => {
    planReads(planItem(4));
    mock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(...Array(CREATE_ITEMS).fill('None').with(3, 'TransactionConflict')))
      .resolves({});

    expect(await credits.open(query, 3)).toBe('created');

    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('decides again from a fresh read when another move landed first', async () => {
    planReads(planItem(4, 10), planItem(5, 9));
    mock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(...Array(CREATE_ITEMS).fill('None').with(3, 'ConditionalCheckFailed')))
      .resolves({});

    expect(await credits.open(query, 3)).toBe('created');

    const writes = mock.commandCalls(TransactWriteCommand);
    expect(writes).toHaveLength(2);
    const plan = writes[1]!.args[0].input.TransactItems![3]!.Update!;
    // Written on the balance read the second time, conditional on that read's seq.
    expect(plan.ExpressionAttributeValues).toMatchObject({ ':q': 8, ':seq': 5, ':next': 6 });
  });

  it('refuses without writing when the balance cannot pay', async () => {
    planReads(planItem(4, 0));

    expect(await credits.open(query, 3)).toBe('no_credit');

    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers the refusal of the intent whose condition failed', async () => {
    planReads(planItem(4));
    mock
      .on(TransactWriteCommand)
      .rejects(cancelled('ConditionalCheckFailed', 'None', 'None', 'None', 'None'));

    const outcome = await ledger.commit([
      { kind: 'write', write: { entity: 'alert', op: 'paid', alertId: 'a1', credits: 3 } },
      { kind: 'move', userId: 'u1', move: creditMoves.alertPush('a1'), atMs: 1 },
    ]);

    expect(outcome).toMatchObject({ status: 'refused', refused: 'gone' });
  });

  it('answers already applied when the move key exists', async () => {
    mock
      .on(GetCommand)
      .callsFake(async (input: { Key: { SK: string } }) =>
        input.Key.SK === 'PLAN' ? { Item: planItem(4) } : { Item: { seq: 2 } },
      );

    const outcome = await ledger.commit([
      { kind: 'move', userId: 'u1', move: creditMoves.alertPush('a1'), atMs: 1 },
    ]);

    expect(outcome).toEqual({ status: 'already_applied' });
    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('fails the call when the conflicts do not end', async () => {
    planReads(planItem(4));
    mock
      .on(TransactWriteCommand)
      .rejects(cancelled(...Array(CREATE_ITEMS).fill('None').with(3, 'TransactionConflict')));

    await expect(credits.open(query, 1)).rejects.toThrow(TransactionCanceledException);

    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(8);
  });
});
