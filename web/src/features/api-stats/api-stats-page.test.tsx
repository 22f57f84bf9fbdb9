import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleApiKey, exampleUsageStats } from '../../../../shared/contract/examples';
import type { UsageStatsResponse } from '../../../../shared/contract/usage.schema';
import { zoneDayOf as dayOf, zoneDayStartOf as startOfDay } from '../../../../shared/rules/time-zone';
import { type ApiCall, answerApi, apiFailure } from '../../test/api-server';
import { exportCsv } from '../../test/downloads';
import { renderWithProviders } from '../../test/render';
import { signIn, signOut } from '../../test/session';
import { ApiStatsPage } from './api-stats-page';

const stats: UsageStatsResponse = {
  ...exampleUsageStats,
  keys: [
    { api_key_id: exampleApiKey.id, total_calls: '120', p50_query_time_ms: 180, p95_query_time_ms: 1200 },
  ],
};
const empty: UsageStatsResponse = {
  summary: {
    total_calls: '0',
    success_calls: '0',
    failed_calls: '0',
    total_cost: '0',
    avg_query_time_ms: '0',
    success_rate: '0',
  },
  chains: [],
  keys: [],
  time_range: { start_date: 0, end_date: 1, granularity: 'day' },
};

function renderPage(answer: (call: ApiCall) => UsageStatsResponse | Response = () => stats) {
  answerApi('listApiKeys', { api_keys: [exampleApiKey] });
  const calls = answerApi('getApiUsageStats', answer);
  renderWithProviders(<ApiStatsPage />, { route: '/console/api-stats' });
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('no stats call yet');
    return call.query;
  };
  return { calls, last };
}

