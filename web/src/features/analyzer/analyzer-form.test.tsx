import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { UserPackage } from '../../../../shared/contract/accounts.schema';
import { exampleQueryEstimate, exampleRecentQuery } from '../../../../shared/contract/examples';
import type { QueryEstimate, RecentQueryResponse } from '../../../../shared/contract/queries.schema';
import { Toaster } from '../../components/toaster';
import { formatDisplayDate } from '../../lib/display-time-zone';
import { storageKeys } from '../../lib/storage';
import { useUserPackage } from '../../lib/use-account';
import { useApi } from '../../lib/use-api';
import { type ApiCall, answerApi, apiFailure, noAnswer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { signIn, signOut } from '../../test/session';
import { AnalyzerForm } from './analyzer-form';
import { AnalyzerPage } from './analyzer-page';
import { ESTIMATE_DEBOUNCE_MS } from './query-api';

const TRON = 'TCC2iyUf75x4h56XAeHuB6T8E17g9T7AYY';
const EVM = '0x28c6c06298d514db089934071355e5743bf21d60';
const HASH = 'q_01JD3M6B9Q8Z3X4W5V6T7S8R9P';

const userPackage: UserPackage = {
  package_type: 3,
  begin_at: '2026-01-01T00:00:00Z',
  end_at: '2027-01-01T00:00:00Z',
  query_quota: 4840,
  used_query_quota: 160,
  monitor_address_count: 5,
};

/** What POST /v1/query/create answers: the created query, or a refusal (a Response). */
type Reply = { query_hash: string } | Response;

const created = (): Reply => ({ query_hash: HASH });

/** What GET /v1/query/estimate answers unless a test says otherwise: 800 transfers, 1 credit, paid for. */
const smallEstimate: QueryEstimate = {
  ...exampleQueryEstimate,
  address: TRON,
  basis: 'chain_source',
  transfers: { min: 800, max: 800, exact: true },
  credits: { min: 1, max: 1 },
  earlier_report: null,
  balance: userPackage.query_quota,
};

/** The payment processor, analysed before: about 120,654 transfers, 121 credits. */
const processorEstimate = (balance = userPackage.query_quota): QueryEstimate => ({
  ...exampleQueryEstimate,
  address: TRON,
  earlier_report: { ...exampleQueryEstimate.earlier_report!, query_hash: 'q_01JD3M6B9Q8Z3X4W5V6T7S8R9Q' },
  balance,
  covered: balance >= 121,
  affordable_limit: balance > 0 ? Math.min(balance * 1000, 100_000) : null,
});
const refused = (status: number, code: string, message: string): Reply =>
  apiFailure(status, { code, message });

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Stays mounted across the navigation, so the revalidation after a submit can be seen. */
function CacheProbe() {
  const credits = useUserPackage();
  // A history page in the cache, as the history tab leaves it.
  const history = useApi('listQueryHistories', { query: { limit: 10, offset: 1 } });
  return credits.data && history.data && !credits.isValidating && !history.isValidating ? (
    <span data-testid="loads-settled" />
  ) : null;
}

async function renderAnalyzer(
  options: {
    answer?: () => Reply | Promise<Reply>;
    form?: React.ReactElement;
    recent?: RecentQueryResponse;
    estimate?: QueryEstimate | ((call: ApiCall) => QueryEstimate);
    route?: string;
    plan?: UserPackage;
  } = {},
) {
  const calls = answerApi('createQuery', options.answer ?? created);
  const estimateCalls = answerApi('estimateQuery', options.estimate ?? smallEstimate);
  // No earlier report of the address unless the test gives one.
  const recentCalls = answerApi(
    'getRecentQuery',
    options.recent ?? { recent: null, estimated_credits: null },
  );
  // The credits and the history the page loads, in order.
  const loads: ApiCall[] = [];
  answerApi('getUserPackage', options.plan ?? userPackage, loads);
  answerApi('listQueryHistories', { query_histories: [], total_count: 0 }, loads);
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/console" element={options.form ?? <AnalyzerPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
      <CacheProbe />
      <Toaster />
    </>,
    { route: options.route ?? '/console' },
  );
  // Settle the first loads (credits, history) before the test acts.
  await screen.findByTestId('loads-settled');
  return { user, calls, loads, recentCalls, estimateCalls };
}

