import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PlanState } from '../../domain/accounts/plan-credits';
import { startPlan } from '../../domain/accounts/plan-credits';
import { type CreditMove, creditMoves } from '../../domain/credits/credit-moves';
import { localStack } from '../../testing/local-stack';
import { createAccountRepository } from './account.repository';
import { createCreditLedger } from './credit-ledger';
import { CREDIT_ENTRY_PREFIX } from './entities/credit-entry';
import { planKey } from './entities/plan';

/**
 * Every move of the credit ledger against DynamoDB Local, committed through the one commit path:
 * what it does to the balance, that a balance never goes below zero when moves race, that a move
 * run again (a retried call, a redelivered message) is recognised by its key and moves nothing,
 * and that the entries number the moves without gaps and chain their balances.
 */
const { table, ddb } = localStack();
const ledger = createCreditLedger(ddb, table);
const accounts = createAccountRepository(ddb, table, ledger);
const now = () => Date.now();
const t0 = 1_800_000_000;

/** Commits a move on its own (callers normally commit it with their own intents). */
const run = async (userId: string, move: CreditMove) =>
  (await ledger.commit([{ kind: 'move', userId, move, atMs: now() }])).status;

async function userOn(plan: Partial<PlanState> = {}) {
  const userId = `ledger-${randomUUID()}`;
  expect(await run(userId, creditMoves.openAccount({ ...startPlan(3, t0), ...plan }))).toBe('applied');
  return userId;
}

async function balanceOf(userId: string) {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: table, Key: planKey(userId), ConsistentRead: true }),
  );
  return Item as {
    package_type: number;
    query_quota: number;
    used_query_quota: number;
    active_queries?: number;
    credit_period: string;
  };
}

async function entriesOf(userId: string) {
  const { Items } = await ddb.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': CREDIT_ENTRY_PREFIX },
      ConsistentRead: true,
    }),
  );
  return (Items ?? []).map((e) => ({
    key: e.key as string,
    reason: e.move as string,
    credits: e.delta as number,
    used: e.used_delta as number,
    at: e.at as number,
    seq: e.seq as number,
    balanceAfter: e.balance_after as number,
  }));
}

const count = <T>(values: readonly T[], value: T) => values.filter((v) => v === value).length;

