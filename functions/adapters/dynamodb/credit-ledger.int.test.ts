import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import type { PlanState } from '../../domain/accounts/plan-credits';
import { startPlan } from '../../domain/accounts/plan-credits';
import { createAwsClients } from '../../platform/aws-clients';
import { parseConfig } from '../../platform/config';
import { createAccountRepository } from './account.repository';
import { createCreditLedger, type LedgerParts } from './credit-ledger';
import { keys, LEDGER_PREFIX } from './keys';
import { transactMove } from './transact-write';

/**
 * Every move of the credit ledger against DynamoDB Local: what it does to the balance, that a
 * balance never goes below zero when moves race, and that a move run again (a retried call, a
 * redelivered message) is recognised by its idempotency key and moves nothing.
 */
const { env } = inject('localStack');
const config = parseConfig(env);
const { ddb } = createAwsClients(config);
const table = config.TABLE_NAME;
const ledger = createCreditLedger(table);
const accounts = createAccountRepository(ddb, table);
const now = () => Date.now();
const t0 = 1_800_000_000;

/** Runs a move on its own (callers normally add their own items to the transaction). */
const run = (move: LedgerParts) => transactMove(ddb, [...move.items], move);

async function userOn(plan: Partial<PlanState> = {}) {
  const userId = `ledger-${randomUUID()}`;
  expect(await run(ledger.openAccount(userId, { ...startPlan(3, t0), ...plan }, now()))).toBe('applied');
  return userId;
}

async function balanceOf(userId: string) {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: table, Key: keys.userPlan(userId), ConsistentRead: true }),
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
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': LEDGER_PREFIX },
      ConsistentRead: true,
    }),
  );
  return (Items ?? []) as { key: string; reason: string; credits?: number; used?: number; at: number }[];
}

const count = <T>(values: readonly T[], value: T) => values.filter((v) => v === value).length;

describe('credit ledger moves (DynamoDB Local)', () => {
  it('opens an account once', async () => {
    const userId = await userOn({ queryQuota: 50 });

    expect(await run(ledger.openAccount(userId, startPlan(3, t0), now()))).toBe('already_applied');

    expect(await balanceOf(userId)).toMatchObject({ package_type: 3, query_quota: 50, used_query_quota: 0 });
    expect((await entriesOf(userId)).map((e) => e.key)).toEqual(['account-opened']);
  });

  it('holds, reserves and charges a query, leaving an audit trail of each move', async () => {
    const userId = await userOn({ queryQuota: 10 });

    expect(await run(ledger.holdForQuery(userId, 'q1', 3, now()))).toBe('applied');
    expect(await run(ledger.reserveForQuery(userId, 'q1', 1, 4, now()))).toBe('applied');
    expect(await balanceOf(userId)).toMatchObject({ query_quota: 5, active_queries: 1 });
    expect(await run(ledger.chargeQuery(userId, 'q1', 5, 3, now()))).toBe('applied');

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
    await run(ledger.holdForQuery(userId, 'q1', 3, now()));
    await run(ledger.reserveForQuery(userId, 'q1', 1, 2, now()));

    expect(await run(ledger.refundQuery(userId, 'q1', 3, now()))).toBe('applied');

    expect(await balanceOf(userId)).toMatchObject({ query_quota: 3, used_query_quota: 0, active_queries: 0 });
  });

  it('refuses a hold without a credit or without a free slot, and a reservation beyond the balance', async () => {
    const broke = await userOn({ queryQuota: 0 });
    expect(await run(ledger.holdForQuery(broke, 'q1', 3, now()))).toBe('refused');

    const busy = await userOn({ queryQuota: 10 });
    expect(await run(ledger.holdForQuery(busy, 'q1', 1, now()))).toBe('applied');
    expect(await run(ledger.holdForQuery(busy, 'q2', 1, now()))).toBe('refused');
    expect(await run(ledger.reserveForQuery(busy, 'q1', 1, 10, now()))).toBe('refused');

    expect(await balanceOf(broke)).toMatchObject({ query_quota: 0 });
    expect(await balanceOf(busy)).toMatchObject({ query_quota: 9, active_queries: 1 });
    // A refused move leaves no entry behind, so it can be tried again later.
    expect((await entriesOf(busy)).map((e) => e.key).sort()).toEqual(['account-opened', 'query:q1:hold']);
  });

  it('grants a periodic refill once, and never over a balance that moved since it was read', async () => {
    const userId = await userOn({ packageType: 1, queryQuota: 4, usedQueryQuota: 96 });
    const read = await accounts.getPlan(userId);
    const next = { ...read!, queryQuota: 100, usedQueryQuota: 0, creditPeriod: 'P1' };

    expect(await run(ledger.refill(userId, read!, next, now()))).toBe('applied');
    expect(await run(ledger.refill(userId, read!, next, now()))).toBe('already_applied');
    expect(await balanceOf(userId)).toMatchObject({
      query_quota: 100,
      used_query_quota: 0,
      credit_period: 'P1',
    });

    // A refill computed from a read taken before a hold landed is refused.
    const stale = await accounts.getPlan(userId);
    await run(ledger.holdForQuery(userId, 'q1', 2, now()));
    const later = { ...stale!, queryQuota: 100, creditPeriod: 'P2' };
    expect(await run(ledger.refill(userId, stale!, later, now()))).toBe('refused');
    expect(await balanceOf(userId)).toMatchObject({ query_quota: 99, credit_period: 'P1' });
  });

  it('changes the plan once per change, keeping the slots of queries in flight', async () => {
    const userId = await userOn({ queryQuota: 10 });
    await run(ledger.holdForQuery(userId, 'q1', 3, now()));
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
    expect(await run(ledger.chargeMonitoredAddress(advanced, 'm1', 2, now()))).toBe('applied');
    expect(await run(ledger.chargeMonitoredAddress(advanced, 'm2', 2, now()))).toBe('refused'); // 10 left
    expect(await balanceOf(advanced)).toMatchObject({ query_quota: 10, used_query_quota: 20 });

    const special = await userOn({ packageType: 1001, queryQuota: 30 });
    expect(await run(ledger.chargeMonitoredAddress(special, 'm1', 1001, now()))).toBe('applied');
    expect(await balanceOf(special)).toMatchObject({ query_quota: 23, used_query_quota: 7 });
    // Priced at 7 on 1001, but the plan changed meanwhile: refused rather than undercharged.
    await accounts.changePlan(special, startPlan(2, t0 + 60, 30), now());
    expect(await run(ledger.chargeMonitoredAddress(special, 'm2', 1001, now()))).toBe('refused');
  });

  it('charges 3 credits per pushed alert until the credits run out', async () => {
    const userId = await userOn({ queryQuota: 7 });

    const outcomes = [];
    for (const alertId of ['a1', 'a2', 'a3'])
      outcomes.push(await run(ledger.chargeAlertPush(userId, alertId, now())));

    expect(outcomes).toEqual(['applied', 'applied', 'refused']);
    expect(await balanceOf(userId)).toMatchObject({ query_quota: 1, used_query_quota: 6 });
  });
});

