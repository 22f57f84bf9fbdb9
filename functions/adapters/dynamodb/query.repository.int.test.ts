import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { creditMoves } from '../../domain/credits/credit-moves';
import type { QueryRecord } from '../../domain/queries/query.ports';
import { createQueryCredits } from '../../domain/queries/query-credits';
import { localStack } from '../../testing/local-stack';
import { pendingQuery } from '../../testing/query-records';
import { createAccountRepository } from './account.repository';
import { createCreditLedger } from './credit-ledger';
import { planKey } from './entities/plan';
import { createQueryRepository } from './query.repository';

/**
 * Credits are money (DEVELOPERS.md): proven here against DynamoDB Local, with real conditional
 * transactions racing each other. A balance never goes below zero, a query never holds more
 * credits than it was granted, and a repeated step never charges or refunds twice.
 */
const { table, ddb } = localStack();
const repository = createQueryRepository(ddb, table);
const ledger = createCreditLedger(ddb, table);
const credits = createQueryCredits({ ledger });

/** A user whose plan was opened through the ledger with `quota` credits and no period due. */
async function userWithPlan(plan: { packageType: number; quota: number }) {
  const userId = `credits-${randomUUID()}`;
  const opened = await ledger.commit([
    {
      kind: 'move',
      userId,
      atMs: Date.now(),
      move: creditMoves.openAccount({
        packageType: plan.packageType,
        beginAt: 0,
        endAt: null,
        queryQuota: plan.quota,
        usedQueryQuota: 0,
        monitorAddressCount: 1,
        creditPeriod: 'contract',
      }),
    },
  ]);
  expect(opened.status).toBe('applied');
  return userId;
}

async function planOf(userId: string) {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: table, Key: planKey(userId), ConsistentRead: true }),
  );
  return Item as { query_quota: number; used_query_quota: number; active_queries?: number };
}

const newQuery = (userId: string, n: number): QueryRecord =>
  pendingQuery(userId, { createdAt: Date.now() + n });

