import { type AccountBooks, reconcile } from './reconciliation';

const books = (overrides: Partial<AccountBooks> = {}): AccountBooks => ({
  userId: 'u1',
  plan: { queryQuota: 7, usedQueryQuota: 3, activeQueries: 0, seq: 3 },
  entries: [
    { seq: 2, delta: -3, balanceAfter: 7 },
    { seq: 1, delta: 10, balanceAfter: 10 },
    { seq: 3, delta: 0, balanceAfter: 7 },
  ],
  monitorsCounted: 2,
  monitorsStored: 2,
  ...overrides,
});

describe('credit reconciliation', () => {
  it('finds nothing wrong with books that add up, in any order', () => {
    expect(reconcile(books())).toEqual([]);
  });

  it('names a missing entry, a broken chain, a balance the entries do not reach and a stray count', () => {
    const problems = reconcile(
      books({
        plan: { queryQuota: 9, usedQueryQuota: 3, activeQueries: -1, seq: 4 },
        entries: [
          { seq: 1, delta: 10, balanceAfter: 10 },
          { seq: 3, delta: -3, balanceAfter: 8 },
        ],
        monitorsCounted: -1,
        monitorsStored: 0,
      }),
    ).map((d) => d.problem);

    expect(problems).toEqual([
      'entry 2 is missing (found 3 in its place)',
      'entry 3: balance 8 is not 10 − 3',
      'the plan counts 4 moves, the ledger holds 2',
      'balance 9, but the entries add up to 8',
      'negative count of running queries -1',
      'negative count of monitored addresses -1',
      '-1 monitored addresses counted, 0 stored',
    ]);
  });

  it('starts the chain of an account that predates the numbered ledger from the balance it had', () => {
    expect(
      reconcile(
        books({
          plan: { queryQuota: 40, usedQueryQuota: 3, activeQueries: 0, seq: 1 },
          entries: [{ seq: 1, delta: -3, balanceAfter: 40, openingBalance: 43 }],
        }),
      ),
    ).toEqual([]);
  });
});
