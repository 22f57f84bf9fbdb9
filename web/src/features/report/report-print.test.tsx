import { act, screen, waitFor, within } from '@testing-library/react';
import { exampleQueryResult } from '../../../../shared/contract/examples';
import type { QueryResult } from '../../../../shared/contract/queries.schema';
import { storageKeys } from '../../lib/storage';
import { renderWithProviders } from '../../test/render';
import { ReportView } from './report-view';
import { testReport } from './sections/test-reports';
import { TopTransactionsSection } from './sections/top-transactions-section';

/** What the browser does around printing (jsdom applies no print media, so the events drive it). */
const print = (moment: 'beforeprint' | 'afterprint') =>
  act(() => void window.dispatchEvent(new Event(moment)));

describe('the printed report', () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));
  afterEach(() => print('afterprint'));

  it('heads the paper with the verdict, the policy version and the time of printing', () => {
    renderWithProviders(<ReportView report={exampleQueryResult as QueryResult} />);
    expect(screen.queryByTestId('print-header')).not.toBeInTheDocument();
    print('beforeprint');
    const header = screen.getByTestId('print-header');
    expect(within(header).getByTestId('print-verdict')).toHaveTextContent('Verdict: Reject · risk level');
    expect(within(header).getByTestId('print-policy')).toHaveTextContent(
      'Decided by the default policy, version 1',
    );
    expect(within(header).getByTestId('print-time')).toHaveTextContent(/^Analysed .+ · printed .+$/);
    print('afterprint');
    expect(screen.queryByTestId('print-header')).not.toBeInTheDocument();
  });

  it('prints every counterparty in one table: no pages, no cards beside it', async () => {
    const report = testReport('exchange');
    renderWithProviders(<TopTransactionsSection report={report} />);
    await waitFor(() => expect(screen.getByRole('list', { name: /counterparties/i })).toBeInTheDocument());
    print('beforeprint');
    expect(screen.getAllByRole('table')).toHaveLength(1);
    const rows = within(screen.getByTestId('top-table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(report.top_transaction.length);
    expect(screen.queryByRole('list', { name: /counterparties/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/page 1 of/)).not.toBeInTheDocument();
    print('afterprint');
    // Back on screen: this (narrow) screen's cards, a page of them.
    expect(
      within(screen.getByRole('list', { name: /counterparties/i })).getAllByRole('listitem'),
    ).toHaveLength(10);
  });
});
