import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerApi, apiFailure } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { signIn, signOut } from '../../test/session';
import { AlertsTab } from './alerts-tab';
import { ALERTS_REFRESH_MS } from './monitor-api';
import { alertOf, alertPage, ETH, plan, SANCTIONED, TX } from './monitor-test-fixtures';

const MINUTE = 60_000;
const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();

const alerts = [
  alertOf({ created_at: at(30_000) }),
  alertOf({
    id: 'al_2',
    monitor_type: 'similar_address',
    amount: '0.000001',
    counterparty_address: '0x742d000000000000000000000000000000f44e',
    details: {
      direction: 'in',
      risk_type: 'address_poisoning',
      imitated_address: ETH,
      leading_match: 4,
      trailing_match: 5,
    },
    notification_status: {
      email: { sent: false, sent_at: null, state: 'no_credits', attempts: 0 },
      webhook: { sent: false, sent_at: null, state: 'no_credits', attempts: 0 },
    },
    credits_charged: 0,
    created_at: at(3 * 60 * MINUTE),
  }),
  alertOf({
    id: 'al_3',
    monitor_type: 'normal_transaction',
    status: 'processed',
    details: {},
    created_at: at(2 * 1440 * MINUTE),
  }),
];

function renderTab() {
  answerApi('getUserPackage', plan());
  const calls = answerApi('listMonitorAlerts', () => alertPage(alerts, 3));
  renderWithProviders(<AlertsTab />);
  return calls;
}

