import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  CreditStatementEntry,
  CreditStatementResponse,
} from '../../../../shared/contract/credits.schema';
import { exampleQueryHash } from '../../../../shared/contract/examples';
import { storageKeys } from '../../lib/storage';
import { type ApiCall, answerApi, apiFailure, exampleAnswer } from '../../test/api-server';
import { exportCsv } from '../../test/downloads';
import { renderWithProviders } from '../../test/render';
import { signIn, signOut } from '../../test/session';
import { STATEMENT_PAGE_SIZE } from './credits-api';
import { CreditsPage, statementFileName } from './credits-page';

const entry = (id: number, overrides: Partial<CreditStatementEntry> = {}): CreditStatementEntry => ({
  id: String(id),
  at: '2026-11-21T08:21:00Z',
  delta: -1,
  balance_after: 1400 + id,
  reason: 'query_hold',
  subject: 'query',
  subject_id: exampleQueryHash,
  api_key_id: 0,
  ...overrides,
});

const newest: CreditStatementResponse = {
  entries: [
    entry(45, { delta: -3, reason: 'alert_push', subject: 'alert', subject_id: 'a1b2c3' }),
    entry(44, { delta: 2, reason: 'query_refund', api_key_id: 12 }),
    entry(43, { delta: 0, reason: 'query_settle' }),
    entry(42, { delta: 1500, reason: 'plan_grant', subject: null, subject_id: null }),
  ],
  next_cursor: '42',
};
const older: CreditStatementResponse = {
  entries: [entry(41, { delta: -20, reason: 'monitor_add', subject: 'monitor', subject_id: 'm-7' })],
  next_cursor: null,
};

function renderPage(answer: (call: ApiCall) => CreditStatementResponse | Response = () => newest) {
  answerApi('getUserPackage', exampleAnswer('getUserPackage'));
  const calls = answerApi('getCreditStatement', answer);
  renderWithProviders(<CreditsPage />, { route: '/console/credits' });
  return calls;
}

const desktopTable = () => screen.findByRole('table', { name: 'Credit moves' });

describe('credits screen', () => {
  beforeEach(() => signIn('UTC'));
  afterEach(signOut);

  it('shows the balance and the moves newest first, each with its reason, change and subject', async () => {
    const calls = renderPage();
    const table = await desktopTable();
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('1,420');
    expect(screen.getByText(/^80 used this period/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get more credits' })).toHaveAttribute('href', '/price');
    expect(calls[0]?.query.get('limit')).toBe(String(STATEMENT_PAGE_SIZE));
    expect(calls[0]?.query.get('cursor')).toBeNull();

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Alert pushed',
      'Query refund',
      'Query settled',
      'Plan credits',
    ]);
    // Spent in red with a minus sign, received in green with a plus, nothing changed muted.
    const deltas = rows.map((r) => within(r).getByTestId('credit-delta').textContent);
    expect(deltas).toEqual(['−3', '+2', '0', '+1,500']);
    expect(within(rows[0]!).getAllByRole('cell')[3]).toHaveTextContent('1,445');

    // What each move paid for links to where it lives.
    expect(within(rows[0]!).getByRole('link', { name: 'Alert a1b2c3' })).toHaveAttribute(
      'href',
      '/console/monitor?tab=alerts',
    );
    expect(within(rows[1]!).getByRole('link', { name: /^Report q_7Yc2/ })).toHaveAttribute(
      'href',
      `/detail?hash=${exampleQueryHash}`,
    );
    expect(within(rows[1]!).getByText('Key #12')).toBeInTheDocument();
    expect(within(rows[3]!).queryByRole('link')).not.toBeInTheDocument();

    // The same moves as cards for narrow screens.
    const cards = screen.getByRole('list', { name: 'Credit moves' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
  });

  it('loads older moves with the cursor, below the ones shown, until the first', async () => {
    const user = userEvent.setup();
    const calls = renderPage((call) => (call.query.get('cursor') === '42' ? older : newest));
    await desktopTable();
    expect(screen.queryByTestId('statement-end')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load older' }));

    const table = await desktopTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect(within(table).getByText('Monitored address')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Address m-7' })).toHaveAttribute(
      'href',
      '/console/monitor?tab=addresses',
    );
    expect(calls.map((c) => c.query.get('cursor'))).toContain('42');
    expect(screen.getByTestId('statement-end')).toHaveTextContent('That is the whole statement.');
    expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();
  });

  it('keeps the moves shown when older ones fail, and asks again on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPage((call) =>
      call.query.get('cursor') === '42'
        ? fail
          ? apiFailure(500, { code: 'internal_error' })
          : older
        : newest,
    );
    await desktopTable();
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Older moves could not be loaded');
    expect(within(await desktopTable()).getAllByRole('row')).toHaveLength(5);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('statement-end')).toBeInTheDocument();
    expect(within(await desktopTable()).getAllByRole('row')).toHaveLength(6);
  });

  it('says when there is no move yet', async () => {
    renderPage(() => ({ entries: [], next_cursor: null }));
    expect(await screen.findByText('No credit moves yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analyze an address' })).toHaveAttribute('href', '/console');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows a failure with a retry that loads the statement', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPage(() => (fail ? apiFailure(500, { code: 'internal_error' }) : newest));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The statement could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await desktopTable()).toBeInTheDocument();
  });

  it('exports the statement as CSV through the export route', async () => {
    const user = userEvent.setup();
    renderPage();
    const csv = 'id,at,delta,balance_after,reason,subject,subject_id,api_key_id\r\n';
    await desktopTable();
    const { calls, file } = await exportCsv(user, 'exportCreditStatement', csv);
    expect(calls).toHaveLength(1);
    expect(file).toBe(csv);
  });

  it('names the file by the UTC day', () => {
    expect(statementFileName(Date.UTC(2026, 10, 21, 23, 59))).toBe('credit-statement-2026-11-21.csv');
  });

  it('speaks the reader’s language', async () => {
    localStorage.setItem(storageKeys.language, 'zh-TW');
    renderPage();
    const table = await screen.findByRole('table', { name: '點數異動' });
    expect(within(table).getByText('警示推送')).toBeInTheDocument();
    expect(within(table).getByText('方案點數發放')).toBeInTheDocument();
  });
});
