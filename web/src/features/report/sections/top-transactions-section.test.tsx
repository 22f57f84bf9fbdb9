import { fireEvent, screen, within } from '@testing-library/react';
import { formatDisplayAmount as formatAmount } from '../../../../../shared/format/number-format';
import { storageKeys } from '../../../lib/storage';
import { onWideScreen } from '../../../test/media-queries';
import { renderWithProviders } from '../../../test/render';
import { testReport } from './test-reports';
import { TopTransactionsSection } from './top-transactions-section';

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const header = (name: string) => within(table()).getByRole('button', { name }).closest('th');
const sortButton = (name: string) => within(table()).getByRole('button', { name });
/** The counterparty addresses (as the copy buttons name them) of the table's rows. */
const shownAddresses = () =>
  bodyRows().map(
    (row) =>
      within(row)
        .getByRole('button', { name: /^Copy address / })
        .getAttribute('aria-label')!
        .split(' ')[2],
  );
const pageButton = (n: number) => screen.getByRole('button', { name: `Page ${n}` });

describe('top counterparties (spec 02 §2)', () => {
  let restoreScreen: () => void = () => {};
  beforeEach(() => {
    localStorage.setItem(storageKeys.language, 'en-US');
    restoreScreen = onWideScreen();
  });
  afterEach(() => restoreScreen());

  it('shows the 10 largest totals first, shortened 6 + 6 with a copy button', () => {
    const report = testReport('exchange');
    renderWithProviders(<TopTransactionsSection report={report} />);
    expect(screen.getByRole('region', { name: 'Top counterparties' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    const [top] = report.top_transaction;
    const first = within(bodyRows()[0]!);
    expect(first.getByText('0x039b…0ee1ab')).toBeInTheDocument();
    expect(first.getByText(`${formatAmount(top!.total_amount, 'en-US')} USDT`)).toBeInTheDocument();
    expect(header('Total amount')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Transfers')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByText('100 records · page 1 of 10')).toBeInTheDocument();
  });

  it('sorts a new key descending, then flips it, back on page 1', () => {
    const report = testReport('exchange');
    const byCount = [...report.top_transaction].sort((a, b) => b.total_count - a.total_count);
    renderWithProviders(<TopTransactionsSection report={report} />);
    fireEvent.click(pageButton(3));
    expect(pageButton(3)).toHaveAttribute('aria-current', 'page');

    fireEvent.click(sortButton('Transfers'));
    expect(header('Transfers')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Total amount')).toHaveAttribute('aria-sort', 'none');
    expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
    expect(within(bodyRows()[0]!).getByText(String(byCount[0]!.total_count))).toBeInTheDocument();

    fireEvent.click(sortButton('Transfers'));
    expect(header('Transfers')).toHaveAttribute('aria-sort', 'ascending');
    expect(within(bodyRows()[0]!).getByText(String(byCount.at(-1)!.total_count))).toBeInTheDocument();
  });

  it('sorts by the last transfer, latest first', () => {
    const report = testReport('sanctioned');
    const latest = [...report.top_transaction].sort((a, b) =>
      b.last_transaction_time.localeCompare(a.last_transaction_time),
    );
    renderWithProviders(<TopTransactionsSection report={report} />);
    fireEvent.click(sortButton('Last transfer'));
    expect(header('Last transfer')).toHaveAttribute('aria-sort', 'descending');
    expect(shownAddresses()).toEqual(latest.slice(0, 10).map((t) => t.counterparty_address));
  });

  it('pages through 10 rows at a time and stops at the last page', () => {
    const report = testReport('sanctioned');
    renderWithProviders(<TopTransactionsSection report={report} />);
    fireEvent.click(pageButton(2));
    expect(shownAddresses()).toEqual(report.top_transaction.slice(10, 20).map((t) => t.counterparty_address));
    expect(within(bodyRows()[0]!).getByText('11')).toBeInTheDocument();
    // 56 rows: page 6 holds the last 6, and there is no next page.
    fireEvent.click(pageButton(5));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('marks the risky counterparties and the lookalikes', () => {
    const report = testReport('poisoning');
    report.reasons.push({
      rule: 'direct_counterparty',
      category: 'gamble',
      level: 1,
      amount: '10',
      counterparty: report.top_transaction[0]!.counterparty_address,
      evidence_tx_hashes: [],
      exposure: 'direct',
    });
    renderWithProviders(<TopTransactionsSection report={report} />);
    expect(within(bodyRows()[0]!).getByText('Gambling')).toBeInTheDocument();
    fireEvent.click(pageButton(2));
    // The two lookalikes sent dust: the smallest totals, last in the list.
    expect(within(bodyRows().at(-1)!).getByText('Lookalike')).toBeInTheDocument();
    expect(within(bodyRows().at(-2)!).getByText('Lookalike')).toBeInTheDocument();
  });

  it('shows cards on a phone, sortable, with the current key pressed', () => {
    restoreScreen();
    const report = testReport('exchange');
    renderWithProviders(<TopTransactionsSection report={report} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Top counterparties' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(10);
    const sortGroup = within(screen.getByRole('group', { name: 'Sort by' }));
    expect(sortGroup.getByRole('button', { name: 'Total amount, descending' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(sortGroup.getByRole('button', { name: 'Transfers' }));
    expect(sortGroup.getByRole('button', { name: 'Transfers, descending' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const most = Math.max(...report.top_transaction.map((t) => t.total_count));
    const firstCard = within(screen.getByRole('list', { name: 'Top counterparties' })).getAllByRole(
      'listitem',
    )[0]!;
    expect(firstCard).toHaveTextContent(`${most} transfers`);
  });

  it("shows '-' for an empty last transfer time and a note without counterparties", () => {
    const report = testReport('sanctioned');
    report.top_transaction = report.top_transaction.slice(0, 1);
    report.top_transaction[0]!.last_transaction_time = '0001-01-01T00:00:00Z';
    const { unmount } = renderWithProviders(<TopTransactionsSection report={report} />);
    expect(within(bodyRows()[0]!).getByText('-')).toBeInTheDocument();
    unmount();

    renderWithProviders(<TopTransactionsSection report={{ ...report, top_transaction: [] }} />);
    expect(screen.getByText('No counterparties in the analysed range.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
