import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { PlanState } from '../../domain/accounts/plan-credits';
import {
  type CreditDelta,
  type CreditMove,
  type CreditReset,
  creditMoves,
  type PlanBalance,
} from '../../domain/credits/credit-moves';
import { cancellationCodes, keys, NOT_EXISTS } from './keys';

/**
 * The credit ledger: the only code that writes a plan's balance (query_quota, used_query_quota,
 * active_queries, credit_period and the rest of the plan item). It performs no I/O: each move
 * (domain/credits/credit-moves.ts) becomes two parts of the caller's own TransactWriteItems —
 *
 * 1. the plan item's update, conditional on what the move needs (the credits for a debit, a free
 *    concurrency slot for a hold, the read balance for a refill), and
 * 2. the ledger entry `USER#<sub>` / `LEDGER#<key>`, put only if the key is new. It is the
 *    idempotency record and the audit trail (reason, amounts, time).
 *
 * The caller adds its own items (the query, the account's profile, …) and sends one transaction,
 * so the balance moves exactly when the caller's items do. A second run of a move cancels on its
 * entry; `alreadyApplied` recognises that, and the caller answers as if it had just succeeded.
 * A transaction may carry one move per user: DynamoDB refuses two writes of one item.
 */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface LedgerParts {
  /** Both parts, for the caller's TransactItems: the plan write and the entry. */
  readonly items: readonly [TransactItem, TransactItem];
  /** The entry put: a cancellation on it means this move was already applied. */
  readonly entry: TransactItem;
}