describe('Monitor page, alerts (spec 02 §2, §4)', () => {
  let seenCalls: ReturnType<typeof answerApi>;
  beforeEach(() => {
    signIn();
    seenCalls = answerApi('markAlertsSeen', { unread: 0, capped: false, seen_up_to: null });
  });
  afterEach(() => {
    signOut();
    vi.useRealTimers();
  });

  it('marks the alerts seen once they are shown, and again when a newer one arrives', async () => {
    answerApi('getUserPackage', plan());
    let shown = [alertOf()];
    answerApi('listMonitorAlerts', () => alertPage(shown));
    renderWithProviders(<AlertsTab />);
    await screen.findByRole('table');
    await waitFor(() => expect(seenCalls).toHaveLength(1));

    // The list read again (here by a filter) shows a newer alert first.
    shown = [alertOf({ id: 'al_new' }), ...shown];
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'pending' } });
    await waitFor(() => expect(seenCalls).toHaveLength(2));
  });

  it('names the monitored address and its customer reference, links its report, and gives the counterparty its own card row', async () => {
    answerApi('getUserPackage', plan());
    answerApi('listMonitorAlerts', () =>
      alertPage([alertOf({ monitoring_address_name: 'Treasury', customer_ref: 'CUST-1' })]),
    );
    renderWithProviders(<AlertsTab />);
    const [, row] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(row).toHaveTextContent('Treasury · Ref. CUST-1');
    expect(
      within(row as HTMLElement).getByRole('link', { name: 'Analyse the monitored address' }),
    ).toHaveAttribute('href', `/console?address=${ETH}&chain=ethereum`);

    // On a 390 px card the counterparty spans the card, whole on hover and copied whole.
    const [card] = within(screen.getByRole('list', { name: 'Alerts' })).getAllByRole('listitem');
    const counterparty = within(card as HTMLElement).getByTitle(SANCTIONED);
    const spans: string[] = [];
    for (let at: HTMLElement | null = counterparty; at && at !== card; at = at.parentElement)
      spans.push(getComputedStyle(at).getPropertyValue('grid-column'));
    expect(spans.some((span) => span.includes('span 2'))).toBe(true);
    expect(
      within(card as HTMLElement).getByRole('button', { name: `Copy address ${SANCTIONED}` }),
    ).toBeInTheDocument();
  });

  it('shows each alert’s type, severity, direction, age and notification state', async () => {
    renderTab();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Alert type',
      'Monitored address',
      'Counterparty',
      'Chain/token',
      'Amount',
      'Tx hash',
      'Notification',
      'Time',
      'Actions',
    ]);
    const [, known, similar, normal] = within(table).getAllByRole('row');
    for (const text of [
      'Known risk',
      'High',
      'Sanctioned · OFAC SDN list',
      '+2,500.00',
      'Inflow',
      'Just now',
      'Webhook: retrying',
      'E-mail: sent',
    ])
      expect(known).toHaveTextContent(text);
    expect(
      within(known as HTMLElement).getByRole('button', { name: `Copy address ${SANCTIONED}` }),
    ).toBeInTheDocument();
    expect(
      within(known as HTMLElement).getByRole('button', { name: `Copy transaction hash ${TX}` }),
    ).toBeInTheDocument();

    // The transfer's own direction, not spec 02 §4's by type: the poisoner's dust came in.
    for (const text of [
      'Similar address',
      'Medium',
      '+0.000001',
      'Inflow',
      '(4 + 5 characters match)',
      '3 hours ago',
      'E-mail: not sent, no credits',
    ])
      expect(similar).toHaveTextContent(text);

    for (const text of ['Low', '2 days ago', 'Processed']) expect(normal).toHaveTextContent(text);
  });

  it('signs and colours the amount by the transfer’s direction and the risk, never green', async () => {
    answerApi('getUserPackage', plan());
    answerApi('listMonitorAlerts', () =>
      alertPage([
        alertOf({
          amount: '66.04',
          details: { direction: 'out', risk_type: 'sanction', label_source: 'ofac' },
        }),
        alertOf({
          id: 'al_2',
          monitor_type: 'normal_transaction',
          amount: '12',
          details: { direction: 'in' },
        }),
      ]),
    );
    renderWithProviders(<AlertsTab />);
    const [, paid, received] = within(await screen.findByRole('table')).getAllByRole('row');
    const paidAmount = within(paid as HTMLElement).getByTitle('Outflow');
    expect(paidAmount).toHaveTextContent('−66.04');
    expect(paidAmount.getAttribute('data-direction')).toBe('outflow');
    expect(getComputedStyle(paidAmount).color).toContain('red');
    const receivedAmount = within(received as HTMLElement).getByTitle('Inflow');
    expect(receivedAmount).toHaveTextContent('+12.00');
    expect(getComputedStyle(receivedAmount).color).not.toContain('green');
  });

  it('names the entity, links the explorer and the analyzer, and says what the alert means and what to do', async () => {
    answerApi('getUserPackage', plan());
    answerApi('listMonitorAlerts', () =>
      alertPage([
        alertOf({
          details: {
            direction: 'in',
            risk_type: 'sanction',
            label_source: 'ofac',
            label_name: 'Lazarus Group',
          },
        }),
      ]),
    );
    renderWithProviders(<AlertsTab />);
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row as HTMLElement);
    expect(row).toHaveTextContent('Sanctioned · Lazarus Group · OFAC SDN list');
    expect(cells.getByRole('link', { name: 'Open the transaction on Etherscan' })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${TX}`,
    );
    expect(cells.getByRole('link', { name: 'Open the counterparty on Etherscan' })).toHaveAttribute(
      'href',
      `https://etherscan.io/address/${SANCTIONED}`,
    );
    expect(cells.getByRole('link', { name: 'Analyse the counterparty' })).toHaveAttribute(
      'href',
      `/console?address=${SANCTIONED}&chain=ethereum`,
    );

    const toggle = cells.getByRole('button', { name: 'What it means and what to do' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(table).getByText(/on a risk list/)).toBeInTheDocument();
    expect(within(table).getByText(/Hold funds received from it/)).toBeInTheDocument();
  });

  it('refreshes by itself only without a filter, and filters by type, status and time', async () => {
    // The list's timers on a test clock, so its refresh interval passes at once (the browser
    // journey does not wait it out).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const calls = renderTab();
    await screen.findByRole('table');
    expect(screen.getByText('Auto-refresh')).toBeInTheDocument();
    const read = calls.length;
    // Half the interval, then the rest: the test clock also follows real time, which the render
    // and the first read took.
    await act(() => vi.advanceTimersByTimeAsync(ALERTS_REFRESH_MS / 2));
    expect(calls).toHaveLength(read);
    await act(() => vi.advanceTimersByTimeAsync(ALERTS_REFRESH_MS / 2));
    await waitFor(() => expect(calls).toHaveLength(read + 1));
    vi.useRealTimers();

    fireEvent.change(screen.getByRole('combobox', { name: 'Alert type' }), {
      target: { value: 'known_risk' },
    });
    await waitFor(() => expect(calls.at(-1)?.query.get('monitor_type')).toBe('known_risk'));
    expect(screen.queryByText('Auto-refresh')).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'pending' } });
    await waitFor(() => expect(calls.at(-1)?.query.get('status')).toBe('pending'));

    const before = Math.floor(Date.now() / 1000);
    fireEvent.change(screen.getByRole('combobox', { name: 'Time' }), { target: { value: 'week' } });
    await waitFor(() => expect(calls.at(-1)?.query.get('start_time')).not.toBeNull());
    const start = Number(calls.at(-1)?.query.get('start_time'));
    expect(before - start).toBeGreaterThanOrEqual(7 * 86_400 - 1);
    expect(before - start).toBeLessThanOrEqual(7 * 86_400 + 1);

    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(screen.getByText('Auto-refresh')).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Alert type' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('all');
  });

  it('marks an alert processed or ignored', async () => {
    renderTab();
    const updates = answerApi('updateAlertStatus', ({ body }) => body as { id: string; status: 'ignored' });
    const table = await screen.findByRole('table');
    const [, first, , third] = within(table).getAllByRole('row');
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Mark as processed' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body).toEqual({ id: 'al_1', status: 'processed' });
    expect(within(third as HTMLElement).getByRole('button', { name: 'Mark as processed' })).toBeDisabled();
    fireEvent.click(within(third as HTMLElement).getByRole('button', { name: 'Ignore' }));
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates[1]?.body).toEqual({ id: 'al_3', status: 'ignored' });
  });

  it('opens the delivery log and sends again', async () => {
    renderTab();
    const attempt = {
      channel: 'webhook' as const,
      target: 'https://hooks.example.com/risk',
      trigger: 'alert' as const,
      attempt: 1,
      at: at(MINUTE),
      ok: false,
      status_code: 503,
      latency_ms: 42,
      error: 'HTTP 503',
    };
    const logs = answerApi('listAlertDeliveries', {
      alert_id: 'al_1',
      deliveries: [attempt],
      redeliveries_left: 5,
      redelivery_cost: 0,
      next_attempt_at: '2026-11-21T08:30:00Z',
    });
    const resends = answerApi('redeliverAlert', {
      alert_id: 'al_1',
      deliveries: [
        { ...attempt, trigger: 'redeliver', attempt: 2, ok: true, status_code: 200, error: undefined },
      ],
      credits_charged: 0,
      redeliveries_left: 4,
      redelivery_cost: 0,
    });
    const table = await screen.findByRole('table');
    fireEvent.click(
      within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: 'Delivery log' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('https://hooks.example.com/risk')).toBeInTheDocument();
    for (const text of ['503', '42 ms', 'HTTP 503']) expect(dialog).toHaveTextContent(text);
    expect(within(dialog).getByTestId('next-attempt')).toHaveTextContent('Webhook: next retry at');
    expect(logs[0]?.path).toBe('/v1/monitor/alerts/al_1/deliveries');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(resends).toHaveLength(1));
    expect(resends[0]?.path).toBe('/v1/monitor/alerts/al_1/redeliver');
    await waitFor(() => expect(logs.length).toBeGreaterThanOrEqual(2));
  });

  it('says when no alert matches, and shows a load failure with a retry', async () => {
    answerApi('getUserPackage', plan());
    let fail = true;
    answerApi('listMonitorAlerts', () => (fail ? apiFailure(500) : alertPage([])));
    renderWithProviders(<AlertsTab />);
    const failure = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No alerts yet')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Alert type' }), {
      target: { value: 'known_risk' },
    });
    expect(await screen.findByText('No alerts match these filters')).toBeInTheDocument();
  });
});
