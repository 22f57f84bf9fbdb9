import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MonitorAlertEstimate, MonitorConfig } from '../../../../shared/contract/monitoring.schema';
import { defaultMonitorConfig } from '../../../../shared/rules/monitor-rules';
import { type ApiCall, answerApi, exampleAnswer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { signIn, signOut } from '../../test/session';
import { AddressesTab } from './addresses-tab';
import { addressPage, ETH, monitored, plan } from './monitor-test-fixtures';

/** What Transaction detection would cost, where it is switched on (beyond spec). */

const withTransactions = (patch: Partial<MonitorConfig['detection']> = {}): MonitorConfig => ({
  ...(structuredClone(defaultMonitorConfig) as MonitorConfig),
  detection: { normal_transaction: true, known_risk: true, similar_address: false, ...patch },
});

/** Answers as the server would for the asked minimum: 40 transfers a day, 32 not zero-value. */
const estimateFor = ({ query }: ApiCall): MonitorAlertEstimate => {
  const min = query.get('min_amount');
  const cap = Number(query.get('daily_alert_cap'));
  const alerts = min === '0' ? 32 : 8;
  return {
    chain: 'ethereum',
    token: 'usdt',
    address: query.get('address')!,
    days: 7,
    transfers_read: 280,
    truncated: false,
    transfers_per_day: 40,
    alerts_per_day: alerts,
    min_amount: min === '0' ? null : min,
    daily_alert_cap: cap,
    credits_per_day: Math.min(alerts, cap) * 3,
    capped: alerts > cap,
    simulated: false,
  };
};

function renderTab(global: MonitorConfig, addresses = [monitored()]) {
  answerApi('getUserPackage', plan());
  answerApi('getDefaultMonitorConfig', { config: global });
  answerApi('listMonitorAddresses', addressPage(addresses));
  // The configuration dialog also shows whether its e-mail recipients confirmed.
  answerApi('listMonitorRecipients', exampleAnswer('listMonitorRecipients'));
  const estimates = answerApi('estimateMonitorAlerts', estimateFor);
  renderWithProviders(<AddressesTab />);
  return estimates;
}

describe('Monitor page, the cost of Transaction detection', () => {
  beforeEach(() => signIn('UTC'));
  afterEach(signOut);

  it('estimates a new address under a global configuration with Transaction detection on', async () => {
    const estimates = renderTab(withTransactions());
    answerApi('addMonitorAddress', { id: 'ma-9', credits_charged: 0 });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const form = await screen.findByRole('dialog');
    const input = within(form).getByRole('textbox', { name: /Address/ });
    // Nothing is estimated until the address is one.
    fireEvent.change(input, { target: { value: ETH.slice(0, 20) } });
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: ETH } });

    const estimate = await within(form).findByRole('status', {
      name: `Estimated cost of Transaction detection for ${ETH}`,
    });
    await waitFor(() =>
      expect(estimate).toHaveTextContent('About 40 transfers a day: up to 96 credits a day'),
    );
    expect(estimate).toHaveTextContent('32 a day would raise an alert (zero-value transfers never do).');
    expect(within(form).getByText(/Transaction detection is on in your global configuration/)).toBeVisible();
    expect(Object.fromEntries(estimates[0]!.query)).toEqual({
      chain: 'ethereum',
      token: 'usdt',
      address: ETH,
      min_amount: '0',
      daily_alert_cap: '50',
    });
  });

  it('says nothing of cost when the global configuration leaves Transaction detection off', async () => {
    const estimates = renderTab(structuredClone(defaultMonitorConfig) as MonitorConfig);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByRole('textbox', { name: /Address/ }), { target: { value: ETH } });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Add' })).toBeEnabled());
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    expect(estimates).toHaveLength(0);
  });

  it('estimates an address’s own configuration as drafted: minimum amount and cap', async () => {
    const estimates = renderTab(structuredClone(defaultMonitorConfig) as MonitorConfig);
    const updates = answerApi('updateMonitorConfig', { id: 'ma-1' });
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: `Edit the config of ${ETH}` }));
    const editor = await screen.findByRole('dialog');
    fireEvent.click(within(editor).getByRole('checkbox', { name: 'Use the global configuration' }));
    const normal = await within(editor).findByRole('checkbox', { name: /Transaction/ });
    fireEvent.click(normal);
    await waitFor(() => expect(normal.closest('label')).toHaveAttribute('data-state', 'checked'));
    const estimate = await within(editor).findByRole('status');
    await waitFor(() => expect(estimate).toHaveTextContent('up to 96 credits a day'));

    // A minimum and a lower cap: estimated again with both; past the cap it warns.
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Minimum amount' }), {
      target: { value: '1000' },
    });
    fireEvent.change(within(editor).getByRole('spinbutton', { name: 'Most alerts per address a day' }), {
      target: { value: '5' },
    });
    await waitFor(() =>
      expect(estimate).toHaveTextContent('About 40 transfers a day: up to 15 credits a day'),
    );
    expect(estimate).toHaveTextContent('8 a day would raise an alert: at least 1000 USDT');
    expect(estimate).toHaveTextContent('More than the cap of 5 alerts a day');
    // Asked with both, whichever of the drafts' requests was recorded last.
    expect(
      estimates.some((e) => e.query.get('min_amount') === '1000' && e.query.get('daily_alert_cap') === '5'),
    ).toBe(true);
    expect(within(editor).getByText(/costs at most 15 credits a day/)).toBeInTheDocument();

    // A minimum the server would refuse holds the save back, with the reason.
    const min = within(editor).getByRole('textbox', { name: 'Minimum amount' });
    fireEvent.change(min, { target: { value: '1.1234567' } });
    expect(
      await within(editor).findByText('Enter an amount like 100 or 0.5 (at most 6 decimals)'),
    ).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(min, { target: { value: '1000' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body).toMatchObject({
      config: {
        detection: { normal_transaction: true, normal_transaction_min_amount: '1000' },
        limits: { daily_alert_cap: 5 },
      },
    });
  });

  it('shows on its row that an address reached its daily cap, and until when', async () => {
    renderTab(structuredClone(defaultMonitorConfig) as MonitorConfig, [
      monitored({
        paused_reason: 'daily_cap',
        paused_until: '2026-11-22T00:00:00Z',
        alerts_today: 50,
        daily_alert_cap: 50,
      }),
    ]);
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Paused');
    expect(row).toHaveTextContent('Daily cap reached (50/50) · resumes 2026/11/22 00:00:00 UTC');
  });
});
