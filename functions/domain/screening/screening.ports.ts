import type { MoveOutcome } from '../credits/credit-moves';

/** What batch screening needs beyond the label screening itself (issue 11). */
export interface ScreeningCharges {
  /** Takes the credits through the ledger under `screen:<chargeKey>`; 'refused' without them. */
  charge(userId: string, chargeKey: string, credits: number, atMs: number): Promise<MoveOutcome>;
}
