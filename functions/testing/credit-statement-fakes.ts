import type { CreditStatementReader, StoredCreditEntry } from '../domain/credits/credit-statement.ports';

/**
 * An in-memory credit ledger for unit tests of the statement: the same paging contract as the
 * DynamoDB reader (newest first, entries numbered below `beforeSeq`, `more` while older ones
 * remain), and the reads it was asked for, so a test can see how the service paged.
 */
export function fakeCreditStatement(ledgers: Readonly<Record<string, readonly StoredCreditEntry[]>>) {
  const reads: { userId: string; limit: number; beforeSeq?: number }[] = [];
  const reader: CreditStatementReader = {
    async page(userId, { limit, beforeSeq }) {
      reads.push({ userId, limit, ...(beforeSeq === undefined ? {} : { beforeSeq }) });
      const below = [...(ledgers[userId] ?? [])]
        .filter((e) => beforeSeq === undefined || e.seq < beforeSeq)
        .sort((a, b) => b.seq - a.seq);
      return { entries: below.slice(0, limit), more: below.length > limit };
    },
  };
  return { reader, reads };
}

const HOUR_MS = 3_600_000;

/**
 * A ledger of `count` moves, seq 1 to count, an hour apart from `startMs`: an opening grant, then
 * query holds and settlements, whose balances add up from the grant.
 */
export function creditLedger(count: number, startMs = Date.UTC(2026, 10, 1)): StoredCreditEntry[] {
  const entries: StoredCreditEntry[] = [];
  let balance = 0;
  for (let seq = 1; seq <= count; seq++) {
    const opening = seq === 1;
    const delta = opening ? 10 * count : seq % 2 === 0 ? -1 : 0;
    balance += delta;
    entries.push({
      seq,
      atMs: startMs + (seq - 1) * HOUR_MS,
      delta,
      balanceAfter: balance,
      reason: opening ? 'plan_grant' : seq % 2 === 0 ? 'query_hold' : 'query_settle',
      subject: opening ? 'plan' : 'query',
      subjectId: opening ? 'plan-2' : `q_${String(Math.floor(seq / 2)).padStart(16, '0')}`,
      apiKeyId: 0,
    });
  }
  return entries;
}

export const storedCreditEntry = (overrides: Partial<StoredCreditEntry> = {}): StoredCreditEntry => ({
  seq: 1,
  atMs: Date.UTC(2026, 10, 21, 8, 21),
  delta: -3,
  balanceAfter: 1497,
  reason: 'alert_push',
  subject: 'alert',
  subjectId: 'a1b2c3',
  apiKeyId: 0,
  ...overrides,
});