describe('credit ledger under concurrency (DynamoDB Local)', () => {
  it('lets only as many parallel pushes through as the balance pays for', async () => {
    const userId = await userOn({ queryQuota: 10 });

    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, n) => run(ledger.chargeAlertPush(userId, `alert-${n}`, now()))),
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
      ...Array.from({ length: 6 }, (_, n) => run(ledger.holdForQuery(userId, `q${n}`, 100, now()))),
      ...Array.from({ length: 6 }, (_, n) => run(ledger.chargeAlertPush(userId, `alert-${n}`, now()))),
      ...Array.from({ length: 3 }, (_, n) => run(ledger.chargeMonitoredAddress(userId, `m${n}`, 3, now()))),
    ]);

    const { query_quota, used_query_quota, active_queries = 0 } = await balanceOf(userId);
    expect(query_quota).toBeGreaterThanOrEqual(0);
    // Every credit is accounted for: what is left, what was spent, what running queries hold.
    expect(query_quota + used_query_quota + active_queries).toBe(8);
    const entries = await entriesOf(userId);
    expect(entries).toHaveLength(1 + count(outcomes, 'applied'));
  });
});

describe('credit ledger on redelivery (DynamoDB Local)', () => {
  it('charges a pushed alert once, however often its message is delivered', async () => {
    const userId = await userOn({ queryQuota: 30 });

    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => run(ledger.chargeAlertPush(userId, 'alert-1', now()))),
    );
    const later = await run(ledger.chargeAlertPush(userId, 'alert-1', now()));

    expect(count(parallel, 'applied')).toBe(1);
    expect(count(parallel, 'already_applied')).toBe(4);
    expect(later).toBe('already_applied');
    expect(await balanceOf(userId)).toMatchObject({ query_quota: 27, used_query_quota: 3 });
  });

  it('answers a retried charge as applied even after the credits ran out', async () => {
    const userId = await userOn({ packageType: 2, queryQuota: 20 });
    expect(await run(ledger.chargeMonitoredAddress(userId, 'm1', 2, now()))).toBe('applied');

    // The balance is 0 now: a retry must still read as done, not as "no credits".
    expect(await run(ledger.chargeMonitoredAddress(userId, 'm1', 2, now()))).toBe('already_applied');
    expect(await balanceOf(userId)).toMatchObject({ query_quota: 0, used_query_quota: 20 });
  });

  it('holds and settles a query once when every step runs twice', async () => {
    const userId = await userOn({ queryQuota: 5 });
    const twice = async (move: () => LedgerParts) => [await run(move()), await run(move())];

    expect(await twice(() => ledger.holdForQuery(userId, 'q1', 3, now()))).toEqual([
      'applied',
      'already_applied',
    ]);
    expect(await twice(() => ledger.reserveForQuery(userId, 'q1', 1, 2, now()))).toEqual([
      'applied',
      'already_applied',
    ]);
    expect(await twice(() => ledger.refundQuery(userId, 'q1', 3, now()))).toEqual([
      'applied',
      'already_applied',
    ]);

    expect(await balanceOf(userId)).toMatchObject({ query_quota: 5, used_query_quota: 0, active_queries: 0 });
  });
});
