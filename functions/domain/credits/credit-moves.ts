import { CREDITS_PER_PUSH, monitorAddressCost, planOf } from '../../../shared/constants/plans';
import type { CreditStatementReason, CreditSubject } from '../../../shared/contract/credits.schema';
import type { PlanState } from '../accounts/plan-credits';

/**
 * Credits are the product's money (spec 01 §9, DESIGN §6). Every change of a plan's balance is
 * one of the moves below, and nothing else writes the balance. A move says how much moves and
 * why, and carries an idempotency key: the ledger writes an entry under that key (unique per
 * user) in the same transaction as the balance, so a retried call, a redelivered message or a
 * re-run workflow step moves the credits once and is then recognised as already applied.
 *
 * A key must name the move completely: the same key is the same move. Keys:
 *
 * | move                     | key                                | balance     | used     | slots |
 * |--------------------------|------------------------------------|-------------|----------|-------|
 * | account opened           | `account-opened`                   | = grant     | = 0      |       |
 * | query created (hold)     | `query:<hash>:hold`                | -1          |          | +1    |
 * | analysis holds more      | `query:<hash>:reserve:<total>`     | -extra      |          |       |
 * | query completed (charge) | `query:<hash>:charge`              | +(held - c) | +c       | -1    |
 * | query failed (refund)    | `query:<hash>:refund`              | +held       |          | -1    |
 * | periodic refill          | `refill:<begin_at>:<period>`       | = refilled  | = 0      |       |
 * | plan change (plan:set)   | `plan:<type>:<begin_at>:<credits>` | = credits   | = 0      |       |
 * | monitored address (paid) | `monitor:<monitor id>`             | -20 (-7)    | +20 (+7) |       |
 * | pushed alert             | `alert:<alert id>`                 | -3          | +3       |       |
 * | batch screening          | `screen:<fresh id of the call>`    | -n          | +n       |       |
 *
 * A debit needs the credits: the balance never goes below zero (ledger-rules.ts decides every
 * move against the balance it finds; ledger.ports.ts commits it with what it pays for).
 */
export type CreditReason =
  | 'account_opened'
  | 'query_hold'
  | 'query_reserve'
  | 'query_charge'
  | 'query_refund'
  | 'periodic_refill'
  | 'plan_change'
  | 'monitored_address'
  | 'alert_push'
  | 'screening';

/** The balance a refill was computed from (see CreditReset.previous). */
export type PlanBalance = Pick<PlanState, 'creditPeriod' | 'queryQuota' | 'usedQueryQuota'>;

/** What happened to a move: written now, written before under the same key, or refused. */
export type MoveOutcome = 'applied' | 'already_applied' | 'refused';

/** A move by amounts, added to whatever the balance is when it lands. */
export interface CreditDelta {
  readonly kind: 'delta';
  readonly key: string;
  readonly reason: CreditReason;
  /** Change of the balance (query_quota); a negative change needs that many credits. */
  readonly credits: number;
  /** Change of the credits spent in the current period (used_query_quota). */
  readonly used: number;
  /** Change of the queries running (active_queries): +1 takes a slot under the cap, -1 frees it. */
  readonly slots: -1 | 0 | 1;
  /** With slots +1: how many queries the plan runs at once. */
  readonly concurrencyCap?: number;
  /** The price was read from this plan (a monitored address): refused if the plan changed since. */
  readonly priceOfPackageType?: number;
  /** What the move pays for (or gives back), as the statement names it. */
  readonly subject: MoveSubject;
}

/** What a move concerns: a query hash, an alert id, a screening key, a monitored address id. */
export interface MoveSubject {
  readonly type: CreditSubject;
  readonly id: string;
}

/** A move that sets the balance: opening an account, a periodic refill, a plan change. */
export interface CreditReset {
  readonly kind: 'reset';
  readonly key: string;
  readonly reason: Extract<CreditReason, 'account_opened' | 'periodic_refill' | 'plan_change'>;
  readonly plan: PlanState;
  /**
   * A refill is computed from a read of the plan; it lands only if period and balance are still
   * those read, so a reservation or refund in between is never overwritten.
   */
  readonly previous?: PlanBalance;
}

export type CreditMove = CreditDelta | CreditReset;

const delta = (
  key: string,
  reason: CreditReason,
  amounts: Omit<CreditDelta, 'kind' | 'key' | 'reason'>,
): CreditDelta => ({ kind: 'delta', key, reason, ...amounts });

const query = (hash: string): MoveSubject => ({ type: 'query', id: hash });

