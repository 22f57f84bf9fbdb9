import type { PlanState } from '../accounts/plan-credits';
import type { CreditMove } from './credit-moves';

/**
 * The money rules, decided here and nowhere else: given the balance a move finds, does it land,
 * and what does it leave? The ledger adapter reads the state, asks `decideMove`, and writes the
 * answer conditional on the state being still the one it read (its `seq`), so a decision is never
 * applied to a balance it was not made for.
 *
 * Invariants (checked by ledger-rules.property.test.ts for any interleaving of moves):
 * - the balance (query_quota) never goes below zero;
 * - the queries running (active_queries) stay within 0 … the plan's concurrency cap;
 * - `seq` counts the moves that landed, and the balance equals the sum of their deltas.
 */
export interface LedgerState {
  /** How many moves have landed on this account (0 before the first). */
  readonly seq: number;
  /** Null before the account is opened. */
  readonly plan: PlanState | null;
  /** Queries holding a concurrency slot. */
  readonly activeQueries: number;
}

export type MoveRefusal =
  /** Not enough credits for a debit. */
  | 'credits'
  /** Every concurrency slot of the plan is taken. */
  | 'slots'
  /** The plan is not the one the move was priced or computed from. */
  | 'changed'
  /** The account does not exist (or exists already, for an opening). */
  | 'gone'
  | 'exists';

export type MoveDecision =
  | { readonly ok: true; readonly next: LedgerState; readonly delta: number }
  | { readonly ok: false; readonly refused: MoveRefusal };

export const EMPTY_LEDGER: LedgerState = { seq: 0, plan: null, activeQueries: 0 };

const refuse = (refused: MoveRefusal): MoveDecision => ({ ok: false, refused });

export function decideMove(state: LedgerState, move: CreditMove): MoveDecision {
  const { plan } = state;
  const landed = (next: PlanState, activeQueries: number): MoveDecision => ({
    ok: true,
    next: { seq: state.seq + 1, plan: next, activeQueries },
    delta: next.queryQuota - (plan?.queryQuota ?? 0),
  });

  if (move.kind === 'reset') {
    if (move.reason === 'account_opened') return plan ? refuse('exists') : landed(move.plan, 0);
    if (!plan) return refuse('gone');
    if (move.reason === 'periodic_refill') {
      const was = move.previous;
      if (
        !was ||
        was.creditPeriod !== plan.creditPeriod ||
        was.queryQuota !== plan.queryQuota ||
        was.usedQueryQuota !== plan.usedQueryQuota
      )
        return refuse('changed');
    }
    // A plan change keeps the running queries: they still hold their slots and settle later.
    return landed(move.plan, state.activeQueries);
  }

  if (!plan) return refuse('gone');
  if (move.priceOfPackageType !== undefined && move.priceOfPackageType !== plan.packageType)
    return refuse('changed');
  if (move.credits < 0 && plan.queryQuota < -move.credits) return refuse('credits');
  let activeQueries = state.activeQueries;
  if (move.slots === 1) {
    if (move.concurrencyCap === undefined) throw new Error(`${move.key}: a slot needs a concurrency cap`);
    if (activeQueries >= move.concurrencyCap) return refuse('slots');
    activeQueries += 1;
  } else if (move.slots === -1) {
    // A slot freed twice would be a bug upstream; the count stays within its bounds regardless.
    activeQueries = Math.max(0, activeQueries - 1);
  }
  return landed(
    {
      ...plan,
      queryQuota: plan.queryQuota + move.credits,
      usedQueryQuota: Math.max(0, plan.usedQueryQuota + move.used),
    },
    activeQueries,
  );
}