describe('credit ledger moves (DynamoDB Local)', () => {
  it('opens an account once', async () => {
    const userId = await userOn({ queryQuota: 50 });

    expect(await run(userId, creditMoves.openAccount(startPlan(3, t0)))).toBe('already_applied');

    expect(await balanceOf(userId)).toMatchObject({ package_type: 3, query_quota: 50, used_query_quota: 0 });
    expect((await entriesOf(userId)).map((e) => e.key)).toEqual(['account-opened']);
  });

  it('holds, reserves and charges a query, leaving an audit trail of each move', async () => {
    const userId = await userOn({ queryQuota: 10 });

    expect(await run(userId, creditMoves.holdForQuery('q1', 3))).toBe('applied');
    expect(await run(userId, creditMoves.reserveForQuery('q1', 1, 4))).toBe('applied');
    expect(await balanceOf(userId)).toMatchObject({ query_quota: 5, active_queries: 1 });
    expect(await run(userId, creditMoves.chargeQuery('q1', 5, 3))).toBe('applied');

    expect(await balanceOf(userId)).toMatchObject({ query_quota: 7, used_query_quota: 3, active_queries: 0 });
    const entries = await entriesOf(userId);
    expect(entries.map((e) => [e.key, e.reason, e.credits, e.used])).toEqual(
      expect.arrayContaining([
        ['query:q1:hold', 'query_hold', -1, 0],
        ['query:q1:reserve:5', 'query_reserve', -4, 0],
        ['query:q1:charge', 'query_charge', 2, 3],
      ]),
    );
    expect(entries.every((e) => e.at > 0)).toBe(true);
  });

  it('refunds everything a failed query holds', async () => {
    const userId = await userOn({ queryQuota: 3 });
    await run(userId, creditMoves.holdForQuery('q1', 3));
    await run(userId, creditMoves.reserveForQuery('q1', 1, 2));

    expect(await run(userId, creditMoves.refundQuery('q1', 3))).toBe('applied');

    expect(await balanceOf(userId)).toMatchObject({ query_quota: 3, used_query_quota: 0, active_queries: 0 });
  });

  it('refuses a hold without a credit or without a free slot, and a reservation beyond the balance', async () => {
    const broke = await userOn({ queryQuota: 0 });
    expect(await run(broke, creditMoves.holdForQuery('q1', 3))).toBe('refused');

    const busy = await userOn({ queryQuota: 10 });
    expect(await run(busy, creditMoves.holdForQuery('q1', 1))).toBe('applied');
    expect(await run(busy, creditMoves.holdForQuery('q2', 1))).toBe('refused');
    expect(await run(busy, creditMoves.reserveForQuery('q1', 1, 10))).toBe('refused');

    expect(await balanceOf(broke)).toMatchObject({ query_quota: 0 });
    expect(await balanceOf(busy)).toMatchObject({ query_quota: 9, active_queries: 1 });
    // A refused move leaves no entry behind, so it can be tried again later.
    expect((await entriesOf(busy)).map((e) => e.key).sort()).toEqual(['account-opened', 'query:q1:hold']);
  });

  it('grants a periodic refill once, and never over a balance that moved since it was read', async () => {
    const userId = await userOn({ packageType: 1, queryQuota: 4, usedQueryQuota: 96 });
    const read = await accounts.getPlan(userId);
    const next = { ...read!, queryQuota: 100, usedQueryQuota: 0, creditPeriod: 'P1' };

    expect(await run(userId, creditMoves.refill(read!, next))).toBe('applied');
    expect(await run(userId, creditMoves.refill(read!, next))).toBe('already_applied');
    expect(await balanceOf(userId)).toMatchObject({
      query_quota: 100,
      used_query_quota: 0,
      credit_period: 'P1',
    });

    // A refill computed from a read taken before a hold landed is refused.
    const stale = await accounts.getPlan(userId);
    await run(userId, creditMoves.holdForQuery('q1', 2));
    const later = { ...stale!, queryQuota: 100, creditPeriod: 'P2' };
    expect(await run(userId, creditMoves.refill(stale!, later))).toBe('refused');
    expect(await balanceOf(userId)).toMatchObject({ query_quota: 99, credit_period: 'P1' });
  });

  it('changes the plan once per change, keeping the slots of queries in flight', async () => {
    const userId = await userOn({ queryQuota: 10 });
    await run(userId, creditMoves.holdForQuery('q1', 3));
    const enterprise = startPlan(4, t0 + 60, 20_000);

    expect(await accounts.changePlan(userId, enterprise, now())).toBe(true);
    expect(await accounts.changePlan(userId, enterprise, now())).toBe(true);

    expect(await balanceOf(userId)).toMatchObject({
      package_type: 4,
      query_quota: 20_000,
      used_query_quota: 0,
      active_queries: 1,
      credit_period: 'contract',
    });
    expect(
      count(
        (await entriesOf(userId)).map((e) => e.reason),
        'plan_change',
      ),
    ).toBe(1);
    expect(await accounts.changePlan(`nobody-${randomUUID()}`, enterprise, now())).toBe(false);
  });

  it('charges 20 credits for a paid monitored address, 7 on package_type 1001, on the plan it was priced on', async () => {
    const advanced = await userOn({ packageType: 2, queryQuota: 30 });
    expect(await run(advanced, creditMoves.monitoredAddress('m1', 2))).toBe('applied');
    expect(await run(advanced, creditMoves.monitoredAddress('m2', 2))).toBe('refused'); // 10 left
    expect(await balanceOf(advanced)).toMatchObject({ query_quota: 10, used_query_quota: 20 });

    const special = await userOn({ packageType: 1001, queryQuota: 30 });
    expect(await run(special, creditMoves.monitoredAddress('m1', 1001))).toBe('applied');
    expect(await balanceOf(special)).toMatchObject({ query_quota: 23, used_query_quota: 7 });
    // Priced at 7 on 1001, but the plan changed meanwhile: refused rather than undercharged.
    await accounts.changePlan(special, startPlan(2, t0 + 60, 30), now());
    expect(await run(special, creditMoves.monitoredAddress('m2', 1001))).toBe('refused');
  });

  it('charges 3 credits per pushed alert until the credits run out', async () => {
    const userId = await userOn({ queryQuota: 7 });

    const outcomes = [];
    for (const alertId of ['a1', 'a2', 'a3'])
      outcomes.push(await run(userId, creditMoves.alertPush(alertId)));

    expect(outcomes).toEqual(['applied', 'applied', 'refused']);
    expect(await balanceOf(userId)).toMatchObject({ query_quota: 1, used_query_quota: 6 });
  });
});