const addressInput = () => screen.getByRole('textbox', { name: 'Wallet address' });
const networkSelect = () => screen.getByRole('combobox', { name: 'Network' });
const submitButton = () => screen.getByRole('button', { name: /Analyze/ });
const advancedToggle = () => screen.getByRole('button', { name: 'Advanced options' });
const startInput = () => screen.getByLabelText('Start date') as HTMLInputElement;
const endInput = () => screen.getByLabelText('End date') as HTMLInputElement;
const limitInput = () => screen.getByRole('textbox', { name: 'Transaction limit' });
const estimateLine = () => screen.getByTestId('analysis-estimate');
const PROCESSOR = 'TNc3oSA4dguMCxknygZHQ19WyYm5JVqvaj';

/** Addresses are pasted, as people do; `then` types after it (e.g. "{Enter}"). */
async function pasteAddress(user: ReturnType<typeof userEvent.setup>, address: string, then = '') {
  await user.click(addressInput());
  await user.paste(address);
  if (then) await user.keyboard(then);
}

async function openAdvanced(user: ReturnType<typeof userEvent.setup>) {
  await user.click(advancedToggle());
  return screen.getByRole('region', { name: 'Advanced options' });
}

/** Picks a day in an `<input type="date">` (user-event types its YYYY-MM-DD value); '' clears it. */
async function pickDate(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, day: string) {
  await user.clear(input);
  if (day) await user.type(input, day);
}

