import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createAccountRepository } from '../adapters/dynamodb/account.repository';
import { createCreditLedger } from '../adapters/dynamodb/credit-ledger';
import type { QueryRecord } from '../domain/queries/query.ports';
import { createQueryCredits } from '../domain/queries/query-credits';
import { pendingQuery } from './query-records';

/**
 * A user with a long query history, written through the Ledger as query/create does (so the
 * history's counters move as in production), for paging tests and benches.
 */
export const historyAddresses = {
  tron: 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM',
  other: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
} as const;

export async function seedQueryHistory(
  ddb: DynamoDBDocumentClient,
  table: string,
  options: {
    readonly count: number;
    /** Which address the n-th query (0 = oldest) is about; default: all the same. */
    readonly addressOf?: (n: number) => string;
    readonly userId?: string;
  },
): Promise<{ userId: string; newestFirst: QueryRecord[] }> {
  const userId = options.userId ?? `history-${randomUUID()}`;
  // Enough credits and concurrency for every create (the plan is not what is tested here), given
  // through the credit ledger like any other: a new account, or a plan change of the given user's.
  const plan = {
    packageType: 4,
    beginAt: 0,
    endAt: null,
    queryQuota: options.count,
    usedQueryQuota: 0,
    monitorAddressCount: 1,
    creditPeriod: 'contract',
  };
  const ledger = createCreditLedger(ddb, table);
  const accounts = createAccountRepository(ddb, table, ledger);
  const credits = createQueryCredits({ ledger });
  const ready = options.userId
    ? await accounts.changePlan(userId, plan, Date.now())
    : (await accounts.createAccount(
        { userId, email: `${userId}@history.example`, createdAt: Math.floor(Date.now() / 1000) },
        plan,
      )) === 'created';
  if (!ready) throw new Error(`seeding could not give ${userId} a plan`);
  // 100 ms apart and ending now: 1,000 queries span 100 s, so none of these pending queries is
  // past the sweeper's pending deadline (shared/constants/query-deadlines.ts) while a bench or
  // test reads them; the sweeper would fail and refund the older ones otherwise.
  const spacingMs = 100;
  const base = Date.now() - options.count * spacingMs;
  const queries = Array.from(
    { length: options.count },
    // Apart, so newest first is the reverse of creation.
    (_, n): QueryRecord =>
      pendingQuery(userId, {
        address: options.addressOf?.(n) ?? historyAddresses.tron,
        createdAt: base + n * spacingMs,
      }),
  );
  // Creates of one user decide one after another on its balance (credit-ledger.ts): a few at once.
  const parallel = 4;
  for (let i = 0; i < queries.length; i += parallel) {
    const outcomes = await Promise.all(
      queries.slice(i, i + parallel).map((q) => credits.open(q, options.count)),
    );
    if (outcomes.some((o) => o !== 'created')) throw new Error(`seeding refused: ${outcomes.join(', ')}`);
  }
  return { userId, newestFirst: queries.reverse() };
}
