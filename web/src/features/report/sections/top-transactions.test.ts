import {
  goToPage,
  initialTopTableState,
  sortBy,
  sortTopTransactions,
  TOP_PAGE_SIZE,
  type TopTransaction,
  topTablePage,
} from './top-transactions';

const row = (n: number, overrides: Partial<TopTransaction> = {}): TopTransaction => ({
  own_address: 'TOwn',
  counterparty_address: `T${String(n).padStart(3, '0')}`,
  total_amount: String(n * 10),
  total_count: 100 - n,
  last_transaction_time: new Date(Date.UTC(2026, 0, 1 + (n % 7))).toISOString(),
  ...overrides,
});
const addresses = (rows: readonly TopTransaction[]) => rows.map((r) => r.counterparty_address);

describe('top counterparties sorting (spec 02 §2)', () => {
  it('starts on total amount, descending, page 1', () => {
    expect(initialTopTableState).toEqual({ key: 'total_amount', direction: 'desc', page: 1 });
  });

  it('flips the direction of the current key and starts a new key descending', () => {
    const asc = sortBy(initialTopTableState, 'total_amount');
    expect(asc).toMatchObject({ key: 'total_amount', direction: 'asc' });
    expect(sortBy(asc, 'total_amount')).toMatchObject({ key: 'total_amount', direction: 'desc' });
    expect(sortBy(asc, 'total_count')).toMatchObject({ key: 'total_count', direction: 'desc' });
  });

  it('goes back to page 1 on every sort', () => {
    const onPage3 = goToPage(initialTopTableState, 3, 50);
    expect(onPage3.page).toBe(3);
    expect(sortBy(onPage3, 'last_transaction_time').page).toBe(1);
    expect(sortBy(onPage3, 'total_amount').page).toBe(1);
  });

  it('keeps the page within 1..total pages', () => {
    expect(goToPage(initialTopTableState, 9, 25).page).toBe(3);
    expect(goToPage(initialTopTableState, 0, 25).page).toBe(1);
    expect(goToPage(initialTopTableState, -2, 25).page).toBe(1);
    expect(goToPage(initialTopTableState, 2, 0).page).toBe(1);
  });

  it('compares amounts as numbers, not as text', () => {
    const rows = [
      row(1, { total_amount: '9.5' }),
      row(2, { total_amount: '100' }),
      row(3, { total_amount: '20' }),
    ];
    expect(addresses(sortTopTransactions(rows, 'total_amount', 'desc'))).toEqual(['T002', 'T003', 'T001']);
    expect(addresses(sortTopTransactions(rows, 'total_amount', 'asc'))).toEqual(['T001', 'T003', 'T002']);
  });

  it('sorts by count and by last transfer time', () => {
    const rows = [
      row(1, { total_count: 5, last_transaction_time: '2026-03-01T00:00:00Z' }),
      row(2, { total_count: 50, last_transaction_time: '2026-01-01T00:00:00Z' }),
      row(3, { total_count: 7, last_transaction_time: '2026-05-01T00:00:00Z' }),
    ];
    expect(addresses(sortTopTransactions(rows, 'total_count', 'desc'))).toEqual(['T002', 'T003', 'T001']);
    expect(addresses(sortTopTransactions(rows, 'last_transaction_time', 'desc'))).toEqual([
      'T003',
      'T001',
      'T002',
    ]);
  });

  it('keeps the report order on ties and puts unreadable values last when descending', () => {
    const rows = [
      row(1, { total_amount: '5' }),
      row(2, { total_amount: 'n/a' }),
      row(3, { total_amount: '5' }),
      row(4, { total_amount: '8' }),
    ];
    expect(addresses(sortTopTransactions(rows, 'total_amount', 'desc'))).toEqual([
      'T004',
      'T001',
      'T003',
      'T002',
    ]);
    const times = [
      row(1, { last_transaction_time: '0001-01-01T00:00:00Z' }),
      row(2, { last_transaction_time: 'bad' }),
    ];
    expect(addresses(sortTopTransactions(times, 'last_transaction_time', 'desc'))).toEqual(['T001', 'T002']);
  });
});

describe('top counterparties pages', () => {
  const rows = Array.from({ length: 23 }, (_, i) => row(i + 1));

  it('shows 10 rows a page, the largest amounts first', () => {
    const first = topTablePage(rows, initialTopTableState);
    expect(first.rows).toHaveLength(TOP_PAGE_SIZE);
    expect(first.pages).toBe(3);
    expect(first.firstRank).toBe(1);
    expect(first.rows[0]!.counterparty_address).toBe('T023');
    const last = topTablePage(rows, { ...initialTopTableState, page: 3 });
    expect(addresses(last.rows)).toEqual(['T003', 'T002', 'T001']);
    expect(last.firstRank).toBe(21);
  });

  it('clamps a page beyond the rows there are', () => {
    const view = topTablePage(rows.slice(0, 4), { ...initialTopTableState, page: 3 });
    expect(view.page).toBe(1);
    expect(view.rows).toHaveLength(4);
  });

  it('has one empty page without rows', () => {
    expect(topTablePage([], initialTopTableState)).toMatchObject({ rows: [], page: 1, pages: 1 });
  });
});