describe('credit ledger under concurrency (DynamoDB Local)', () => {
  it('lets only as many parallel pushes through as the balance pays for', async () => {
    const userId = await userOn({ queryQuota: 10 });

    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, n) => run(userId, creditMoves.alertPush(`alert-${n}`))),
    );

    expect(count(outcomes, 'applied')).toBe(3);
    expect(count(outcomes, 'refused')).toBe(9);
    expect(await balanceOf(userId)).toMatchObject({ query_quota: 1, used_query_quota: 9 });
    expect(
      count(
        (await entriesOf(userId)).map((e) => e.reason),
        'alert_push',
      ),
    ).toBe(3);
  });

  it('never goes below zero when holds, reservations and charges race', async () => {
    const userId = await userOn({ queryQuota: 8 });

    const outcomes = await Promise.all([
      ...Array.from({ length: 6 }, (_, n) => run(userId, creditMoves.holdForQuery(`q${n}`, 100))),
      ...Array.from({ length: 6 }, (_, n) => run(userId, creditMoves.alertPush(`alert-${n}`))),
      ...Array.from({ length: 3 }, (_, n) => run(userId, creditMoves.monitoredAddress(`m${n}`, 3))),
    ]);

    const { query_quota, used_query_quota, active_queries = 0 } = await balanceOf(userId);
    expect(query_quota).toBeGreaterThanOrEqual(0);
    // Every credit is accounted for: what is left, what was spent, what running queries hold.
    expect(query_quota + used_query_quota + active_queries).toBe(8);
    const entries = await entriesOf(userId);
    expect(entries).toHaveLength(1 + count(outcomes, 'applied'));
    // Numbered without gaps in the order they landed, each balance the one before plus its delta.
    const bySeq = [...entries].sort((a, b) => a.seq - b.seq);
    expect(bySeq.map((e) => e.seq)).toEqual(bySeq.map((_, i) => i + 1));
    bySeq.reduce((before, e) => {
      expect(e.balanceAfter).toBe(before + e.credits);
      return e.balanceAfter;
    }, 0);
    expect(bySeq.at(-1)!.balanceAfter).toBe(query_quota);
  });
});

describe('credit ledger on redelivery (DynamoDB Local)', () => {
  it('charges a pushed alert once, however often its message is delivered', async () => {
    const userId = await userOn({ queryQuota: 30 });

    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => run(userId, creditMoves.alertPush('alert-1'))),
    );
    const later = await run(userId, creditMoves.alertPush('alert-1'));

    expect(count(parallel, 'applied')).toBe(1);
    expect(count(parallel, 'already_applied')).toBe(4);
    expect(later).toBe('already_applied');
    expect(await balanceOf(userId)).toMatchObject({ query_quota: 27, used_query_quota: 3 });
  });

  it('answers a retried charge as applied even after the credits ran out', async () => {
    const userId = await userOn({ packageType: 2, queryQuota: 20 });
    expect(await run(userId, creditMoves.monitoredAddress('m1', 2))).toBe('applied');

    // The balance is 0 now: a retry must still read as done, not as "no credits".
    expect(await run(userId, creditMoves.monitoredAddress('m1', 2))).toBe('already_applied');
    expect(await balanceOf(userId)).toMatchObject({ query_quota: 0, used_query_quota: 20 });
  });

  it('holds and settles a query once when every step runs twice', async () => {
    const userId = await userOn({ queryQuota: 5 });
    const twice = async (move: CreditMove) => [await run(userId, move), await run(userId, move)];

    expect(await twice(creditMoves.holdForQuery('q1', 3))).toEqual(['applied', 'already_applied']);
    expect(await twice(creditMoves.reserveForQuery('q1', 1, 2))).toEqual(['applied', 'already_applied']);
    expect(await twice(creditMoves.refundQuery('q1', 3))).toEqual(['applied', 'already_applied']);

    expect(await balanceOf(userId)).toMatchObject({ query_quota: 5, used_query_quota: 0, active_queries: 0 });
  });
});
