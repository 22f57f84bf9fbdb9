import { screen, within } from '@testing-library/react';
import { exampleQueryResult } from '../../../../../shared/contract/examples';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { storageKeys } from '../../../lib/storage';
import { onWideScreen } from '../../../test/media-queries';
import { renderWithProviders } from '../../../test/render';
import { ReportChainContext } from '../report-chain';
import { ReportHeader } from './report-header';
import { RiskMetricsSection } from './risk-metrics-section';
import { TopTransactionsSection } from './top-transactions-section';

const report: QueryResult = {
  ...exampleQueryResult,
  coverage: { ...exampleQueryResult.coverage, simulated: false },
};

const inReport = (ui: React.ReactElement, chain = report.chain) =>
  renderWithProviders(<ReportChainContext.Provider value={chain}>{ui}</ReportChainContext.Provider>, {
    route: '/detail',
  });

describe('the report answers the analyst', () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('leads with the verdict, the rule that decided it, the policy version and the five levels', () => {
    inReport(<ReportHeader report={report} />);
    expect(screen.getByTestId('verdict')).toHaveTextContent('Verdict: Reject');
    const rule = screen.getByTestId('deciding-rule');
    expect(rule).toHaveTextContent('Direct exposure · sanctioned');
    expect(rule).toHaveTextContent('17,000.00 USDT');
    expect(rule).toHaveTextContent('threshold: any amount');
    expect(screen.getByTestId('verdict-policy')).toHaveTextContent(
      'Decided by the default policy, version 1',
    );
    const levels = within(screen.getByRole('list', { name: 'Risk level, on a scale of five' })).getAllByRole(
      'listitem',
    );
    expect(levels.map((l) => l.textContent)).toEqual(['Low', 'Medium-low', 'Medium', 'Medium-high', 'High']);
    expect(levels[3]).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByTestId('verdict-original')).not.toBeInTheDocument();
  });

  it('names the current policy of a report judged again, and the verdict it was made with', () => {
    inReport(
      <ReportHeader
        report={{
          ...report,
          assessment: {
            ...report.assessment!,
            verdict: 'review',
            policy: { id: 'custom', version: 4 },
            original: { verdict: 'reject', policy: { id: 'default', version: 1 } },
          },
        }}
      />,
    );
    expect(screen.getByTestId('verdict-policy')).toHaveTextContent('Decided by your own policy, version 4');
    expect(screen.getByTestId('verdict-original')).toHaveTextContent(
      'Re-evaluated for free under your current policy; when the report was made: Reject under the default policy, version 1',
    );
  });

  it('says accept with no rules when nothing reaches the policy', () => {
    inReport(
      <ReportHeader
        report={{
          ...report,
          risk_level: 0,
          assessment: { ...report.assessment!, verdict: 'accept', deciding_findings: [] },
        }}
      />,
    );
    expect(screen.getByTestId('verdict')).toHaveTextContent('Verdict: Accept');
    expect(screen.queryByTestId('deciding-rule')).not.toBeInTheDocument();
  });

  it('links the address to the chain’s explorer and offers the exports', () => {
    inReport(<ReportHeader report={report} />);
    const links = screen.getAllByRole('link', { name: `Open address ${report.address} on Tronscan` });
    expect(links[0]).toHaveAttribute('href', `https://tronscan.org/#/address/${report.address}`);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    const exports = within(screen.getByRole('group', { name: 'Export the report' }));
    for (const name of ['JSON', 'Findings CSV', 'Counterparties CSV', 'Print / PDF'])
      expect(exports.getByRole('button', { name })).toBeInTheDocument();
  });

  it('heads the metrics with direct and indirect exposure', () => {
    inReport(<RiskMetricsSection report={report} />);
    expect(screen.getByTestId('exposure-direct')).toHaveTextContent('48,210.75 USDT');
    expect(screen.getByTestId('exposure-indirect')).toHaveTextContent('859.20 USDT');
    expect(screen.getByTestId('exposure-indirect')).toHaveTextContent('0.03%');
  });

  it('says for each finding which way the money went, how far, when and which list', () => {
    inReport(<RiskMetricsSection report={report} />);
    const [sanctioned, , indirect] = screen.getAllByTestId('risk-reason');
    expect(sanctioned).toHaveTextContent(
      'Money came in · direct counterparty (1 step) · 2026/08/14 10:02:11 UTC to 2026/09/30 18:45:00 UTC',
    );
    expect(sanctioned).toHaveTextContent('Listed by OFAC SDN list (list of 2026-11-01)');
    expect(sanctioned).not.toHaveTextContent('OFAC SDN list · OFAC SDN list');
    expect(indirect).toHaveTextContent('Money went out · 2 steps away');
    expect(within(indirect!).getByText('Labelled address')).toBeInTheDocument();
    const tx = report.reasons[0]!.evidence_tx_hashes[0]!;
    expect(
      within(sanctioned!).getByRole('link', { name: `Open transaction ${tx} on Tronscan` }),
    ).toHaveAttribute('href', `https://tronscan.org/#/transaction/${tx}`);
    expect(
      within(sanctioned!).getByRole('link', { name: `Analyse ${report.reasons[0]!.counterparty}` }),
    ).toHaveAttribute('href', `/console?address=${report.reasons[0]!.counterparty}&chain=tron`);
  });

  it('says a Tether freeze as such, with its date, in the language chosen', () => {
    const first = report.reasons[0]!;
    const frozen: QueryResult = {
      ...report,
      reasons: [
        {
          ...first,
          category: 'blocked',
          label: {
            address: first.counterparty!,
            source: 'tether-freeze',
            source_date: '2024-01-01',
            name: 'Frozen by Tether on 2024-01-01 at 18:14 UTC (USDT blacklist)',
          },
        },
      ],
    };
    inReport(<RiskMetricsSection report={frozen} />);
    const [reason] = screen.getAllByTestId('risk-reason');
    expect(reason).toHaveTextContent('Frozen by Tether on 2024-01-01 (USDT blacklist)');
    expect(reason).not.toHaveTextContent('Listed by tether-freeze');
  });

  it('shows each counterparty’s label and risk, direct or indirect', () => {
    const restoreScreen = onWideScreen();
    onTestFinished(restoreScreen);
    inReport(<TopTransactionsSection report={report} />);
    const table = screen.getAllByRole('table')[0]!;
    expect(within(table).getByRole('columnheader', { name: 'Label' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Risk' })).toBeInTheDocument();
    const risks = within(table)
      .getAllByTestId('counterparty-risk')
      .map((r) => r.textContent);
    expect(risks).toContain('Indirect: Sanctioned');
    expect(within(table).getAllByTestId('counterparty-label')[0]).toHaveTextContent(/·/);
  });

  it('links to the right explorer on Ethereum and BSC', () => {
    inReport(<ReportHeader report={{ ...report, chain: 'bsc' }} />, 'bsc');
    expect(screen.getAllByRole('link', { name: /on BscScan/ })[0]).toHaveAttribute(
      'href',
      `https://bscscan.com/address/${report.address}`,
    );
  });
});