const wholeCredits = (n: number, what: string): number => {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${what} must be a whole number ≥ 0, got ${n}`);
  return n;
};

export const creditMoves = {
  /** A new account's plan with its first grant (register). */
  openAccount: (plan: PlanState): CreditReset => ({
    kind: 'reset',
    key: 'account-opened',
    reason: 'account_opened',
    plan,
  }),

  /** query/create: the new query holds 1 credit and one of the plan's concurrency slots. */
  holdForQuery: (queryHash: string, concurrencyCap: number): CreditDelta =>
    delta(`query:${queryHash}:hold`, 'query_hold', {
      credits: -1,
      used: 0,
      slots: 1,
      concurrencyCap,
      subject: query(queryHash),
    }),

  /** The analysis holds `extra` more credits for a query that holds `held` (spec 01 §9). */
  reserveForQuery: (queryHash: string, held: number, extra: number): CreditDelta => {
    const total = wholeCredits(held, 'held') + wholeCredits(extra, 'extra');
    return delta(`query:${queryHash}:reserve:${total}`, 'query_reserve', {
      credits: -extra,
      used: 0,
      slots: 0,
      subject: query(queryHash),
    });
  },

  /**
   * A completed query pays `charge` of the `held` credits (never more than it holds), gets the
   * rest back and frees its slot.
   */
  chargeQuery: (queryHash: string, held: number, charge: number): CreditDelta => {
    const paid = Math.min(wholeCredits(charge, 'charge'), wholeCredits(held, 'held'));
    return delta(`query:${queryHash}:charge`, 'query_charge', {
      credits: held - paid,
      used: paid,
      slots: -1,
      subject: query(queryHash),
    });
  },

  /** A failed query gets all it holds back and frees its slot. */
  refundQuery: (queryHash: string, held: number): CreditDelta =>
    delta(`query:${queryHash}:refund`, 'query_refund', {
      credits: wholeCredits(held, 'held'),
      used: 0,
      slots: -1,
      subject: query(queryHash),
    }),

  /** The due periodic grant (plan-credits.ts refillIfDue), computed from the plan `previous`. */
  refill: (previous: PlanBalance, next: PlanState): CreditReset => ({
    kind: 'reset',
    key: `refill:${next.beginAt}:${next.creditPeriod}`,
    reason: 'periodic_refill',
    plan: next,
    previous,
  }),

  /** An operator puts the user on another plan (npm run plan:set). */
  changePlan: (plan: PlanState): CreditReset => ({
    kind: 'reset',
    key: `plan:${plan.packageType}:${plan.beginAt}:${plan.queryQuota}`,
    reason: 'plan_change',
    plan,
  }),

  /**
   * Adding a monitored address beyond the plan's free allowance: 20 credits, 7 on package_type
   * 1001 (spec 01 §9, spec 02 §9). Whether the address is beyond the allowance is the monitoring
   * use case's decision; the price is fixed by the plan it read.
   */
  monitoredAddress: (monitorId: string, packageType: number): CreditDelta => {
    const cost = monitorAddressCost(packageType);
    return delta(`monitor:${monitorId}`, 'monitored_address', {
      credits: -cost,
      used: cost,
      slots: 0,
      priceOfPackageType: packageType,
      subject: { type: 'monitor', id: monitorId },
    });
  },

  /** One pushed alert notification: 3 credits (spec 02 §9). The alert id must be stable across redeliveries. */
  alertPush: (alertId: string): CreditDelta =>
    delta(`alert:${alertId}`, 'alert_push', {
      credits: -CREDITS_PER_PUSH,
      used: CREDITS_PER_PUSH,
      slots: 0,
      subject: { type: 'alert', id: alertId },
    }),

  /**
   * POST /v1/screen: screeningCreditsFor(addresses) (shared/rules/billing-rules.ts). The key is a
   * fresh id of the call, never the client's idempotency key: a key expires after a day and may be
   * sent again then, and it is the idempotency record (ledger.ports.ts) that makes a retry free.
   * The subject names what the client sees: its idempotency key, else the request id.
   */
  screening: (moveId: string, credits: number, subject: string = moveId): CreditDelta =>
    delta(`screen:${moveId}`, 'screening', {
      credits: -wholeCredits(credits, 'credits'),
      used: credits,
      slots: 0,
      subject: { type: 'screening', id: subject },
    }),
};

/**
 * The statement's name of a move (shared/contract/credits.schema.ts). A grant is daily or per
 * plan period by the plan it lands on; an operator's plan change is `admin`.
 */
export function statementReasonOf(move: CreditMove): CreditStatementReason {
  switch (move.reason) {
    case 'account_opened':
    case 'periodic_refill':
      return planOf(move.kind === 'reset' ? move.plan.packageType : 0).creditPeriod === 'day'
        ? 'daily_grant'
        : 'plan_grant';
    case 'plan_change':
      return 'admin';
    case 'query_hold':
    case 'query_reserve':
      return 'query_hold';
    case 'query_charge':
      return 'query_settle';
    case 'query_refund':
      return 'query_refund';
    case 'monitored_address':
      return 'monitor_add';
    case 'alert_push':
      return 'alert_push';
    case 'screening':
      return 'screening';
  }
}

/** What a move concerns, for the statement; a grant or plan change concerns the plan itself. */
export const subjectOf = (move: CreditMove): MoveSubject | null =>
  move.kind === 'delta' ? move.subject : null;
