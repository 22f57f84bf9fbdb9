import { fireEvent, screen, within } from '@testing-library/react';
import { storageKeys } from '../../../lib/storage';
import { renderWithProviders } from '../../../test/render';
import { RiskTypeSection } from './risk-type-section';
import { reportWith, testReports } from './test-reports';

const dataRows = () =>
  within(screen.getByRole('table', { name: 'Risk types' }))
    .getAllByRole('row')
    .slice(1);
const typeColumn = () => dataRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('risk-type section (spec 02 §2)', () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('hides normal by default and shows it on request', () => {
    renderWithProviders(<RiskTypeSection report={testReports.sanctioned} />);
    const toggle = screen.getByRole('button', { name: 'Show normal' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(typeColumn()).toEqual(['Sanctioned']);
    const row = dataRows()[0]!;
    expect(row).toHaveTextContent('High');
    expect(row).toHaveTextContent('2,998.95');
    expect(row).toHaveTextContent('0.63%');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(typeColumn()).toEqual(['Normal', 'Sanctioned']);
  });

  it('orders and shares by count in count mode', () => {
    const report = reportWith('sanctioned', {
      risk_type: [
        { type: 'normal', amount: '1000', count: 100 },
        { type: 'sanction', amount: '500', count: 2 },
        { type: 'gamble', amount: '100', count: 20 },
      ],
    });
    renderWithProviders(<RiskTypeSection report={report} />);
    expect(typeColumn()).toEqual(['Sanctioned', 'Gambling']);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      /by amount: Sanctioned 500(\.00)? USDT and Gambling 100/,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Count' }));
    expect(screen.getByRole('button', { name: 'Count' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Amount' })).toHaveAttribute('aria-pressed', 'false');
    expect(typeColumn()).toEqual(['Gambling', 'Sanctioned']);
    expect(dataRows()[0]).toHaveTextContent('Medium');
    // 20 of 122 transfers.
    expect(dataRows()[0]).toHaveTextContent('16.39%');
    expect(screen.getByRole('img')).toHaveAccessibleName(
      /by number of transfers: Gambling 20 and Sanctioned 2/,
    );
  });

  it('shows at most 10 rows and says how many more there are', () => {
    const risk_type = Array.from({ length: 12 }, (_, i) => ({
      type: `custom_${i}`,
      amount: String(1000 - i),
      count: 1,
    }));
    renderWithProviders(<RiskTypeSection report={reportWith('sanctioned', { risk_type })} />);
    expect(dataRows()).toHaveLength(10);
    // Unknown types are shown by their raw name.
    expect(typeColumn()[0]).toBe('custom_0');
    expect(screen.getByText('2 more types are not shown.')).toBeInTheDocument();
  });

  it('has an empty state when only normal transfers exist and normal is hidden', () => {
    renderWithProviders(<RiskTypeSection report={testReports.exchange} />);
    expect(screen.getByText('No risky counterparties')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Show normal' }));
    expect(typeColumn()).toEqual(['Normal']);
  });

  it('says so when there are no transfers at all', () => {
    renderWithProviders(<RiskTypeSection report={reportWith('sanctioned', { risk_type: [] })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show normal' }));
    expect(screen.getByText('No transfers to chart')).toBeInTheDocument();
  });
});