export function createCreditLedger(table: string) {
  const planKey = keys.userPlan;

  const entryPut = (userId: string, move: CreditMove, atMs: number, amounts: Record<string, unknown>) => ({
    Put: {
      TableName: table,
      Item: {
        ...keys.ledgerEntry(userId, move.key),
        type: 'LedgerEntry',
        user_id: userId,
        key: move.key,
        reason: move.reason,
        // Epoch milliseconds.
        at: atMs,
        ...amounts,
      },
      ConditionExpression: NOT_EXISTS,
    },
  });

  const parts = (balance: TransactItem, entry: TransactItem): LedgerParts => ({
    items: [balance, entry],
    entry,
  });

  /** A move by amounts: `query_quota += credits` and so on, each guarded where it can go wrong. */
  function applyDelta(userId: string, move: CreditDelta, atMs: number): LedgerParts {
    const set: string[] = [];
    const conditions = ['attribute_exists(PK)'];
    const values: Record<string, unknown> = {};
    if (move.credits !== 0) {
      set.push('query_quota = query_quota + :credits');
      values[':credits'] = move.credits;
    }
    if (move.credits < 0) {
      conditions.push('query_quota >= :debit');
      values[':debit'] = -move.credits;
    }
    if (move.used !== 0) {
      set.push('used_query_quota = used_query_quota + :used');
      values[':used'] = move.used;
    }
    if (move.slots === 1) {
      if (move.concurrencyCap === undefined) throw new Error(`${move.key}: a slot needs a concurrency cap`);
      set.push('active_queries = if_not_exists(active_queries, :none) + :slot');
      conditions.push('(attribute_not_exists(active_queries) OR active_queries < :cap)');
      Object.assign(values, { ':none': 0, ':slot': 1, ':cap': move.concurrencyCap });
    } else if (move.slots === -1) {
      set.push('active_queries = active_queries - :slot');
      values[':slot'] = 1;
    }
    if (move.priceOfPackageType !== undefined) {
      conditions.push('package_type = :priced');
      values[':priced'] = move.priceOfPackageType;
    }
    if (set.length === 0) throw new Error(`${move.key}: a move that moves nothing`);
    return parts(
      {
        Update: {
          TableName: table,
          Key: planKey(userId),
          UpdateExpression: `SET ${set.join(', ')}`,
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeValues: values,
        },
      },
      entryPut(userId, move, atMs, { credits: move.credits, used: move.used, slots: move.slots }),
    );
  }

  /** A move that sets the balance: the whole plan (account opened, plan change) or a refill. */
  function applyReset(userId: string, move: CreditReset, atMs: number): LedgerParts {
    const plan = planAttributes(move.plan);
    const entry = entryPut(userId, move, atMs, {
      query_quota: move.plan.queryQuota,
      used_query_quota: move.plan.usedQueryQuota,
      package_type: move.plan.packageType,
      credit_period: move.plan.creditPeriod,
      ...(move.previous
        ? {
            credits: move.plan.queryQuota - move.previous.queryQuota,
            previous_period: move.previous.creditPeriod,
          }
        : {}),
    });
    if (move.reason === 'account_opened') {
      return parts(
        {
          Put: {
            TableName: table,
            Item: { ...planKey(userId), type: 'Plan', ...plan },
            ConditionExpression: NOT_EXISTS,
          },
        },
        entry,
      );
    }
    if (move.reason === 'periodic_refill') {
      if (!move.previous) throw new Error(`${move.key}: a refill needs the balance it was computed from`);
      return parts(
        {
          Update: {
            TableName: table,
            Key: planKey(userId),
            UpdateExpression: 'SET query_quota = :quota, used_query_quota = :used, credit_period = :period',
            ConditionExpression:
              'credit_period = :previousPeriod AND query_quota = :previousQuota AND used_query_quota = :previousUsed',
            ExpressionAttributeValues: {
              ':quota': plan.query_quota,
              ':used': plan.used_query_quota,
              ':period': plan.credit_period,
              ':previousPeriod': move.previous.creditPeriod,
              ':previousQuota': move.previous.queryQuota,
              ':previousUsed': move.previous.usedQueryQuota,
            },
          },
        },
        entry,
      );
    }
    // A plan change keeps active_queries: queries in flight still hold their slots and settle later.
    const names = Object.keys(plan);
    return parts(
      {
        Update: {
          TableName: table,
          Key: planKey(userId),
          UpdateExpression: `SET ${names.map((name) => `${name} = :${name}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: Object.fromEntries(
            names.map((name) => [`:${name}`, plan[name as keyof typeof plan]]),
          ),
        },
      },
      entry,
    );
  }

  const apply = (userId: string, move: CreditMove, atMs: number): LedgerParts =>
    move.kind === 'delta' ? applyDelta(userId, move, atMs) : applyReset(userId, move, atMs);

  return {
    /** Any move, for callers that build it themselves with creditMoves. */
    apply,
    openAccount: (userId: string, plan: PlanState, atMs: number) =>
      apply(userId, creditMoves.openAccount(plan), atMs),
    holdForQuery: (userId: string, queryHash: string, concurrencyCap: number, atMs: number) =>
      apply(userId, creditMoves.holdForQuery(queryHash, concurrencyCap), atMs),
    reserveForQuery: (userId: string, queryHash: string, held: number, extra: number, atMs: number) =>
      apply(userId, creditMoves.reserveForQuery(queryHash, held, extra), atMs),
    chargeQuery: (userId: string, queryHash: string, held: number, charge: number, atMs: number) =>
      apply(userId, creditMoves.chargeQuery(queryHash, held, charge), atMs),
    refundQuery: (userId: string, queryHash: string, held: number, atMs: number) =>
      apply(userId, creditMoves.refundQuery(queryHash, held), atMs),
    refill: (userId: string, previous: PlanBalance, next: PlanState, atMs: number) =>
      apply(userId, creditMoves.refill(previous, next), atMs),
    changePlan: (userId: string, plan: PlanState, atMs: number) =>
      apply(userId, creditMoves.changePlan(plan), atMs),
    chargeMonitoredAddress: (userId: string, monitorId: string, packageType: number, atMs: number) =>
      apply(userId, creditMoves.monitoredAddress(monitorId, packageType), atMs),
    chargeAlertPush: (userId: string, alertId: string, atMs: number) =>
      apply(userId, creditMoves.alertPush(alertId), atMs),
  };
}

export type CreditLedger = ReturnType<typeof createCreditLedger>;

/** The plan item's attributes (snake case, as stored and answered). */
const planAttributes = (plan: PlanState) => ({
  package_type: plan.packageType,
  begin_at: plan.beginAt,
  end_at: plan.endAt,
  query_quota: plan.queryQuota,
  used_query_quota: plan.usedQueryQuota,
  monitor_address_count: plan.monitorAddressCount,
  credit_period: plan.creditPeriod,
});

/**
 * True when `error` cancelled the transaction `transactItems` because `move`'s entry already
 * exists: the move was applied by an earlier run. DynamoDB reports a reason for every item of a
 * cancelled transaction (DynamoDB Local too), so the entry's own reason tells.
 */
export function alreadyApplied(
  error: unknown,
  transactItems: readonly TransactItem[],
  move: Pick<LedgerParts, 'entry'>,
): boolean {
  const index = transactItems.indexOf(move.entry);
  if (index < 0) throw new Error('The ledger entry is not part of this transaction');
  return cancellationCodes(error)[index] === 'ConditionalCheckFailed';
}