const today = () => dayOf(Date.now(), 'UTC');
const daysAgo = (n: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe('API stats screen (spec 01 §2, §4, §5, §9)', () => {
  beforeEach(() => signIn('UTC'));
  afterEach(signOut);

  it('asks for the last 30 days by default and shows the summary with its bands', async () => {
    const { last } = renderPage();
    expect(await screen.findByTestId('stat-calls')).toHaveTextContent('120');
    expect(Number(last().get('start_date'))).toBe(startOfDay(daysAgo(29), 'UTC'));
    // Up to now: the first screen of a loaded CI run can take several seconds to draw.
    expect(Math.abs(Number(last().get('end_date')) - Date.now())).toBeLessThan(60_000);
    expect(last().get('chains')).toBeNull();
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('stat-rate')).toHaveTextContent('98.3%');
    expect(within(screen.getByTestId('stat-rate')).getByText('Good')).toHaveAttribute('data-band', 'good');
    expect(screen.getByTestId('stat-time')).toHaveTextContent('2.84s');
    expect(within(screen.getByTestId('stat-time')).getByText('Normal')).toHaveAttribute(
      'data-band',
      'normal',
    );
    expect(screen.getByTestId('stat-cost')).toHaveTextContent('1.09 per call');
    expect(screen.getByTestId('chain-tron')).toHaveTextContent('TRON');
    const table = screen.getByRole('table', { name: 'Per-chain figures' });
    expect(within(table).getByText('TRON')).toBeInTheDocument();
    const keys = screen.getByRole('table', { name: 'Response time per key' });
    expect(within(keys).getByText('prod-screening')).toBeInTheDocument();
    expect(within(keys).getByText('180ms')).toBeInTheDocument();
    expect(within(keys).getByText('1.2s')).toBeInTheDocument();
    // The lazy chart chunk arrives and draws three charts.
    expect(await screen.findByTestId('trend-calls')).toBeInTheDocument();
    expect(screen.getByTestId('trend-cost')).toBeInTheDocument();
    expect(screen.getByTestId('trend-time')).toBeInTheDocument();
  });

  it('filters by preset, chains and key', async () => {
    const user = userEvent.setup();
    const { last } = renderPage();
    await screen.findByTestId('stat-calls');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(Number(last().get('start_date'))).toBe(startOfDay(today(), 'UTC')));
    await user.click(screen.getByRole('button', { name: 'TRON' }));
    await waitFor(() => expect(last().get('chains')).toBe('tron'));
    await user.click(screen.getByRole('button', { name: 'Ethereum' }));
    await waitFor(() => expect(last().get('chains')).toBe('eth,tron'));
    // Back to every chain: that answer is still fresh (spec 01 §9: 60 s), so it is not asked again.
    await user.click(screen.getByRole('button', { name: 'All chains' }));
    expect(screen.getByRole('button', { name: 'All chains' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'TRON' })).toHaveAttribute('aria-pressed', 'false');
    await user.selectOptions(screen.getByRole('combobox', { name: 'API key' }), String(exampleApiKey.id));
    await waitFor(() => expect(last().get('api_key_id')).toBe(String(exampleApiKey.id)));
  });

  it('applies a custom range only when both days are set, in order and not after today', async () => {
    const user = userEvent.setup();
    const { last } = renderPage();
    await screen.findByTestId('stat-calls');
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const custom = screen.getByTestId('custom-range');
    const start = within(custom).getByLabelText('Start date');
    const end = within(custom).getByLabelText('End date');
    const apply = within(custom).getByRole('button', { name: 'Apply' });
    await user.clear(end);
    expect(apply).toBeDisabled();
    expect(custom).toHaveTextContent('Choose both dates');
    await user.clear(start);
    await user.type(start, daysAgo(2));
    await user.type(end, daysAgo(4));
    expect(within(custom).getByRole('alert')).toHaveTextContent(
      'The end date must not be before the start date',
    );
    expect(apply).toBeDisabled();
    await user.clear(end);
    await user.type(end, daysAgo(1));
    expect(custom).toHaveTextContent('2 days selected');
    await user.click(apply);
    await waitFor(() => expect(Number(last().get('start_date'))).toBe(startOfDay(daysAgo(2), 'UTC')));
    expect(Number(last().get('end_date'))).toBe(startOfDay(today(), 'UTC') - 1);
    expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the calls belong to no chain', async () => {
    renderPage(() => ({
      ...empty,
      summary: { ...empty.summary, total_calls: '2', success_calls: '2', success_rate: '1' },
    }));
    expect(await screen.findByTestId('no-chains')).toHaveTextContent('belong to no chain');
    expect(screen.queryByText('No API calls in this range')).not.toBeInTheDocument();
  });

  it('counts the calls that name no chain in a row and a card of their own, asking in the stored zone', async () => {
    const summary = { ...empty.summary, total_calls: '12', success_calls: '12', success_rate: '1' };
    const point = {
      time: '2026-11-25T00:00:00Z',
      success_count: 12,
      failed_count: 0,
      cost: 0,
      avg_query_time_ms: 40,
    };
    const { last } = renderPage(() => ({ ...empty, summary, no_chain: { summary, timeline: [point] } }));
    expect(await screen.findByTestId('chain-other')).toHaveTextContent('No chain');
    expect(screen.getByRole('cell', { name: 'No chain (histories, status, keys)' })).toBeInTheDocument();
    expect(screen.queryByTestId('no-chains')).not.toBeInTheDocument();
    expect(last().get('time_zone')).toBe('UTC');
  });

  it('shows the no-data note when there were no calls', async () => {
    renderPage(() => empty);
    expect(await screen.findByText('No API calls in this range')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows a failure panel with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPage(() => (fail ? apiFailure(500) : stats));
    expect(await screen.findByText('Could not load the statistics')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('stat-calls')).toHaveTextContent('120');
  });

  it('reads the days in the display zone and names it beside the charts', async () => {
    signIn('Asia/Shanghai');
    const { last } = renderPage();
    await screen.findByTestId('stat-calls');
    const shanghaiToday = dayOf(Date.now(), 'Asia/Shanghai');
    const expected = startOfDay(
      new Date(Date.parse(`${shanghaiToday}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10),
      'Asia/Shanghai',
    );
    expect(Number(last().get('start_date'))).toBe(expected);
    expect(last().get('time_zone')).toBe('Asia/Shanghai');
    expect(screen.getByTestId('shown-range')).toHaveTextContent(/GMT\+8$/);
    expect(await screen.findByTestId('charts-zone')).toHaveTextContent('Asia/Shanghai (GMT+8)');
  });

  it('exports the timeline as CSV through the export route', async () => {
    const user = userEvent.setup();
    renderPage();
    const csv = 'time,chain,calls,success_calls,failed_calls,credits,avg_query_time_ms\n';
    await screen.findByTestId('stat-calls');
    const { calls, file } = await exportCsv(user, 'exportApiUsageStats', csv);
    expect(calls[0]?.query.get('start_date')).toBe(String(startOfDay(daysAgo(29), 'UTC')));
    expect(file).toBe(csv);
  });
});
