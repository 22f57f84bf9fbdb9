import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { answerApi, apiFailure, exampleAnswer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { signIn, signOut } from '../../test/session';
import { MonitorPage } from './monitor-page';
import {
  addressPage,
  alertOf,
  alertPage,
  ETH,
  monitored,
  plan,
  SANCTIONED,
  TX,
} from './monitor-test-fixtures';

function LocationProbe() {
  return <div data-testid="location">{useLocation().search}</div>;
}

const renderPage = (route = '/console/monitor') =>
  renderWithProviders(
    <>
      <MonitorPage />
      <LocationProbe />
    </>,
    { route },
  );

/** The overview's reads of the configuration and its recipients (the channel warning). */
const answerOverviewConfig = () => {
  answerApi('getDefaultMonitorConfig', exampleAnswer('getDefaultMonitorConfig'));
  answerApi('listMonitorRecipients', exampleAnswer('listMonitorRecipients'));
};

describe('Monitor page (spec 02 §2)', () => {
  afterEach(signOut);

  it('only says the user is not logged in without a user id', async () => {
    localStorage.setItem('language', 'en-US');
    renderPage();
    expect(await screen.findByText('User not logged in')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows the user load failure with a retry', async () => {
    signIn();
    let fail = true;
    answerApi('getUser', () => (fail ? apiFailure(503) : exampleAnswer('getUser')));
    answerApi('listMonitorAddresses', addressPage([]));
    answerApi('listMonitorAlerts', alertPage([]));
    answerApi('getMonitorAlertSummary', exampleAnswer('getMonitorAlertSummary'));
    answerOverviewConfig();
    answerApi('getUserPackage', plan());
    renderPage();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load');
    fail = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('counts with page size 1 and shows the 3 latest alerts with copy buttons', async () => {
    signIn();
    answerApi('getUser', exampleAnswer('getUser'));
    answerApi('getUserPackage', plan());
    const addressCalls = answerApi('listMonitorAddresses', ({ query }) =>
      // 4 watched and pushing, 2 watched while pushes are paused (status 2), 7 in all.
      addressPage([monitored()], { '1': 4, '2': 2 }[query.get('status') ?? ''] ?? 7),
    );
    const alertCalls = answerApi('listMonitorAlerts', ({ query }) =>
      query.get('page_size') === '3'
        ? alertPage(
            [alertOf(), alertOf({ id: 'al_2', monitor_type: 'similar_address' }), alertOf({ id: 'al_3' })],
            12,
          )
        : alertPage([alertOf()], 12),
    );
    const summaries = answerApi('getMonitorAlertSummary', ({ query }) => ({
      alerts: 5,
      credits_charged: 12,
      start_time: Number(query.get('start_time')),
      end_time: Number(query.get('start_time')) + 3600,
    }));
    answerOverviewConfig();
    renderPage();

    const totals = await screen.findByText('Total addresses');
    await waitFor(() => expect(totals.parentElement).toHaveTextContent('7'));
    // Addresses still watched while pushes are paused count as active.
    await waitFor(() => expect(screen.getByText('Active monitors').parentElement).toHaveTextContent('6'));
    expect(screen.getByText('Total alerts').parentElement).toHaveTextContent('12');
    expect(addressCalls.map((c) => c.query.get('page_size'))).toEqual(['1', '1', '1']);
    expect(alertCalls.map((c) => c.query.get('page_size')).sort()).toEqual(['1', '3']);

    // Today's figures: since 00:00 UTC (no zone stored), with the credits charged for them.
    expect(await screen.findByText('5 alerts, 12 credits today')).toBeInTheDocument();
    expect(screen.getByText('Since 00:00 UTC')).toBeInTheDocument();
    const midnight = Math.floor(Date.now() / 86_400_000) * 86_400;
    expect(Number(summaries[0]?.query.get('start_time'))).toBe(midnight);

    const recent = await screen.findByRole('list', { name: 'Latest alerts' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(3);
    expect(within(recent).getAllByRole('button', { name: `Copy address ${ETH}` })).toHaveLength(3);
    expect(within(recent).getAllByRole('button', { name: `Copy address ${SANCTIONED}` })).toHaveLength(3);
    expect(within(recent).getAllByRole('button', { name: `Copy transaction hash ${TX}` })).toHaveLength(3);

    const seen = answerApi('markAlertsSeen', { unread: 0, capped: false, seen_up_to: null });
    fireEvent.click(screen.getByRole('button', { name: 'View all' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?tab=alerts'));
    expect(screen.getByRole('tab', { name: 'Alerts' })).toHaveAttribute('aria-selected', 'true');
    // The alerts shown there are marked seen (the nav badge's count goes back to none).
    await waitFor(() => expect(seen).toHaveLength(1));
  });

  it('opens the tab named in the address bar', async () => {
    signIn();
    answerApi('getUser', exampleAnswer('getUser'));
    answerApi('getUserPackage', plan());
    answerApi('getDefaultMonitorConfig', exampleAnswer('getDefaultMonitorConfig'));
    answerApi('getWebhookSecret', exampleAnswer('getWebhookSecret'));
    // The example has Transaction detection on: the tab estimates it for the addresses on it.
    answerApi('listMonitorAddresses', addressPage([]));
    answerApi('listMonitorRecipients', exampleAnswer('listMonitorRecipients'));
    renderPage('/console/monitor?tab=config');
    expect(await screen.findByRole('tab', { name: 'Config' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('form', { name: 'Global configuration' })).toBeInTheDocument();
  });

  it('counts today in the stored time zone', async () => {
    signIn();
    localStorage.setItem('timezone', 'Asia/Shanghai');
    answerApi('getUser', exampleAnswer('getUser'));
    answerApi('getUserPackage', plan());
    answerApi('listMonitorAddresses', addressPage([]));
    answerApi('listMonitorAlerts', alertPage([]));
    const summaries = answerApi('getMonitorAlertSummary', {
      alerts: 1,
      credits_charged: 3,
      start_time: 0,
      end_time: 0,
    });
    answerOverviewConfig();
    renderPage();
    expect(await screen.findByText('1 alert, 3 credits today')).toBeInTheDocument();
    expect(screen.getByText('Since 00:00 Asia/Shanghai')).toBeInTheDocument();
    // Shanghai is UTC+8 all year: its midnight is 16:00 UTC the day before.
    const start = Number(summaries[0]?.query.get('start_time'));
    expect((start + 8 * 3600) % 86_400).toBe(0);
    expect(Date.now() / 1000 - start).toBeLessThan(86_400);
  });
});