describe('risk analyzer (spec 01 §2, §4, §5)', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    // Unmount first: signing out under a mounted page would update it outside act().
    cleanup();
    signOut();
    vi.useRealTimers();
  });

  describe('validation', () => {
    it('shows no message before the first submit, then requires the address and sends nothing', async () => {
      const { user, calls } = await renderAnalyzer();
      expect(screen.queryByText('Enter the wallet address to analyze')).not.toBeInTheDocument();

      await user.click(submitButton());

      expect(screen.getByText('Enter the wallet address to analyze')).toBeInTheDocument();
      expect(addressInput()).toHaveAttribute('aria-invalid', 'true');
      expect(addressInput()).toHaveFocus();
      expect(calls).toHaveLength(0);
    });

    it('checks a TRON address and updates the message as the user types', async () => {
      const { user } = await renderAnalyzer();
      await user.type(addressInput(), 'T123');
      expect(screen.queryByText(/not a valid TRON address/)).not.toBeInTheDocument();

      await user.click(submitButton());
      expect(screen.getByText(/not a valid TRON address/)).toBeInTheDocument();

      await user.clear(addressInput());
      expect(screen.getByText('Enter the wallet address to analyze')).toBeInTheDocument();
      await pasteAddress(user, `  ${TRON}  `);
      expect(screen.queryByText(/not a valid/)).not.toBeInTheDocument();
      expect(screen.queryByText('Enter the wallet address to analyze')).not.toBeInTheDocument();
      expect(addressInput()).not.toHaveAttribute('aria-invalid');
    });

    it('checks EVM addresses on Ethereum and BSC', async () => {
      const { user } = await renderAnalyzer();
      await user.selectOptions(networkSelect(), 'ethereum-usdt');
      await pasteAddress(user, TRON);
      await user.click(submitButton());
      expect(screen.getByText(/not a valid EVM address/)).toBeInTheDocument();

      await user.selectOptions(networkSelect(), 'bsc-usdt');
      expect(screen.getByText(/not a valid EVM address/)).toBeInTheDocument();
      await user.clear(addressInput());
      await pasteAddress(user, EVM.toUpperCase().replace('0X', '0x'));
      expect(screen.queryByText(/not a valid/)).not.toBeInTheDocument();

      // The same address on TRON is wrong again: the rule follows the network.
      await user.selectOptions(networkSelect(), 'tron-usdt');
      expect(screen.getByText(/not a valid TRON address/)).toBeInTheDocument();
    });

    // Which limits the rule refuses is query-rules.test.ts's; here, each refusal's message on the field.
    it('refuses a limit that is not a whole number from 1 to 100,000, naming why', async () => {
      const { user, calls } = await renderAnalyzer();
      await pasteAddress(user, TRON);
      await openAdvanced(user);
      for (const [limit, message] of [
        ['1.5', 'Enter a whole number'],
        ['abc', 'Enter a whole number'],
        ['0', 'The limit must be at least 1'],
        ['-3', 'The limit must be at least 1'],
        ['100001', 'The limit must be at most 100,000'],
      ] as const) {
        await user.clear(limitInput());
        await user.type(limitInput(), limit);
        await user.click(submitButton());
        expect(screen.getByText(message)).toBeInTheDocument();
        expect(limitInput()).toHaveFocus();
      }
      expect(calls).toHaveLength(0);
    });

    it('accepts the limits 1 and 100000', async () => {
      const { user } = await renderAnalyzer();
      await openAdvanced(user);
      await user.type(limitInput(), '1');
      await user.click(submitButton());
      expect(screen.queryByText(/The limit must/)).not.toBeInTheDocument();
      await user.clear(limitInput());
      await user.type(limitInput(), '100000');
      expect(screen.queryByText(/The limit must/)).not.toBeInTheDocument();
      await user.type(limitInput(), '0');
      expect(screen.getByText('The limit must be at most 100,000')).toBeInTheDocument();
    });

    it('refuses an end before the start; the end calendar starts at the start day', async () => {
      const { user, calls } = await renderAnalyzer();
      await pasteAddress(user, TRON);
      await openAdvanced(user);
      await pickDate(user, startInput(), '2026-03-10');
      expect(endInput()).toHaveAttribute('min', '2026-03-10');
      await pickDate(user, endInput(), '2026-03-09');

      await user.click(submitButton());
      expect(screen.getByText('The end date cannot be before the start date')).toBeInTheDocument();
      expect(endInput()).toHaveFocus();
      expect(calls).toHaveLength(0);

      await pickDate(user, endInput(), '2026-03-10');
      expect(screen.queryByText('The end date cannot be before the start date')).not.toBeInTheDocument();
    });

    it('opens the collapsed panel to show a problem inside it', async () => {
      const { user } = await renderAnalyzer();
      await pasteAddress(user, TRON);
      await openAdvanced(user);
      await user.type(limitInput(), '0');
      await user.click(advancedToggle());
      expect(screen.queryByRole('region', { name: 'Advanced options' })).not.toBeInTheDocument();

      await user.click(submitButton());

      expect(advancedToggle()).toHaveAttribute('aria-expanded', 'true');
      expect(limitInput()).toHaveFocus();
    });
  });

  describe('network choice', () => {
    it('defaults to TRON and remembers the last choice', async () => {
      const { user } = await renderAnalyzer();
      expect(networkSelect()).toHaveValue('tron-usdt');
      await user.selectOptions(networkSelect(), 'ethereum-usdt');
      expect(localStorage.getItem(storageKeys.chainToken)).toBe('ethereum-usdt');
    });

    it('starts from the stored choice', async () => {
      localStorage.setItem(storageKeys.chainToken, 'bsc-usdt');
      await renderAnalyzer();
      expect(networkSelect()).toHaveValue('bsc-usdt');
    });

    it('falls back to TRON when the stored choice is not in the catalogue', async () => {
      localStorage.setItem(storageKeys.chainToken, 'dogecoin-usdt');
      await renderAnalyzer();
      expect(networkSelect()).toHaveValue('tron-usdt');
    });

    it('offers the networks a pasted address fits, and switches in one click', async () => {
      const { user } = await renderAnalyzer();
      await pasteAddress(user, '0x28C6c06298d514Db089934071355E5743bf21d60');
      const offer = within(screen.getByTestId('network-suggestion'));
      expect(offer.getByText(/This is an EVM address/)).toBeInTheDocument();
      expect(offer.getAllByRole('button').map((b) => b.textContent)).toEqual([
        'Switch to Ethereum · USDT (ERC-20)',
        'Switch to BSC · USDT (BEP-20)',
      ]);
      await user.click(offer.getByRole('button', { name: /BSC/ }));
      expect(networkSelect()).toHaveValue('bsc-usdt');
      expect(screen.queryByTestId('network-suggestion')).not.toBeInTheDocument();

      await user.clear(addressInput());
      await pasteAddress(user, 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
      await user.click(screen.getByRole('button', { name: 'Switch to TRON · USDT (TRC-20)' }));
      expect(networkSelect()).toHaveValue('tron-usdt');
    });

    it('offers nothing for an address that fits no network', async () => {
      const { user } = await renderAnalyzer();
      await pasteAddress(user, '0x123');
      expect(screen.queryByTestId('network-suggestion')).not.toBeInTheDocument();
    });
  });

  describe('an earlier report', () => {
    it('offers the recent report instead of paying again, with what a new one would cost', async () => {
      // Made under the default policy; the server judged it again under the user's version 3.
      const { user, calls, recentCalls } = await renderAnalyzer({
        recent: {
          ...exampleRecentQuery,
          recent: { ...exampleRecentQuery.recent!, verdict: 'review', policy: { id: 'custom', version: 3 } },
        },
        estimate: {
          ...smallEstimate,
          basis: 'earlier_report',
          transfers: { min: 800, max: 800, exact: false },
          earlier_report: {
            query_hash: exampleRecentQuery.recent!.query_hash,
            completed_at: exampleRecentQuery.recent!.completed_at,
            transfers_analysed: 800,
          },
        },
      });
      await pasteAddress(user, 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
      const offer = await screen.findByTestId('recent-report');
      expect(recentCalls[0]?.query.get('address')).toBe('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
      expect(recentCalls[0]?.query.get('chain')).toBe('tron');
      expect(offer).toHaveTextContent('Review under your current policy, version 3');
      expect(offer).not.toHaveTextContent('Reject');
      expect(offer).toHaveTextContent('800 transfers analysed for 1 credit');
      await waitFor(() =>
        expect(estimateLine()).toHaveTextContent(
          'About 800 transfers: 1 credit · from your report of 2026/11/21',
        ),
      );
      await user.click(within(offer).getByRole('link', { name: 'Open that report (free)' }));
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/detail?hash=${exampleRecentQuery.recent!.query_hash}&chain=tron&token=usdt`,
      );
      expect(calls).toEqual([]);
    });

    it('asks nothing before the address is valid, and shows no offer without a report', async () => {
      const { user, recentCalls } = await renderAnalyzer();
      await pasteAddress(user, 'TXYZ');
      expect(recentCalls).toEqual([]);
      await user.clear(addressInput());
      await pasteAddress(user, 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
      await waitFor(() => expect(recentCalls).toHaveLength(1));
      expect(screen.queryByTestId('recent-report')).not.toBeInTheDocument();
    });

    it('is filled in from a report’s “analyse this counterparty” link', async () => {
      await renderAnalyzer({
        route: '/console?address=0x28C6c06298d514Db089934071355E5743bf21d60&chain=bsc',
      });
      expect(addressInput()).toHaveValue('0x28C6c06298d514Db089934071355E5743bf21d60');
      expect(networkSelect()).toHaveValue('bsc-usdt');
    });
  });

  describe('advanced options', () => {
    it('is a disclosure button that shows and hides the panel', async () => {
      const { user } = await renderAnalyzer();
      expect(advancedToggle()).toHaveAttribute('aria-expanded', 'false');
      const panel = await openAdvanced(user);
      expect(advancedToggle()).toHaveAttribute('aria-expanded', 'true');
      expect(advancedToggle()).toHaveAttribute('aria-controls', panel.id);
      await user.click(advancedToggle());
      expect(screen.queryByRole('region', { name: 'Advanced options' })).not.toBeInTheDocument();
    });

    it('sets the dates from one row of ranges, counting from today in the display zone', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // 20:00 UTC on 28 February is already 1 March in the stored zone, Shanghai.
      vi.setSystemTime(new Date(Date.UTC(2026, 1, 28, 20, 0)));
      localStorage.setItem(storageKeys.timezone, 'Asia/Shanghai');
      const { user } = await renderAnalyzer();
      const panel = await openAdvanced(user);
      const ranges = within(within(panel).getByRole('group', { name: 'Quick range' }));
      const dates = () => [startInput().value, endInput().value];
      expect(within(panel).queryByRole('group', { name: 'Presets' })).not.toBeInTheDocument();
      expect(ranges.getAllByRole('button').map((b) => b.textContent)).toEqual([
        'Today',
        'Last 1 day',
        'Last 7 days',
        'Last 30 days',
        'All time',
      ]);

      // Nothing chosen yet: the whole history.
      expect(ranges.getByRole('button', { name: 'All time' })).toHaveAttribute('aria-pressed', 'true');

      await user.click(ranges.getByRole('button', { name: 'Last 7 days' }));
      expect(dates()).toEqual(['2026-02-23', '2026-03-01']);
      expect(ranges.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
      expect(ranges.getByRole('button', { name: 'All time' })).toHaveAttribute('aria-pressed', 'false');

      await user.click(ranges.getByRole('button', { name: 'Today' }));
      expect(dates()).toEqual(['2026-03-01', '2026-03-01']);
      await user.click(ranges.getByRole('button', { name: 'Last 1 day' }));
      expect(dates()).toEqual(['2026-02-28', '2026-03-01']);
      await user.click(ranges.getByRole('button', { name: 'Last 30 days' }));
      expect(dates()).toEqual(['2026-01-31', '2026-03-01']);
      await user.click(ranges.getByRole('button', { name: 'All time' }));
      expect(dates()).toEqual(['', '']);
    });

    it('keeps a chosen range and limit in sight when the panel is closed', async () => {
      const { user } = await renderAnalyzer();
      await openAdvanced(user);
      await pickDate(user, startInput(), '2026-03-01');
      await pickDate(user, endInput(), '2026-03-07');
      await user.type(limitInput(), '5000');
      await user.click(advancedToggle());
      expect(screen.getByTestId('advanced-summary')).toHaveTextContent(
        '2026-03-01 to 2026-03-07 · Latest 5,000 transactions',
      );
    });
  });

  describe('credits', () => {
    it('shows the credits left and what the analysis may cost', async () => {
      const { user } = await renderAnalyzer();
      expect(await screen.findByText('4,840 credits left')).toBeInTheDocument();
      expect(screen.getByText('Cost: 1 credit per 1,000 transactions, at least 1')).toBeInTheDocument();

      await openAdvanced(user);
      await user.type(limitInput(), '5000');
      expect(screen.getByText('This analysis costs at most 5 credits')).toBeInTheDocument();
      await user.clear(limitInput());
      await user.type(limitInput(), '500');
      expect(screen.getByText('This analysis costs at most 1 credit')).toBeInTheDocument();
    });
  });

  describe('a price before a charge', () => {
    it('estimates every valid address as it is typed, and again when the limit or network changes', async () => {
      // Prepare: the estimate follows what it is asked about
      const { user, estimateCalls } = await renderAnalyzer({
        estimate: (call) =>
          call.query.get('limit') === '5000'
            ? {
                ...processorEstimate(),
                transfers: { min: 5000, max: 5000, exact: false },
                credits: { min: 5, max: 5 },
              }
            : call.query.get('chain') === 'ethereum'
              ? {
                  ...smallEstimate,
                  chain: 'ethereum',
                  address: EVM,
                  basis: 'range',
                  transfers: { min: 0, max: 100_000, exact: false },
                  credits: { min: 1, max: 100 },
                }
              : processorEstimate(),
      });

      // Act: an address being typed is not asked about; the whole one is, once
      await user.type(addressInput(), PROCESSOR.slice(0, 10));
      await pasteAddress(user, PROCESSOR.slice(10));

      // Assess
      await waitFor(() =>
        expect(estimateLine()).toHaveTextContent(
          'About 120,654 transfers: 121 credits · from your report of 2026/11/20',
        ),
      );
      expect(estimateCalls.map((c) => c.query.get('address'))).toEqual([PROCESSOR]);

      // Act: a limit typed digit by digit is asked about once it settles
      await openAdvanced(user);
      await user.type(limitInput(), '5000');
      await waitFor(() => expect(estimateLine()).toHaveTextContent('About 5,000 transfers: 5 credits'));
      expect(estimateCalls.map((c) => c.query.get('limit'))).toEqual([null, '5000']);

      // Act: another network and address, never analysed
      await user.clear(limitInput());
      await user.selectOptions(networkSelect(), 'ethereum-usdt');
      await user.clear(addressInput());
      await pasteAddress(user, EVM);
      await waitFor(() =>
        expect(estimateLine()).toHaveTextContent('1–100 credits: this address was never analyzed'),
      );
    });

    it('asks before a large analysis: the cost, the balance after, then sends the confirmed maximum', async () => {
      const { user, calls } = await renderAnalyzer({ estimate: processorEstimate() });
      await pasteAddress(user, PROCESSOR);
      await waitFor(() => expect(estimateLine()).toHaveTextContent('121 credits'));

      await user.click(submitButton());

      const dialog = await screen.findByRole('alertdialog', { name: 'Confirm the cost' });
      expect(dialog).toHaveTextContent(
        'About 120,654 transfers: 121 credits · from your report of 2026/11/20',
      );
      expect(within(dialog).getByTestId('cost-question-cost')).toHaveTextContent('up to 121 credits');
      expect(within(dialog).getByTestId('cost-question-after')).toHaveTextContent('at least 4,719 credits');
      expect(calls).toEqual([]);

      await user.click(within(dialog).getByRole('button', { name: 'Analyze · up to 121 credits' }));

      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]?.body).toEqual({ chain: 'tron', token: 'usdt', address: PROCESSOR, max_credits: 121 });
      expect(await screen.findByTestId('location')).toHaveTextContent(`/detail?hash=${HASH}`);
    });

    it('asks even when the estimate has not come yet, and cancels with Escape, sending nothing', async () => {
      const { user, calls, estimateCalls } = await renderAnalyzer({ estimate: processorEstimate() });

      // Act: Enter right after the paste, before the debounced estimate
      await pasteAddress(user, PROCESSOR, '{Enter}');
      await screen.findByRole('alertdialog', { name: 'Confirm the cost' });
      await user.keyboard('{Escape}');

      // Assess
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(estimateCalls.length).toBeGreaterThanOrEqual(1);
      expect(calls).toEqual([]);
    });

    it('offers to set a limit instead, in the limit field', async () => {
      const { user, calls } = await renderAnalyzer({ estimate: processorEstimate() });
      await pasteAddress(user, PROCESSOR, '{Enter}');
      const dialog = await screen.findByRole('alertdialog', { name: 'Confirm the cost' });

      await user.click(within(dialog).getByRole('button', { name: 'Set a limit' }));

      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await waitFor(() => expect(limitInput()).toHaveFocus());
      expect(calls).toEqual([]);
    });

    it('offers the newest transfers the balance pays for when it pays for only part', async () => {
      // Prepare: 5 credits for an address of about 120,654 transfers
      const { user, calls } = await renderAnalyzer({ estimate: processorEstimate(5) });
      await pasteAddress(user, PROCESSOR);
      await waitFor(() => expect(estimateLine()).toHaveTextContent('more than your 5 credits'));

      // Act
      await user.click(submitButton());
      const dialog = await screen.findByRole('alertdialog', {
        name: 'Your credits pay for part of this address',
      });
      expect(dialog).toHaveTextContent('Your 5 credits pay for the newest 5,000 transfers.');
      expect(within(dialog).getByTestId('cost-question-after')).toHaveTextContent('at least 0 credits');
      await user.click(within(dialog).getByRole('button', { name: 'Analyze the newest 5,000' }));

      // Assess: the limit is set in the form and sent with its price as the maximum
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]?.body).toEqual({
        chain: 'tron',
        token: 'usdt',
        address: PROCESSOR,
        limit: 5000,
        max_credits: 5,
      });
    });

    it('shows the choice when the server answers 409 confirm_cost, and analyses what the balance pays for', async () => {
      // Prepare: the estimate read before the balance moved; the server knows better
      let creates = 0;
      const { user, calls } = await renderAnalyzer({
        answer: () =>
          ++creates === 1
            ? apiFailure(409, {
                code: 'confirm_cost',
                message: 'Your credits pay for only part of this address’s history',
                data: { estimate: processorEstimate(3) },
              })
            : created(),
      });
      await pasteAddress(user, PROCESSOR, '{Enter}');

      // Act
      const dialog = await screen.findByRole('alertdialog', {
        name: 'Your credits pay for part of this address',
      });
      expect(dialog).toHaveTextContent('Your 3 credits pay for the newest 3,000 transfers.');
      await user.click(within(dialog).getByRole('button', { name: 'Analyze the newest 3,000' }));

      // Assess
      await waitFor(() => expect(calls).toHaveLength(2));
      expect(calls[0]?.body).toEqual({ chain: 'tron', token: 'usdt', address: PROCESSOR });
      expect(calls[1]?.body).toMatchObject({ limit: 3000, max_credits: 3 });
      expect(await screen.findByTestId('location')).toHaveTextContent(`/detail?hash=${HASH}`);
    });

    it('cancels the 409 choice, leaving the form as it was', async () => {
      const { user, calls } = await renderAnalyzer({
        answer: () =>
          apiFailure(409, { code: 'confirm_cost', message: 'x', data: { estimate: processorEstimate(3) } }),
      });
      await pasteAddress(user, PROCESSOR, '{Enter}');
      const dialog = await screen.findByRole('alertdialog');

      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(calls).toHaveLength(1);
      expect(addressInput()).toHaveValue(PROCESSOR);
      expect(submitButton()).toBeEnabled();
    });
  });

  describe('submit', () => {
    it('submits with Enter from the address field', async () => {
      const { user, calls } = await renderAnalyzer();
      await pasteAddress(user, TRON, '{Enter}');
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]?.path).toBe('/v1/query/create');
      expect(calls[0]?.body).toEqual({ chain: 'tron', token: 'usdt', address: TRON });
      expect(await screen.findByTestId('location')).toHaveTextContent(
        `/detail?hash=${HASH}&chain=tron&token=usdt`,
      );
    });

    it('creates the query at once while the recent-report check is still out, and hands over its hash', async () => {
      const onQueryCreated = vi.fn();
      const { user, calls } = await renderAnalyzer({
        form: <AnalyzerPage onQueryCreated={onQueryCreated} />,
      });
      // Submitting never waits for the check of an earlier report.
      const recentCalls = answerApi('getRecentQuery', noAnswer);
      await pasteAddress(user, TRON);
      await waitFor(() => expect(recentCalls).toHaveLength(1));
      await user.click(submitButton());
      await waitFor(() => expect(calls).toHaveLength(1));
      // The report's status and result are asked for before its page opens.
      await waitFor(() => expect(onQueryCreated).toHaveBeenCalledWith(HASH));
      expect(await screen.findByTestId('location')).toHaveTextContent(`/detail?hash=${HASH}`);
    });

    it.each([
      {
        when: 'sends the trimmed address, the days as local epoch seconds and the limit, then opens the detail',
        network: 'ethereum-usdt',
        typed: `  ${EVM} `,
        days: { start: '2026-02-23', end: '2026-03-01' },
        limit: '5000',
        body: {
          chain: 'ethereum',
          token: 'usdt',
          address: EVM,
          start_at: new Date(2026, 1, 23, 0, 0, 0).getTime() / 1000,
          end_at: new Date(2026, 2, 1, 23, 59, 59).getTime() / 1000,
          limit: 5000,
        },
        detail: `/detail?hash=${HASH}&chain=ethereum&token=usdt&start=2026-02-23&end=2026-03-01`,
      },
      {
        when: 'puts only the chosen day in the detail address',
        typed: TRON,
        days: { start: '2026-02-23' },
        body: {
          chain: 'tron',
          token: 'usdt',
          address: TRON,
          start_at: new Date(2026, 1, 23).getTime() / 1000,
        },
        detail: `/detail?hash=${HASH}&chain=tron&token=usdt&start=2026-02-23`,
      },
    ])(
      '$when',
      async ({
        network,
        typed,
        days,
        limit,
        body,
        detail,
      }: {
        network?: string;
        typed: string;
        days: { start: string; end?: string };
        limit?: string;
        body: object;
        detail: string;
      }) => {
        const { user, calls } = await renderAnalyzer();
        if (network) await user.selectOptions(networkSelect(), network);
        await pasteAddress(user, typed);
        await openAdvanced(user);
        await pickDate(user, startInput(), days.start);
        if (days.end) await pickDate(user, endInput(), days.end);
        if (limit) await user.type(limitInput(), limit);
        await user.click(submitButton());

        await waitFor(() => expect(calls).toHaveLength(1));
        expect(calls[0]?.body).toEqual(body);
        expect(await screen.findByTestId('location')).toHaveTextContent(detail);
      },
    );

    it('refreshes the history and the credits after creating the query', async () => {
      const { user, loads } = await renderAnalyzer();
      await screen.findByText('4,840 credits left');
      const count = (prefix: string) => loads.filter((call) => call.path.startsWith(prefix)).length;
      const before = { credits: count('/user-package'), history: count('/v1/query/histories') };

      await pasteAddress(user, TRON, '{Enter}');
      await screen.findByTestId('location');

      await waitFor(() => expect(count('/user-package')).toBe(before.credits + 1));
      await waitFor(() => expect(count('/v1/query/histories')).toBe(before.history + 1));
    });

    it('takes the estimate already asked for when submitted right after the paste', async () => {
      // The create never answers, so the form stays while its estimate could be asked again.
      const { user, calls } = await renderAnalyzer({ answer: () => new Promise(() => {}) });
      // The estimate answers only after the press, so the submit has to wait for one.
      let release = () => {};
      const estimateCalls = answerApi(
        'estimateQuery',
        () => new Promise((resolve) => (release = () => resolve(smallEstimate))),
      );
      await pasteAddress(user, TRON, '{Enter}');
      await waitFor(() => expect(estimateCalls).toHaveLength(1));
      act(() => release());
      await waitFor(() => expect(calls).toHaveLength(1));
      // Past the debounce: the address was asked about once, as it became whole, and not again.
      await new Promise((resolve) => setTimeout(resolve, ESTIMATE_DEBOUNCE_MS + 100));
      expect(estimateCalls.map((c) => c.query.get('address'))).toEqual([TRON]);
    });

    it('shows the loading button and disabled inputs while the analysis starts', async () => {
      let release: (reply: Reply) => void = () => {};
      const { user, calls } = await renderAnalyzer({
        answer: () => new Promise<Reply>((resolve) => (release = resolve)),
      });
      await pasteAddress(user, TRON);
      await openAdvanced(user);
      await user.click(submitButton());
      // The estimate is asked first when it has not come yet, then the query is created.
      await waitFor(() => expect(calls).toHaveLength(1));

      const button = screen.getByRole('button', { name: /Analyzing/ });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('data-loading');
      expect(addressInput()).toBeDisabled();
      expect(networkSelect()).toBeDisabled();
      expect(limitInput()).toBeDisabled();
      expect(startInput()).toBeDisabled();

      await act(async () => release(created()));
      expect(await screen.findByTestId('location')).toHaveTextContent(`/detail?hash=${HASH}`);
    });

    it('hands the trimmed address to a caller’s own handler instead of creating a query', async () => {
      const onSubmitAddress = vi.fn();
      const { user, calls } = await renderAnalyzer({
        form: <AnalyzerForm onSubmitAddress={onSubmitAddress} />,
      });
      await pasteAddress(user, 'bad', '{Enter}');
      expect(onSubmitAddress).not.toHaveBeenCalled();

      await user.clear(addressInput());
      await pasteAddress(user, `  ${TRON}  `, '{Enter}');

      await waitFor(() => expect(onSubmitAddress).toHaveBeenCalledWith(TRON));
      expect(calls).toHaveLength(0);
      expect(submitButton()).toBeEnabled();
    });
  });

  describe('refusals', () => {
    it.each([
      {
        refusal: 'explains missing credits with a link to the plans',
        status: 403,
        code: 'insufficient_credits',
        message: 'Not enough credits',
        texts: ['Not enough credits'],
        link: { name: /View plans/, href: '/price' },
      },
      {
        refusal: 'asks to wait when too many analyses are running',
        status: 429,
        code: 'too_many_active_queries',
        message: 'Too many running',
        texts: ['Too many analyses running', /Wait for a running analysis to finish/],
        link: { name: /See query history/, href: '/console/history' },
      },
    ])('$refusal', async ({ status, code, message, texts, link }) => {
      const { user } = await renderAnalyzer({ answer: () => refused(status, code, message) });
      await pasteAddress(user, TRON, '{Enter}');

      const alert = await screen.findByRole('alert');
      for (const text of texts) expect(alert).toHaveTextContent(text);
      expect(within(alert).getByRole('link', { name: link.name })).toHaveAttribute('href', link.href);
      expect(submitButton()).toBeEnabled();
      expect(addressInput()).toHaveValue(TRON);
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    });

    it('says at 0 credits, before any submit, when the next credits arrive, and keeps Analyze off', async () => {
      const begin = Date.now() - 40 * 24 * 3600_000;
      const plan = {
        ...userPackage,
        package_type: 2,
        begin_at: new Date(begin).toISOString(),
        end_at: new Date(begin + 90 * 24 * 3600_000).toISOString(),
        query_quota: 0,
      };
      const { calls } = await renderAnalyzer({ plan });

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Not enough credits');
      // The second 30-day period of the plan starts at begin + 60 days.
      expect(within(alert).getByTestId('credit-renewal')).toHaveTextContent(
        `Your next credits arrive on ${formatDisplayDate(begin + 60 * 24 * 3600_000)}`,
      );
      expect(submitButton()).toBeDisabled();
      expect(calls).toHaveLength(0);
    });

    it('shows any other failure in a toast and stays on the form', async () => {
      const { user } = await renderAnalyzer({
        answer: () => apiFailure(500, { message: 'Database down' }),
      });
      await pasteAddress(user, TRON, '{Enter}');

      expect(await screen.findByText('Database down')).toBeInTheDocument();
      expect(screen.getByText('Server error')).toBeInTheDocument();
      expect(submitButton()).toBeEnabled();
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    });

    it('clears a refusal on the next attempt', async () => {
      let answer: () => Reply | Promise<Reply> = () =>
        refused(429, 'too_many_active_queries', 'Too many running');
      const { user } = await renderAnalyzer({ answer: () => answer() });
      await pasteAddress(user, TRON, '{Enter}');
      await screen.findByRole('alert');

      answer = () => new Promise<Reply>(() => {});
      await user.click(submitButton());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
