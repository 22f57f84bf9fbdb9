import { z } from 'zod';
import type { CreditStatementReason, CreditSubject } from '../../../../shared/contract/credits.schema';
import type { StoredCreditEntry } from '../../../domain/credits/credit-statement.ports';
import { camelCased, numberOrZero, orNull, storedText, userItemKey } from './entity';
import type { EntityDoc } from './entity-doc';
import { digits, documented, keyTemplate, text } from './key-template';

/**
 * The n-th move of a user's credits (n from 1, no gaps): delta, the balance it left, reason and
 * what it paid for, written with the move under the plan's `ledger_seq` (credit-ledger.ts); the
 * statement reads them newest first. Beside each, the move's idempotency key
 * (domain/credits/credit-moves.ts), kept for good: the same key cannot move credits twice.
 */
export const CREDIT_ENTRY_PREFIX = 'CREDIT#';
/** Digits of an entry's number in its sort key, so the keys sort as the numbers do. */
const CREDIT_SEQ_DIGITS = 12;

export const creditEntryKey = keyTemplate([text('sub'), digits('seq', CREDIT_SEQ_DIGITS)], (sub, seq) =>
  userItemKey(sub, `${CREDIT_ENTRY_PREFIX}${seq}`),
);
/** The sort key above every entry of a partition (the newest end of a range read). */
export const AFTER_EVERY_CREDIT_ENTRY = `${CREDIT_ENTRY_PREFIX}~`;

export const creditMoveKey = keyTemplate([text('sub'), text('move key')], (sub, key) =>
  userItemKey(sub, `MOVE#${key}`),
);

/** What the statement reads of an entry (the ledger writes more: toCreditEntryItem). */
export const creditEntryItemSchema = z.object({
  seq: z.number(),
  /** Epoch ms. */
  at: z.number(),
  delta: z.number(),
  balance_after: z.number(),
  reason: storedText<CreditStatementReason>(),
  subject: orNull(storedText<CreditSubject>()),
  subject_id: orNull(z.string()),
  api_key_id: numberOrZero(),
});

/** What the credit books check reads of an entry: the statement's figures and an older account's opening. */
export const creditBooksEntrySchema = creditEntryItemSchema
  .pick({ seq: true, delta: true, balance_after: true })
  .extend({ opening_balance: z.number().optional() });

export const creditEntryFromItem = (item: Record<string, unknown>): StoredCreditEntry => {
  const { at, ...entry } = camelCased(creditEntryItemSchema.parse(item));
  return { ...entry, atMs: at };
};

/** What a move's entry records (credit-ledger.ts decides it). */
export interface CreditEntryWrite {
  readonly userId: string;
  readonly seq: number;
  /** Epoch ms. */
  readonly atMs: number;
  readonly delta: number;
  /** Set on the first entry of an account whose plan predates the numbered ledger. */
  readonly openingBalance?: number;
  readonly usedDelta: number;
  readonly balanceAfter: number;
  readonly usedAfter: number;
  readonly activeAfter: number;
  readonly reason: CreditStatementReason;
  /** The move's own reason and idempotency key. */
  readonly move: string;
  readonly key: string;
  readonly subject: CreditSubject | null;
  readonly subjectId: string | null;
  readonly apiKeyId: number;
  readonly chain: string | null;
}

export const toCreditEntryItem = (e: CreditEntryWrite) => ({
  ...creditEntryKey(e.userId, e.seq),
  type: 'CreditEntry',
  user_id: e.userId,
  seq: e.seq,
  at: e.atMs,
  delta: e.delta,
  ...(e.openingBalance === undefined ? {} : { opening_balance: e.openingBalance }),
  used_delta: e.usedDelta,
  balance_after: e.balanceAfter,
  used_after: e.usedAfter,
  active_after: e.activeAfter,
  reason: e.reason,
  move: e.move,
  key: e.key,
  subject: e.subject,
  subject_id: e.subjectId,
  api_key_id: e.apiKeyId,
  chain: e.chain,
});

export const toCreditMoveKeyItem = (userId: string, key: string, seq: number) => ({
  ...creditMoveKey(userId, key),
  type: 'CreditMoveKey',
  seq,
});

export const creditDocs: readonly EntityDoc[] = [
  {
    item: 'credit entry',
    key: documented(creditEntryKey, 'u1', 42),
    reads: [
      "a user's credit statement, newest first (a range read by number)",
      'the credit books check (a Scan, operators only)',
    ],
    holds:
      'seq, at (epoch ms), delta, used_delta, balance_after, used_after, active_after, opening_balance (first entry of an older account), reason, move, key, subject, subject_id, api_key_id, chain; put only if new with the move; kept',
  },
  {
    item: 'credit move key',
    key: documented(creditMoveKey, 'u1', 'screen:req-1'),
    reads: ['has this credit move been applied (consistent read before deciding a move)'],
    holds: "the entry's seq; put only if new with the move; kept",
  },
];
