import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formatDisplayDate as formatDate } from '../../../lib/display-time-zone';
import { storageKeys } from '../../../lib/storage';
import { renderWithProviders } from '../../../test/render';
import { ReportHeader } from './report-header';
import { testReport } from './test-reports';

describe('report header (spec 02 §2)', () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('names what was analysed, the verdict, when and over which range', () => {
    const report = testReport('sanctioned');
    renderWithProviders(<ReportHeader report={report} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Risk report' })).toBeInTheDocument();
    expect(screen.getByText('TRON')).toBeInTheDocument();
    expect(screen.getByText('USDT')).toBeInTheDocument();
    // The whole address for wide screens, 6 + 6 for narrow ones.
    expect(screen.getByText(report.address)).toBeInTheDocument();
    expect(screen.getByText('TCC2iy…9T7AYY')).toBeInTheDocument();
    expect(screen.getByTestId('risk-level')).toHaveTextContent('High');
    expect(screen.getByText(formatDate(report.created_at))).toBeInTheDocument();
    expect(screen.getByText(`${formatDate(report.start_time)} ~ the analysis`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('shows a closed range with both ends', () => {
    const report = { ...testReport('exchange'), end_time: '2026-10-31T23:59:59Z' };
    renderWithProviders(<ReportHeader report={report} />);
    expect(
      screen.getByText(`${formatDate(report.start_time)} ~ ${formatDate(report.end_time)}`),
    ).toBeInTheDocument();
    expect(screen.getByTestId('risk-level')).toHaveTextContent('Low');
  });

  it('says plainly when the report comes from the simulated ledger, with its coverage', () => {
    renderWithProviders(<ReportHeader report={testReport('sanctioned')} />);
    expect(screen.getByTestId('simulated-notice')).toHaveTextContent('Simulated data, not chain data');
    expect(screen.getByText('Transfers analysed').nextSibling).toHaveTextContent('603');
    expect(screen.getByText('Complete')).toBeInTheDocument();
    expect(screen.getByText('Simulated ledger')).toBeInTheDocument();
    expect(screen.getByText('Credits charged').nextSibling).toHaveTextContent('1');
  });

  it('shows chain data without the notice, and a truncated history with its limit', () => {
    const report = testReport('exchange');
    report.coverage = {
      ...report.coverage,
      simulated: false,
      source: 'etherscan',
      truncated: true,
      transfers_analysed: 5000,
      limit_applied: 5000,
      credits_charged: 5,
    };
    renderWithProviders(<ReportHeader report={report} />);
    expect(screen.queryByTestId('simulated-notice')).not.toBeInTheDocument();
    expect(screen.queryByText('Simulated ledger')).not.toBeInTheDocument();
    expect(screen.getByText('Etherscan')).toBeInTheDocument();
    expect(screen.getByText('Truncated')).toBeInTheDocument();
    expect(
      screen.getByText(
        'More transfers exist than were analysed: this report covers only the newest 5,000 transfers (limit 5,000).',
      ),
    ).toBeInTheDocument();
  });

  it('offers a back button only when the page gives one', () => {
    const onBack = vi.fn();
    renderWithProviders(<ReportHeader report={testReport('sanctioned')} onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('copies the whole address and confirms it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      const report = testReport('sanctioned');
      renderWithProviders(<ReportHeader report={report} />);
      const [wide] = screen.getAllByRole('button', { name: `Copy address ${report.address}` });
      fireEvent.click(wide!);
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(report.address));
      expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('speaks the interface language', () => {
    localStorage.setItem(storageKeys.language, 'zh-CN');
    renderWithProviders(<ReportHeader report={testReport('sanctioned')} />);
    expect(screen.getByRole('heading', { level: 1, name: '风险报告' })).toBeInTheDocument();
    expect(screen.getByTestId('risk-level')).toHaveTextContent('高风险');
    expect(screen.getByText('模拟数据，并非链上数据')).toBeInTheDocument();
  });
});
