import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import type { QueryResult, QueryStatus } from '../../../../shared/contract/queries.schema';
import { shortenAddress } from '../../../../shared/format/address-format';
import { STATUS_WAIT_MS } from '../../../../shared/rules/query-rules';
import { forgetPreloadedReads, preloadApi } from '../../lib/preloaded-reads';
import { answerApi, apiFailure, networkFailure, noAnswer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import sanctioned from '../../test/reports/sanctioned.json';
import { signIn, signOut } from '../../test/session';
import { ReportPage } from './report-page';
import { preloadQueryReport, statusInput } from './report-reads';
import { FIRST_POLL_MS, nextAskDelayMs, nextPollMs, STATUS_POLL_MS } from './use-query-report';

const report = sanctioned as QueryResult;
const hash = report.query_hash;

const statusOf = (status: number, status_text = ['pending', 'processing', 'completed', 'failed'][status]!) =>
  ({
    query_hash: hash,
    status,
    status_text,
    create_at: '2026-11-21T08:00:00Z',
    update_at: '2026-11-21T08:00:04Z',
  }) satisfies QueryStatus;

describe('report page (spec 02 §2, §4)', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    signOut();
    vi.useRealTimers();
  });

  it('asks for the query parameters when no hash is given', () => {
    renderWithProviders(<ReportPage />, { route: '/detail' });
    expect(screen.getByText('Please provide the query parameters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the console' })).toHaveAttribute('href', '/console');
  });

  it('shows the queue while pending, with the bar from 10 and the expected wait', async () => {
    answerApi('getQueryStatus', statusOf(0));
    renderWithProviders(<ReportPage />, { route: `/detail?hash=${hash}&chain=tron&token=usdt` });
    expect(await screen.findByText('Queued for analysis')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Analysis progress' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    expect(screen.getByText(/usually takes 1 to 60 seconds/)).toBeInTheDocument();
    expect(screen.getByText('TRON')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('shows the three analysis steps while processing, and never asks for the result', async () => {
    answerApi('getQueryStatus', statusOf(1));
    const results = answerApi('getQueryResult', report);
    renderWithProviders(<ReportPage />, { route: `/detail?hash=${hash}` });
    expect(await screen.findByText('Analysing the address')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Analysis progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    for (const step of ['Transaction history analysis', 'Risk address detection', 'Risk report generation'])
      expect(screen.getByText(step)).toBeInTheDocument();
    expect(results).toEqual([]);
  });

  it('asks again after 150 ms at first, every 2 s later, then fetches the result once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    expect([0, 150, 300, 1000, 3000, 4000, 60_000].map(nextPollMs)).toEqual([
      150, 150, 150, 500, 1500, 2000, 2000,
    ]);
    const statuses = [statusOf(0), statusOf(1), statusOf(2)];
    const statusCalls = answerApi('getQueryStatus', () =>
      statuses.length > 1 ? statuses.shift()! : statuses[0]!,
    );
    const resultCalls = answerApi('getQueryResult', report);
    renderWithProviders(<ReportPage />, { route: `/detail?hash=${hash}` });
    expect(await screen.findByText('Queued for analysis')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(FIRST_POLL_MS));
    expect(await screen.findByText('Analysing the address')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(FIRST_POLL_MS));
    expect(await screen.findByText(/Analysis complete · created/)).toBeInTheDocument();
    // The report takes the keyboard focus and names the tab.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(document.title.startsWith(`${shortenAddress(report.address)} · `)).toBe(true);
    expect(document.title.endsWith(' · Wallet Risk')).toBe(true);
    const polled = statusCalls.length;
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 3));
    expect(statusCalls).toHaveLength(polled);
    // Every ask waits for the change on the server (one SWR key), and the steady pace stays 2 s.
    expect(statusCalls.map((c) => c.query.get('wait_ms'))).toEqual(
      statusCalls.map(() => String(STATUS_WAIT_MS)),
    );
    expect([0, 4000, 60_000].map(nextAskDelayMs)).toEqual([150, STATUS_POLL_MS - STATUS_WAIT_MS, 1000]);
    expect(resultCalls.map((c) => c.path)).toEqual([`/v1/query/${hash}/result`]);
  });

  it('opens a completed query straight on its report, with the success banner', async () => {
    answerApi('getQueryStatus', statusOf(2));
    const results = answerApi('getQueryResult', report);
    renderWithProviders(<ReportPage />, { route: `/detail?hash=${hash}` });
    await waitFor(() => expect(results).toHaveLength(1));
    // The report's own header, with the analysed address.
    expect((await screen.findAllByText(report.address)).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText('Queued for analysis')).not.toBeInTheDocument();
    expect(screen.getByText(/Analysis complete · created/)).toBeInTheDocument();
  });

  // The result is asked for as soon as the status says completed, before the page exists; while
  // the query runs, nothing but the status is asked for ahead.
  it.each([
    {
      when: 'takes the status and the result the analyzer asked for as it created the query',
      status: 2,
      shown: /Analysis complete · created/,
      results: 1,
    },
    {
      when: 'asks for no result ahead while the query the analyzer created still runs',
      status: 1,
      shown: 'Analysing the address',
      results: 0,
    },
  ] as const)('$when', async ({ status, shown, results }) => {
    const statusCalls = answerApi('getQueryStatus', statusOf(status));
    const resultCalls = answerApi('getQueryResult', report);
    preloadQueryReport(hash);
    await waitFor(() => expect(statusCalls).toHaveLength(1));
    await waitFor(() => expect(resultCalls).toHaveLength(results));
    renderWithProviders(<ReportPage />, { route: `/detail?hash=${hash}` });
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(statusCalls).toHaveLength(1);
    expect(statusCalls[0]?.query.get('wait_ms')).toBe(String(STATUS_WAIT_MS));
    expect(resultCalls).toHaveLength(results);
  });

  it('draws a report whose status and result came ahead in its first render, and keeps it', async () => {
    const statusCalls = answerApi('getQueryStatus', statusOf(2));
    const resultCalls = answerApi('getQueryResult', report);
    await preloadApi('getQueryStatus', statusInput(hash));
    await preloadApi('getQueryResult', { path: { hash } });
    const { rerender } = renderWithProviders(<ReportPage />, { route: `/detail?hash=${hash}` });
    // No progress in between: the first render has the report.
    expect(screen.getByText(/Analysis complete · created/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Analysis progress' })).not.toBeInTheDocument();
    // The hooks' own reads take those answers, with no request, and a completed status is not
    // asked for again (the first poll would come after FIRST_POLL_MS).
    await act(() => new Promise((resolve) => setTimeout(resolve, FIRST_POLL_MS * 2)));
    expect(statusCalls).toHaveLength(1);
    expect(resultCalls).toHaveLength(1);
    // The page keeps the answers in SWR's cache once the preloads are let go.
    forgetPreloadedReads();
    rerender(<ReportPage />);
    expect(screen.getByText(/Analysis complete · created/)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, FIRST_POLL_MS * 2)));
    expect(statusCalls).toHaveLength(1);
    expect(resultCalls).toHaveLength(1);
  });

  it("shows a full bar while a completed query's report loads", async () => {
    answerApi('getQueryStatus', statusOf(2));
    const results = answerApi('getQueryResult', noAnswer);
    renderWithProviders(<ReportPage />, { route: `/detail?hash=${hash}` });
    expect(await screen.findByText('Loading the report…')).toBeInTheDocument();
    await waitFor(() => expect(results).toHaveLength(1));
    expect(screen.getByRole('progressbar', { name: 'Analysis progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('keeps the progress and says so when the status stops answering mid-run', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    answerApi('getQueryStatus', () => (++calls === 1 ? statusOf(1) : networkFailure()));
    renderWithProviders(<ReportPage />, { route: `/detail?hash=${hash}` });
    expect(await screen.findByText('Analysing the address')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS));
    expect(await screen.findByText('Lost contact with the server')).toBeInTheDocument();
    expect(screen.getByText('Analysing the address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('stops asking once the status is neither queued nor running', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Outside the contract (status is 0-3), so sent as a raw answer.
    const calls = answerApi('getQueryStatus', () => HttpResponse.json(statusOf(7, 'mystery')));
    renderWithProviders(<ReportPage />, { route: `/detail?hash=${hash}` });
    expect(await screen.findByText('No report found')).toBeInTheDocument();
    const asked = calls.length;
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 3));
    expect(calls).toHaveLength(asked);
  });

  it('reads the query from the route parameter when there is no hash parameter', async () => {
    const calls = answerApi('getQueryStatus', statusOf(0));
    renderWithProviders(
      <Routes>
        <Route path="/detail/:address" element={<ReportPage />} />
      </Routes>,
      { route: `/detail/${hash}` },
    );
    expect(await screen.findByText('Queued for analysis')).toBeInTheDocument();
    expect(calls[0]?.params).toEqual({ hash });
  });

  it('shows a failed query with its status text, query id, status and update time', async () => {
    answerApi('getQueryStatus', statusOf(3, 'The chain source did not answer'));
    renderWithProviders(<ReportPage />, { route: `/detail?hash=${hash}` });
    expect(await screen.findByText('The analysis failed')).toBeInTheDocument();
    expect(screen.getByText('The chain source did not answer')).toBeInTheDocument();
    expect(screen.getByText(hash)).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analyse again' })).toHaveAttribute('href', '/console');
  });

  it('tells the failure callback once when the query failed', async () => {
    const onFailed = vi.fn();
    answerApi('getQueryStatus', statusOf(3, 'No source answered'));
    renderWithProviders(<ReportPage onFailed={onFailed} />, { route: `/detail?hash=${hash}` });
    expect(await screen.findByText('No source answered')).toBeInTheDocument();
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ status: 3, query_hash: hash }));
  });

  it('says the query failed even when the server gives no reason', async () => {
    answerApi('getQueryStatus', statusOf(3, ''));
    renderWithProviders(<ReportPage />, { route: `/detail?hash=${hash}` });
    expect(await screen.findByText('Query processing failed.')).toBeInTheDocument();
  });

  it('says there is no report for an unknown query id', async () => {
    answerApi('getQueryStatus', apiFailure(404, { message: 'Query not found', code: 'not_found' }));
    renderWithProviders(<ReportPage />, { route: '/detail?hash=unknown-hash' });
    expect(await screen.findByText('No report found')).toBeInTheDocument();
  });

  it('renders supplied data without asking the server', async () => {
    const calls = answerApi('getQueryStatus', statusOf(2));
    renderWithProviders(<ReportPage data={report} />, { route: '/detail' });
    expect(screen.queryByText('Please provide the query parameters')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
