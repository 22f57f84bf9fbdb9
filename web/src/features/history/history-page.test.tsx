import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type {
  ListQueryHistoriesResponse,
  QueryHistoryItem,
} from '../../../../shared/contract/queries.schema';
import { type ApiCall, answerApi, apiFailure, noAnswer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { signIn, signOut } from '../../test/session';
import { HistoryPage } from './history-page';

const TRON = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
const ETH = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';

const item = (overrides: Partial<QueryHistoryItem>): QueryHistoryItem => ({
  id: 'id-1',
  address: TRON,
  chain: 'tron',
  token: 'usdt',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:12.500Z',
  start_time: null,
  end_time: null,
  risk_level: 4,
  status: 2,
  api_key_id: 0,
  cost_quota: 3,
  query_hash: 'hash-completed',
  ...overrides,
});

const rows: QueryHistoryItem[] = [
  item({}),
  item({
    id: 'id-2',
    address: ETH,
    chain: 'ethereum',
    status: 0,
    risk_level: null,
    api_key_id: 5,
    query_hash: 'hash-pending',
  }),
  item({
    id: 'id-3',
    address: `${ETH.slice(0, -1)}1`,
    status: 1,
    risk_level: null,
    query_hash: 'hash-processing',
  }),
  item({
    id: 'id-4',
    address: `${TRON.slice(0, -1)}2`,
    status: 3,
    risk_level: null,
    query_hash: 'hash-failed',
  }),
];

const answer = (items: QueryHistoryItem[], total = items.length): ListQueryHistoriesResponse => ({
  query_histories: items,
  total_count: total,
});

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.search}</div>;
}

type Answer = ListQueryHistoriesResponse | Response | Promise<ListQueryHistoriesResponse | Response>;

/** Renders the page with GET /v1/query/histories answered by `answer`; `last()` is the latest query. */
function renderPage(answer: (call: ApiCall) => Answer, route = '/console/history') {
  const requests = answerApi('listQueryHistories', answer);
  renderWithProviders(
    <>
      <HistoryPage />
      <LocationProbe />
    </>,
    { route },
  );
  const last = (): URLSearchParams => {
    const call = requests.at(-1);
    if (!call) throw new Error('no request yet');
    return call.query;
  };
  return { calls: requests, last };
}

const location = () => screen.getByTestId('location').textContent;
const table = () => screen.getByRole('table');
const rowAt = (index: number): HTMLElement => {
  const row = within(table()).getAllByRole('row')[index];
  if (!row) throw new Error(`no row ${index}`);
  return row;
};

describe('query history (spec 01 §2, §3, §4, §9)', () => {
  beforeEach(() => signIn());
  afterEach(signOut);

  it('shows the derived fields of each query', async () => {
    renderPage(() => answer(rows));
    await screen.findByRole('table');
    const firstRow = rowAt(1);
    const cells = within(firstRow);
    expect(cells.getByText('TXYZopYR…VkAeBf')).toBeInTheDocument();
    expect(firstRow).toHaveTextContent('TRON/USDT');
    expect(cells.getByText('Web')).toBeInTheDocument();
    expect(cells.getByText('High')).toBeInTheDocument();
    expect(cells.getByText('12.5s')).toBeInTheDocument();
    expect(cells.getByText('3')).toBeInTheDocument();
    expect(cells.getByText('2026/11/20', { exact: false })).toBeInTheDocument();

    const pendingRow = rowAt(2);
    expect(pendingRow).toHaveTextContent('ETHEREUM/USDT');
    expect(within(pendingRow).getByText('API')).toBeInTheDocument();
    // No risk level and no duration before the query completes.
    expect(within(pendingRow).getAllByText('-')).toHaveLength(2);

    // Mobile cards shorten to 6+4.
    const cards = screen.getByRole('list', { name: 'Query records' });
    expect(within(cards).getByText('TXYZop…AeBf')).toBeInTheDocument();
  });

  it('opens the report only from completed rows', async () => {
    renderPage(() => answer(rows));
    await screen.findByRole('table');
    const links = within(table()).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(`View report of ${TRON}`);
    expect(links[0]).toHaveAttribute('href', '/detail?hash=hash-completed');

    const [pending, processing, failed] = [rowAt(2), rowAt(3), rowAt(4)];
    expect(within(pending).getAllByText('Pending')).toHaveLength(2);
    expect(within(processing).getAllByText('Processing')).toHaveLength(2);
    expect(within(failed).getAllByText('Failed')).toHaveLength(1);
    expect(within(failed).queryByRole('button', { name: /report/i })).not.toBeInTheDocument();
  });

  it('keeps the page in the address bar and asks the API for it', async () => {
    const { last } = renderPage(() => answer(rows, 95), '/console/history?page=2');
    await screen.findByRole('table');
    expect(last().get('offset')).toBe('2');
    expect(last().get('limit')).toBe('10');
    expect(screen.getByText('95 records · page 2 of 10')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(location()).toBe('?page=4'));
    await waitFor(() => expect(last().get('offset')).toBe('4'));
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location()).toBe('?page=5'));
  });

  it('goes back to page 1 on a search or a new page size', async () => {
    const { calls, last } = renderPage(() => answer(rows, 95), '/console/history?page=3');
    await screen.findByRole('table');
    const before = calls.length;

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by address' }), {
      target: { value: `  ${TRON}  ` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe(''));
    await waitFor(() => expect(last().get('address')).toBe(TRON));
    expect(last().get('offset')).toBe('1');
    // The old page is never asked for with the new address.
    expect(calls.slice(before).map((c) => c.query.get('offset'))).toEqual(['1']);

    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('?page=2'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '50' } });
    await waitFor(() => expect(location()).toBe(''));
    await waitFor(() => expect(last().get('limit')).toBe('50'));
    expect(last().get('offset')).toBe('1');
  });

  it('clamps a page past the end', async () => {
    renderPage(() => answer([], 25), '/console/history?page=99');
    await waitFor(() => expect(location()).toBe('?page=3'));
  });

  it('treats a page that is not a page as page 1', async () => {
    const { last } = renderPage(() => answer(rows), '/console/history?page=abc');
    await waitFor(() => expect(location()).toBe(''));
    expect(last().get('offset')).toBe('1');
  });

  it('invites a first analysis when there are no records', async () => {
    renderPage(() => answer([], 0));
    expect(await screen.findByText('No analysis records yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your first analysis' })).toHaveAttribute(
      'href',
      '/console',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the load failure with a retry that loads again', async () => {
    let fail = true;
    renderPage(() => (fail ? apiFailure(503) : answer(rows)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The query history failed to load');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the initial loading message, then the updating one over the previous page', async () => {
    const later: Array<(value: ListQueryHistoriesResponse) => void> = [];
    renderPage(({ query }) =>
      query.get('offset') === '1' ? new Promise((resolve) => later.push(resolve)) : noAnswer(),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your query history…');
    later[0]?.(answer(rows, 30));
    await screen.findByRole('table');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Updating…');
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
