import type { StoredCreditEntry } from './credit-statement.ports';

/**
 * `npm run credits:check`: does every account's ledger add up? For each account, from what the
 * table holds:
 * - the entries are numbered 1…n without gaps, and n is the plan's move count;
 * - each entry's balance is the one before plus its delta (from 0 before the first, or the
 *   balance an account had when its plan predates the numbered ledger);
 * - the last entry's balance is the plan's balance;
 * - the balance, the credits used and the queries running are within their bounds;
 * - the count of monitored addresses is the number of addresses monitored.
 */
export interface AccountBooks {
  readonly userId: string;
  readonly plan: {
    readonly queryQuota: number;
    readonly usedQueryQuota: number;
    readonly activeQueries: number;
    readonly seq: number;
  } | null;
  /**
   * Any order. `openingBalance`: on an account's first entry when its plan predates the numbered
   * ledger, the balance it had then (the chain starts from it instead of 0).
   */
  readonly entries: readonly (Pick<StoredCreditEntry, 'seq' | 'delta' | 'balanceAfter'> & {
    readonly openingBalance?: number;
  })[];
  readonly monitorsCounted: number;
  readonly monitorsStored: number;
}

export interface Discrepancy {
  readonly userId: string;
  readonly problem: string;
}

export function reconcile(books: AccountBooks): Discrepancy[] {
  const problems: string[] = [];
  const { plan } = books;
  const entries = [...books.entries].sort((a, b) => a.seq - b.seq);
  entries.forEach((entry, i) => {
    if (entry.seq !== i + 1) problems.push(`entry ${i + 1} is missing (found ${entry.seq} in its place)`);
  });
  let balance = entries[0]?.seq === 1 ? (entries[0].openingBalance ?? 0) : 0;
  for (const entry of entries) {
    if (entry.balanceAfter !== balance + entry.delta)
      problems.push(
        `entry ${entry.seq}: balance ${entry.balanceAfter} is not ${balance} ${entry.delta < 0 ? '−' : '+'} ${Math.abs(entry.delta)}`,
      );
    balance = entry.balanceAfter;
  }
  if (!plan) {
    if (entries.length > 0) problems.push(`${entries.length} entries but no plan`);
  } else {
    if (plan.seq !== entries.length)
      problems.push(`the plan counts ${plan.seq} moves, the ledger holds ${entries.length}`);
    if (entries.length > 0 && balance !== plan.queryQuota)
      problems.push(`balance ${plan.queryQuota}, but the entries add up to ${balance}`);
    if (plan.queryQuota < 0) problems.push(`negative balance ${plan.queryQuota}`);
    if (plan.usedQueryQuota < 0) problems.push(`negative credits used ${plan.usedQueryQuota}`);
    // Above the cap is possible after a downgrade: queries in flight keep their slots.
    if (plan.activeQueries < 0) problems.push(`negative count of running queries ${plan.activeQueries}`);
  }
  if (books.monitorsCounted < 0)
    problems.push(`negative count of monitored addresses ${books.monitorsCounted}`);
  if (books.monitorsCounted !== books.monitorsStored)
    problems.push(`${books.monitorsCounted} monitored addresses counted, ${books.monitorsStored} stored`);
  return problems.map((problem) => ({ userId: books.userId, problem }));
}
