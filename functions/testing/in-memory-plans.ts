import { type PlanState, startPlan } from '../domain/accounts/plan-credits';
import { AppError } from '../domain/app-error';
import { creditMoves } from '../domain/credits/credit-moves';
import { createInMemoryLedger } from './in-memory-ledger';

type LedgerWorld = ReturnType<typeof createInMemoryLedger>;

/**
 * The plan port (currentPlan) in memory, over the in-memory ledger that holds each user's plan
 * and balance: an account is opened on a plan by the same move register makes, and other
 * spending (a screening elsewhere) moves the balance the way it would between two reads.
 */
export function createInMemoryPlans(world: LedgerWorld = createInMemoryLedger()) {
  let spent = 0;
  return {
    /** Opens the user's account on `packageType` with `credits` (the plan's grant if absent). */
    async open(
      userId: string,
      options: { packageType?: number; credits?: number; nowSeconds?: number } = {},
    ) {
      const plan = startPlan(options.packageType ?? 0, options.nowSeconds ?? 1_800_000_000, options.credits);
      await world.ledger.commit([{ kind: 'move', userId, move: creditMoves.openAccount(plan), atMs: 0 }]);
    },
    /** The caller's plan now; 404 like the account service for a user without an account. */
    async currentPlan(userId: string): Promise<PlanState> {
      const plan = world.planOf(userId);
      if (!plan) throw new AppError('not_found');
      return plan;
    },
    /** Spends `credits` of the user's balance elsewhere (a screening), as another caller would. */
    async spend(userId: string, credits: number) {
      spent++;
      await world.ledger.commit([
        { kind: 'move', userId, move: creditMoves.screening(`elsewhere-${spent}`, credits), atMs: 0 },
      ]);
    },
  };
}
