import type { CreditStatementReason, CreditSubject } from '../../../shared/contract/credits.schema';

/**
 * One committed move of a user's credits as the ledger keeps it: numbered from 1 per user in the
 * order they landed, with the balance each one left (credit-ledger rules).
 */
export interface StoredCreditEntry {
  /** 1, 2, 3, … per user, without gaps. */
  readonly seq: number;
  /** Epoch milliseconds. */
  readonly atMs: number;
  /** Change of the balance (query_quota). */
  readonly delta: number;
  readonly balanceAfter: number;
  readonly reason: CreditStatementReason;
  readonly subject: CreditSubject | null;
  readonly subjectId: string | null;
  /** The API key whose call made the move; 0 for the console or the service itself. */
  readonly apiKeyId: number;
}

/** Reads the ledger, newest first. */
export interface CreditStatementReader {
  /** Up to `limit` entries numbered below `beforeSeq` (all when absent), newest first. */
  page(
    userId: string,
    options: { limit: number; beforeSeq?: number },
  ): Promise<{ entries: StoredCreditEntry[]; more: boolean }>;
}
