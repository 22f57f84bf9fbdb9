import { screen, within } from '@testing-library/react';
import { formatDisplayDate as formatDate } from '../../../lib/display-time-zone';
import { storageKeys } from '../../../lib/storage';
import { renderWithProviders } from '../../../test/render';
import { AccountOverviewSection } from './account-overview-section';
import { testReport } from './test-reports';

/** The value shown under a figure's label. */
const figure = (label: string) => screen.getByText(label).nextElementSibling;

describe('account overview (spec 02 §2, §3, §9)', () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('identifies an exchange by name and mark, with its figures and bands', () => {
    const report = testReport('exchange');
    renderWithProviders(<AccountOverviewSection report={report} />);
    expect(screen.getByRole('region', { name: 'Account overview' })).toBeInTheDocument();
    expect(figure('Balance')).toHaveTextContent('5,156,943.35 USDT');
    expect(screen.getByText('Active')).toBeInTheDocument();
    const exchange = screen.getByTestId('exchange');
    expect(exchange).toHaveTextContent('Binance');
    expect(exchange.querySelector('[data-exchange-key="binance"]')).toHaveTextContent('B');
    expect(figure('Account type')).toHaveTextContent('Exchange');
    expect(figure('Account age')).toHaveTextContent('1 year');
    expect(figure('First transfer')).toHaveTextContent(formatDate(report.overview.first_transfer_time));
    expect(
      screen.getByRole('button', { name: `Copy address ${report.overview.first_transfer_address}` }),
    ).toBeInTheDocument();
    expect(figure('Inflow / outflow ratio')).toHaveTextContent(/^1\.01$/);
    expect(screen.getByText('Balanced')).toBeInTheDocument();
    expect(figure('Transaction frequency')).toHaveTextContent('High');
    expect(figure('Amount category')).toHaveTextContent('Large');
    expect(figure('Average per transfer')).toHaveTextContent('30,984.8762 USDT');
  });

  it('shows the flows in, out and in total with counts and latest times', () => {
    const report = testReport('sanctioned');
    renderWithProviders(<AccountOverviewSection report={report} />);
    const flows = within(screen.getByRole('group', { name: 'Flow of funds' }));
    expect(flows.getByText('239,993.18 USDT')).toBeInTheDocument();
    expect(flows.getByText('343 transfers')).toBeInTheDocument();
    expect(flows.getByText(`Latest: ${formatDate(report.overview.in_info.latest)}`)).toBeInTheDocument();
    expect(flows.getByText('235,574.55 USDT')).toBeInTheDocument();
    expect(flows.getByText('603 transfers')).toBeInTheDocument();
    expect(flows.getByText('475,567.73 USDT')).toBeInTheDocument();
    expect(figure('Account type')).toHaveTextContent('Ordinary address');
    expect(screen.queryByTestId('exchange')).not.toBeInTheDocument();
    expect(figure('Account age')).toHaveTextContent('9 months');
  });

  it('shows an infinite ratio when nothing went out (from the metrics and computed)', () => {
    const report = testReport('sanctioned');
    report.overview.out_info = { count: 0, amount: '0', latest: null };
    report.metrics = { ...report.metrics!, inflow_outflow_ratio: null, dominant_flow: 'inflow' };
    const { unmount } = renderWithProviders(<AccountOverviewSection report={report} />);
    expect(figure('Inflow / outflow ratio')).toHaveTextContent('∞ (No outflow)');
    expect(screen.getByText('Mostly inflow')).toBeInTheDocument();
    unmount();

    renderWithProviders(<AccountOverviewSection report={{ ...report, metrics: undefined }} />);
    expect(figure('Inflow / outflow ratio')).toHaveTextContent('∞ (No outflow)');
    expect(screen.getByText('Mostly inflow')).toBeInTheDocument();
  });

  it("shows '-' for empty and zero dates, and an unnamed exchange as unidentified", () => {
    const report = testReport('exchange');
    report.metrics = undefined;
    report.overview = {
      ...report.overview,
      exchange_name: null,
      first_transfer_time: null,
      first_transfer_address: null,
      in_info: { ...report.overview.in_info, latest: '0001-01-01T00:00:00Z' },
    };
    renderWithProviders(<AccountOverviewSection report={report} />);
    expect(figure('First transfer')).toHaveTextContent(/^-$/);
    expect(figure('First counterparty')).toHaveTextContent(/^-$/);
    expect(figure('Account age')).toHaveTextContent(/^-$/);
    expect(screen.getByText('Latest: -')).toBeInTheDocument();
    expect(screen.getByTestId('exchange')).toHaveTextContent('Unidentified exchange');
    expect(screen.getByTestId('exchange').querySelector('[data-exchange-key="default"]')).not.toBeNull();
  });

  it('marks an address without a transfer in 30 days inactive', () => {
    const report = testReport('sanctioned');
    report.metrics = { ...report.metrics!, active: false };
    renderWithProviders(<AccountOverviewSection report={report} />);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('speaks the interface language', () => {
    localStorage.setItem(storageKeys.language, 'zh-CN');
    renderWithProviders(<AccountOverviewSection report={testReport('exchange')} />);
    expect(screen.getByText('交易所')).toBeInTheDocument();
    expect(screen.getByText('16,009 笔转账')).toBeInTheDocument();
    expect(figure('账户年龄')).toHaveTextContent('1 年');
  });
});
