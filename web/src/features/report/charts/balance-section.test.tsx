import { fireEvent, screen, within } from '@testing-library/react';
import { storageKeys } from '../../../lib/storage';
import { renderWithProviders } from '../../../test/render';
import { BalanceSection, KEY_POINTS_SHOWN } from './balance-section';
import { reportWith, testReports } from './test-reports';

const keyPointRows = () =>
  within(screen.getByRole('table', { name: 'Key points' }))
    .getAllByRole('row')
    .slice(1);

describe('balance section (spec 02 §2, §9)', () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('sums up the lowest, highest and latest balance', () => {
    renderWithProviders(<BalanceSection report={testReports.sanctioned} />);
    expect(screen.getByText('Lowest balance').nextElementSibling).toHaveTextContent('0.00 USDT2026/02/26');
    expect(screen.getByText('Highest balance').nextElementSibling).toHaveTextContent(
      '19,308.28 USDT2026/04/01',
    );
    expect(screen.getByText('Latest balance').nextElementSibling).toHaveTextContent(
      '4,418.63 USDT2026/11/19',
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      /^Line chart of the balance from 2026\/02\/11 to 2026\/11\/19: lowest 0\.00 USDT, highest 19,308\.28 USDT/,
    );
  });

  it('lists the notable key points, ten first, and counts the stable days', () => {
    renderWithProviders(<BalanceSection report={testReports.sanctioned} />);
    expect(
      screen.getByText('1 peak, 0 valleys, 143 significant changes; 35 stable days not listed.'),
    ).toBeInTheDocument();
    const rows = keyPointRows();
    expect(rows).toHaveLength(KEY_POINTS_SHOWN);
    expect(rows[0]).toHaveTextContent('2026/02/11Start918.65');
    expect(rows[1]).toHaveTextContent('Significant change');
    expect(rows[1]).toHaveTextContent('+277.1%');
    expect(screen.queryByText('Stable')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Show all 145' }));
    expect(keyPointRows()).toHaveLength(145);
    expect(keyPointRows().filter((r) => r.textContent?.includes('Peak'))).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(keyPointRows()).toHaveLength(KEY_POINTS_SHOWN);
  });

  it('explains an approximate history rebuilt from the current balance', () => {
    const { unmount } = renderWithProviders(<BalanceSection report={testReports.sanctioned} />);
    expect(screen.queryByText(/approximate/)).not.toBeInTheDocument();
    unmount();
    const coverage = { ...testReports.sanctioned.coverage, balance_basis: 'backward_from_current' as const };
    renderWithProviders(<BalanceSection report={reportWith('sanctioned', { coverage })} />);
    expect(screen.getByText(/worked out backwards from the current balance/)).toBeInTheDocument();
  });

  it('classifies the points itself without metrics', () => {
    const historical_balance = [
      { date: '2026-01-01', balance: '100' },
      { date: '2026-01-02', balance: '300' },
      { date: '2026-01-03', balance: '100' },
    ];
    renderWithProviders(
      <BalanceSection report={reportWith('sanctioned', { historical_balance, metrics: undefined })} />,
    );
    expect(keyPointRows().map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Start',
      'Peak',
      'Valley',
    ]);
    expect(keyPointRows()[2]).toHaveTextContent('-66.7%');
  });

  it('has an empty state without history', () => {
    renderWithProviders(<BalanceSection report={reportWith('sanctioned', { historical_balance: [] })} />);
    expect(screen.getByText('No balance history')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
