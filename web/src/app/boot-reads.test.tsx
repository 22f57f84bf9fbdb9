import { screen, waitFor } from '@testing-library/react';
import type { QueryResult } from '../../../shared/contract/queries.schema';
import { QUERY_STATUS } from '../../../shared/rules/query-rules';
import { ReportPage } from '../features/report/report-page';
import { answerApi } from '../test/api-server';
import { renderWithProviders } from '../test/render';
import sanctioned from '../test/reports/sanctioned.json';
import { signIn, signOut } from '../test/session';
import { startBootReads } from './boot-reads';

const report = sanctioned as QueryResult;
const hash = report.query_hash;
const completed = {
  query_hash: hash,
  status: QUERY_STATUS.completed,
  status_text: 'completed',
  create_at: '2026-11-21T08:00:00Z',
  update_at: '2026-11-21T08:00:04Z',
};

describe('reads started with the entry', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it("asks for a completed report's status and result before its page exists, and the page takes them", async () => {
    const statusCalls = answerApi('getQueryStatus', completed);
    const resultCalls = answerApi('getQueryResult', report);
    startBootReads(new URL(`http://localhost/detail?hash=${hash}`));
    await waitFor(() => expect(resultCalls).toHaveLength(1));
    renderWithProviders(<ReportPage />, { route: `/detail?hash=${hash}` });
    expect(await screen.findByText(/Analysis complete · created/)).toBeInTheDocument();
    expect(statusCalls).toHaveLength(1);
    expect(resultCalls).toHaveLength(1);
  });

  it('asks for nothing on any other page, nor signed out', async () => {
    const statusCalls = answerApi('getQueryStatus', completed);
    const resultCalls = answerApi('getQueryResult', report);
    startBootReads(new URL('http://localhost/console/history'));
    signOut();
    startBootReads(new URL(`http://localhost/detail?hash=${hash}`));
    // Then one that asks: requests leave in order, so by its arrival any earlier one had arrived.
    signIn();
    startBootReads(new URL(`http://localhost/detail/${hash}`));
    await waitFor(() => expect(resultCalls).toHaveLength(1));
    expect(statusCalls).toHaveLength(1);
    expect(statusCalls[0]?.path).toContain(hash);
  });
});
