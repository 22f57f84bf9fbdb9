import { fireEvent, screen, within } from '@testing-library/react';
import type { RiskReason } from '../../../../../shared/contract/queries.schema';
import { formatDisplayDate as formatDate } from '../../../lib/display-time-zone';
import { storageKeys } from '../../../lib/storage';
import { renderWithProviders } from '../../../test/render';
import { RiskMetricsSection } from './risk-metrics-section';
import { testReport } from './test-reports';

/** The value shown under a figure's label. */
const figure = (label: string) => screen.getByText(label).nextElementSibling;
const reasons = () => screen.getAllByTestId('risk-reason');

describe('risk metrics (spec 02 §2, §9)', () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('shows the risky totals, their shares and the bar (ratio / 50)', () => {
    renderWithProviders(<RiskMetricsSection report={testReport('sanctioned')} />);
    expect(screen.getByRole('region', { name: 'Risk metrics' })).toBeInTheDocument();
    expect(figure('Risky amount')).toHaveTextContent('2,998.95 USDT');
    expect(figure('Risky addresses')).toHaveTextContent('2');
    expect(figure('Risky transfers')).toHaveTextContent('3');
    expect(figure('Share of the total amount')).toHaveTextContent('0.63%');
    expect(figure('Share of all transfers')).toHaveTextContent('0.5%');
    expect(figure('Average per risky address')).toHaveTextContent('1,499.48 USDT');
    expect(figure('Average per risky transfer')).toHaveTextContent('999.65 USDT');
    // 0.63% of the amount fills 0.63 / 50 of the bar.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1.3');
  });

  it('explains a high level by its sanction reasons, grouped by exposure', () => {
    renderWithProviders(<RiskMetricsSection report={testReport('sanctioned')} />);
    expect(screen.getByText('4 findings; the most serious one sets the level.')).toBeInTheDocument();
    const [first, second, third] = reasons();
    expect(within(first!).getByText('High')).toBeInTheDocument();
    expect(within(first!).getByText('Sanctioned')).toBeInTheDocument();
    expect(first).toHaveTextContent('2,268.50 USDT');
    expect(within(first!).getByText('TDHJNJ…YGXp9L')).toBeInTheDocument();
    expect(
      within(first!).getAllByRole('button', { name: /^Copy transaction hash [0-9a-f]{64}$/ }),
    ).toHaveLength(2);
    expect(within(second!).getByText('High')).toBeInTheDocument();
    expect(within(third!).getByText('Medium-low')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Direct counterparty/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Counterparty of a counterparty/ })).toBeInTheDocument();
    expect(screen.queryByText(/No risk evidence/)).not.toBeInTheDocument();
  });

  it('says plainly that no risk evidence was found for a level-0 report', () => {
    renderWithProviders(<RiskMetricsSection report={testReport('exchange')} />);
    expect(
      screen.getByText(/^No risk evidence was found: .* in the 32,207 transfers analysed\.$/),
    ).toBeInTheDocument();
    expect(screen.queryAllByTestId('risk-reason')).toHaveLength(0);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('keeps level-0 notes apart from evidence', () => {
    const report = testReport('poisoning');
    report.reasons = report.reasons.filter((r) => r.exposure === 'lookalike');
    report.risk_level = 0;
    renderWithProviders(<RiskMetricsSection report={report} />);
    expect(screen.getByText(/^No risk evidence raised the level/)).toBeInTheDocument();
    expect(reasons()).toHaveLength(2);
  });

  it('shows the poisoning lookalikes beside the addresses they imitate', () => {
    const report = testReport('poisoning');
    const [lookalike] = report.lookalikes!;
    report.lookalikes![1]!.outbound_amount = '1250.5';
    renderWithProviders(<RiskMetricsSection report={report} />);
    const list = screen.getByRole('list', { name: 'Lookalike addresses' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(lookalike!.address);
    expect(items[0]).toHaveTextContent(lookalike!.mimics);
    expect(items[0]).toHaveTextContent(formatDate(lookalike!.first_seen));
    expect(within(items[0]!).getByText('Transfers from it').nextElementSibling).toHaveTextContent('8');
    expect(within(items[0]!).getByText('Sent to it (likely lost)').nextElementSibling).toHaveTextContent(
      '0.00 USDT',
    );
    expect(within(items[1]!).getByText('Sent to it (likely lost)').nextElementSibling).toHaveTextContent(
      '1,250.50 USDT',
    );
    expect(
      within(items[0]!).getByRole('button', { name: `Copy address ${lookalike!.address}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Left out of the exposure figures (still counted in the totals): 12 transfers with lookalike addresses.',
      ),
    ).toBeInTheDocument();
  });

  it('has no lookalike part without lookalikes, and lists dust left out of the exposure', () => {
    renderWithProviders(<RiskMetricsSection report={testReport('exchange')} />);
    expect(screen.queryByRole('list', { name: 'Lookalike addresses' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Left out of the exposure figures (still counted in the totals): 1 unsolicited dust transfer (0.01 USDT).',
      ),
    ).toBeInTheDocument();
  });

  it('shows five reasons of a group until asked for all', () => {
    const report = testReport('sanctioned');
    const direct = report.reasons[0]!;
    report.reasons = Array.from(
      { length: 7 },
      (_, i): RiskReason => ({ ...direct, counterparty: `T${i}`, amount: String(100 - i) }),
    );
    renderWithProviders(<RiskMetricsSection report={report} />);
    expect(reasons()).toHaveLength(5);
    const toggle = screen.getByRole('button', { name: 'Show all 7' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(reasons()).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });
});