describe('credits under concurrency (DynamoDB Local)', () => {
  it.each([
    {
      rule: 'lets only as many parallel creates through as there are credits',
      plan: { packageType: 4, quota: 3 },
      creates: 12,
      credits: 100,
      refused: 'no_credit',
      quotaLeft: 0,
    },
    {
      rule: 'caps queries running at once per plan',
      plan: { packageType: 2, quota: 100 },
      creates: 8,
      credits: 3,
      refused: 'too_many_active',
      quotaLeft: 97,
    },
  ])('$rule', async ({ plan, creates, credits: each, refused, quotaLeft }) => {
    const userId = await userWithPlan(plan);
    const outcomes = await Promise.all(
      Array.from({ length: creates }, (_, n) => credits.open(newQuery(userId, n), each)),
    );
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(3);
    expect(outcomes.filter((o) => o === refused)).toHaveLength(creates - 3);
    expect(await planOf(userId)).toMatchObject({ query_quota: quotaLeft, active_queries: 3 });
  });

  it('never reserves more than the balance, even when reservations race', async () => {
    const userId = await userWithPlan({ packageType: 3, quota: 10 });
    const queries = Array.from({ length: 4 }, (_, n) => newQuery(userId, n));
    for (const q of queries) expect(await credits.open(q, 10)).toBe('created');
    for (const q of queries) await repository.markProcessing(q.hash, Date.now());
    // 6 credits left; four queries each want 4 more.
    const reserved = await Promise.all(queries.map((q) => credits.holdMore(q, 1, 4, Date.now())));
    expect(reserved.filter(Boolean)).toHaveLength(1);
    expect((await planOf(userId)).query_quota).toBe(2);
  });

  it('charges a completed query once, however often completion is retried', async () => {
    const userId = await userWithPlan({ packageType: 3, quota: 10 });
    const q = newQuery(userId, 0);
    await credits.open(q, 10);
    await repository.markProcessing(q.hash, Date.now());
    expect(await credits.holdMore(q, 1, 2, Date.now())).toBe(true);
    // A retried step finds its own move applied: true, and nothing moves again.
    expect(await credits.holdMore(q, 1, 2, Date.now())).toBe(true);
    expect((await planOf(userId)).query_quota).toBe(7);
    // A stale step (it read 1 held, wants 4 more) is refused: the query holds 3 now.
    expect(await credits.holdMore(q, 1, 4, Date.now())).toBe(false);
    const held = { ...q, reservedCredits: 3 };
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        credits.complete(held, { riskLevel: 2, transfersAnalysed: 2500, credits: 3 }, Date.now()),
      ),
    );
    // One completion applied the charge; the repeats found it applied and moved nothing.
    expect(results.every(Boolean)).toBe(true);
    // A failure arriving after completion refunds nothing.
    expect(await credits.fail(held, 'late', Date.now())).toBe(false);
    expect(await planOf(userId)).toMatchObject({ query_quota: 7, used_query_quota: 3, active_queries: 0 });
    expect(await repository.get(q.hash)).toMatchObject({
      status: 2,
      costQuota: 3,
      riskLevel: 2,
      transfersAnalysed: 2500,
    });
  });

  it('charges what the report cost and gives back what a retried step held beyond it', async () => {
    const userId = await userWithPlan({ packageType: 3, quota: 10 });
    const q = newQuery(userId, 0);
    await credits.open(q, 10);
    await repository.markProcessing(q.hash, Date.now());
    await credits.holdMore(q, 1, 4, Date.now()); // holds 5
    expect(
      await credits.complete(
        { ...q, reservedCredits: 5 },
        { riskLevel: 1, transfersAnalysed: 1800, credits: 2 },
        Date.now(),
      ),
    ).toBe(true);
    expect(await planOf(userId)).toMatchObject({ query_quota: 8, used_query_quota: 2, active_queries: 0 });
    expect(await repository.get(q.hash)).toMatchObject({ status: 2, costQuota: 2 });
  });

  it('refunds a failed query once', async () => {
    const userId = await userWithPlan({ packageType: 3, quota: 5 });
    const q = newQuery(userId, 0);
    await credits.open(q, 10);
    const results = await Promise.all([1, 2, 3].map(() => credits.fail(q, 'source down', Date.now())));
    expect(results.every(Boolean)).toBe(true);
    expect(await planOf(userId)).toMatchObject({ query_quota: 5, used_query_quota: 0, active_queries: 0 });
    expect(await repository.get(q.hash)).toMatchObject({
      status: 3,
      statusText: 'source down',
      costQuota: 0,
    });
  });

  it('fails a query as the sweeper read it, and leaves one that started since (no refund)', async () => {
    const userId = await userWithPlan({ packageType: 3, quota: 5 });
    const q = newQuery(userId, 0);
    await credits.open(q, 10);
    const seen = { status: q.status, updatedAt: q.updatedAt };
    // The starter moves it on between the sweeper's read and its failure.
    const started = await repository.markProcessing(q.hash, q.updatedAt + 5);
    expect(started).toMatchObject({ status: 1 });
    expect(await credits.fail(q, 'DeadlineExceeded', Date.now(), seen)).toBe(false);
    expect(await repository.get(q.hash)).toMatchObject({ status: 1 });
    expect(await planOf(userId)).toMatchObject({ query_quota: 4, active_queries: 1 });
    // As read now, it fails and is refunded.
    expect(
      await credits.fail(q, 'DeadlineExceeded', Date.now(), { status: 1, updatedAt: started!.updatedAt }),
    ).toBe(true);
    expect(await planOf(userId)).toMatchObject({ query_quota: 5, active_queries: 0 });
  });

  it('refuses a periodic refill computed from a balance a reservation has since moved', async () => {
    const userId = await userWithPlan({ packageType: 2, quota: 1600 });
    const accounts = createAccountRepository(ddb, table);
    const read = (await accounts.getPlan(userId))!; // the refill's read: 1600 in the old period
    const q = newQuery(userId, 0);
    await credits.open(q, 3);
    await repository.markProcessing(q.hash, Date.now());
    expect(await credits.holdMore(q, 1, 499, Date.now())).toBe(true); // 1100 left
    // A month top-up keeps max(balance, 1500): written from the stale read it would give 1600.
    const refill = { ...read, queryQuota: 1600, usedQueryQuota: 0, creditPeriod: 'P1' };
    expect(await accounts.saveRefill(userId, refill, read, Date.now())).toBe(false);
    expect((await planOf(userId)).query_quota).toBe(1100);
    const fresh = (await accounts.getPlan(userId))!;
    expect(
      await accounts.saveRefill(
        userId,
        { ...fresh, queryQuota: 1500, creditPeriod: 'P1' },
        fresh,
        Date.now(),
      ),
    ).toBe(true);
    expect((await planOf(userId)).query_quota).toBe(1500);
  });

  it('pages a user’s history newest first, with the total, and by address', async () => {
    const userId = await userWithPlan({ packageType: 4, quota: 50 });
    const made: QueryRecord[] = [];
    for (let n = 0; n < 7; n++) {
      const q = {
        ...newQuery(userId, n),
        address:
          n % 2 === 0 ? 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM' : '0x28c6c06298d514db089934071355e5743bf21d60',
      };
      await credits.open(q, 100);
      made.push(q);
    }
    const first = await repository.list(userId, { number: 1, size: 3 });
    expect(first.total).toBe(7);
    expect(first.items.map((q) => q.hash)).toEqual(
      made
        .slice(4)
        .reverse()
        .map((q) => q.hash),
    );
    const last = await repository.list(userId, { number: 3, size: 3 });
    expect(last.items.map((q) => q.hash)).toEqual([made[0]!.hash]);
    const byAddress = await repository.list(userId, {
      number: 1,
      size: 10,
      address: '0x28c6c06298d514db089934071355e5743bf21d60',
    });
    expect(byAddress.total).toBe(3);
    expect(byAddress.items.every((q) => q.address === '0x28c6c06298d514db089934071355e5743bf21d60')).toBe(
      true,
    );
  });
});
