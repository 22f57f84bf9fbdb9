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
    // A note reads as one: no green "Low" beside the red category.
    for (const card of reasons()) {
      expect(within(card).getByText('Note')).toBeInTheDocument();
      expect(within(card).queryByText('Low')).not.toBeInTheDocument();
    }
  });

  it('counts every finding it draws, notes included', () => {
    renderWithProviders(<RiskMetricsSection report={testReport('poisoning')} />);
    expect(reasons()).toHaveLength(3);
    expect(screen.getByTestId('findings-count')).toHaveTextContent(
      '3 findings, 2 of them notes that do not raise the level; the most serious one sets the level.',
    );
  });

  it('measures the exposure bar as direct plus indirect, never 0% beside an indirect share', () => {
    const report = testReport('indirect');
    report.exposure = {
      direct: { amount: '0', address_count: 0, transfer_count: 0, share_percent: 0 },
      indirect: { amount: '812.4', address_count: 2, transfer_count: 5, share_percent: 0.11 },
    };
    report.assessment = {
      verdict: 'review',
      policy: { id: 'default', version: 1 },
      deciding_findings: [],
    };
    renderWithProviders(<RiskMetricsSection report={report} />);
    expect(screen.getByTestId('exposure-total')).toHaveTextContent('0.11%');
    expect(within(screen.getByTestId('exposure-indirect')).getByText('0.11%')).toBeInTheDocument();
    expect(screen.getByText('Risk exposure, direct and indirect')).toBeInTheDocument();
    // 0.11% of a bar that is full at 50%.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0.2');
  });

  it('shows the poisoning lookalikes beside the addresses they imitate, paid ones first', () => {
    const report = testReport('poisoning');
    const [lookalike, paid] = report.lookalikes!;
    paid!.outbound_amount = '1250.5';
    renderWithProviders(<RiskMetricsSection report={report} />);
    const list = screen.getByRole('list', { name: 'Lookalike addresses' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(paid!.address);
    expect(within(items[0]!).getByText('Sent to it (likely lost)').nextElementSibling).toHaveTextContent(
      '1,250.50 USDT',
    );
    expect(items[1]).toHaveTextContent(lookalike!.address);
    expect(items[1]).toHaveTextContent(lookalike!.mimics);
    expect(items[1]).toHaveTextContent(formatDate(lookalike!.first_seen));
    expect(within(items[1]!).getByText('Transfers from it').nextElementSibling).toHaveTextContent('8');
    expect(within(items[1]!).getByText('Sent to it (likely lost)').nextElementSibling).toHaveTextContent(
      '0.00 USDT',
    );
    expect(
      within(items[1]!).getByRole('button', { name: `Copy address ${lookalike!.address}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Left out of the exposure figures (still counted in the totals): 12 transfers with lookalike addresses.',
      ),
    ).toBeInTheDocument();
  });

  it('folds the unpaid lookalikes of a busy address behind "Show N more"', () => {
    const report = testReport('poisoning');
    const [template] = report.lookalikes!;
    report.lookalikes = Array.from({ length: 20 }, (_, i) => ({
      ...template!,
      address: `${template!.address.slice(0, -3)}${String(i).padStart(3, '0')}`,
      outbound_amount: i === 4 || i === 7 ? String(i * 10) : '0',
    }));
    renderWithProviders(<RiskMetricsSection report={report} />);
    const list = () =>
      within(screen.getByRole('list', { name: 'Lookalike addresses' })).getAllByRole('listitem');
    // The two paid ones, the larger loss first, then one unpaid to make the three shown.
    expect(list()).toHaveLength(3);
    expect(list()[0]).toHaveTextContent('70.00 USDT');
    expect(list()[1]).toHaveTextContent('40.00 USDT');
    const more = screen.getByRole('button', { name: 'Show 17 more lookalikes nothing was sent to' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(list()).toHaveLength(20);
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
