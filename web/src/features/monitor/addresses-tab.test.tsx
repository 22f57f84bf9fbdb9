import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  ListMonitorAddressesResponse,
  MonitorConfig,
} from '../../../../shared/contract/monitoring.schema';
import { defaultMonitorConfig } from '../../../../shared/rules/monitor-rules';
import { type ApiCall, answerApi, apiFailure, exampleAnswer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { signIn, signOut } from '../../test/session';
import { AddressesTab } from './addresses-tab';
import { addressPage, ETH, monitored, plan, TRON } from './monitor-test-fixtures';

const three = [
  monitored(),
  monitored({ id: 'ma-2', address: TRON, chain: 'tron', status: 2, paused: true }),
  monitored({ id: 'ma-3', address: `${ETH.slice(0, -1)}0`, status: 0 }),
];

function renderTab(list: (call: ApiCall) => ListMonitorAddressesResponse | Response, quota = 100) {
  answerApi('getUserPackage', plan({ query_quota: quota }));
  answerApi('getDefaultMonitorConfig', { config: structuredClone(defaultMonitorConfig) as MonitorConfig });
  const listCalls = answerApi('listMonitorAddresses', list);
  renderWithProviders(<AddressesTab />);
  return listCalls;
}

const dialog = () => screen.findByRole('dialog');

describe('Monitor page, addresses (spec 02 §2, §4, §5, §9)', () => {
  beforeEach(() => signIn());
  afterEach(signOut);

  it('lists the addresses 20 a page, with their status, as a table and as cards', async () => {
    const calls = renderTab(({ query }) => ({
      ...addressPage(three, 45),
      page: Number(query.get('page')),
      next_cursor: `after-${query.get('page')}`,
    }));
    const table = await screen.findByRole('table');
    expect(calls[0]?.query.get('page_size')).toBe('20');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('Paused');
    expect(rows[2]).toHaveTextContent('TRON/USDT');
    expect(rows[3]).toHaveTextContent('Inactive');
    expect(
      within(screen.getByRole('list', { name: 'Monitored addresses' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(screen.getByText('45 monitored · 3 free with your plan')).toBeInTheDocument();

    // The next page is read with the cursor the previous one gave; a jump goes by number.
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('page')).toBe('2'));
    expect(calls.at(-1)?.query.get('cursor')).toBe('after-1');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('page')).toBe('3'));
    expect(calls.at(-1)?.query.get('cursor')).toBe('after-2');
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(calls.filter((c) => c.query.get('page') === '1').every((c) => !c.query.has('cursor'))).toBe(true);
    // Rendering the table and the cards three times is slow on a busy machine.
  }, 15_000);

  it('says when pushes are paused for lack of credits', async () => {
    renderTab(() => addressPage(three), 2);
    expect(await screen.findByText('Alert pushes are paused')).toBeInTheDocument();
  });

  it('adds within the allowance without asking, checking the address first', async () => {
    renderTab(() => addressPage([monitored()]));
    const adds = answerApi('addMonitorAddress', { id: 'ma-9', credits_charged: 0 });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const form = await dialog();
    fireEvent.change(within(form).getByRole('combobox', { name: 'Network' }), {
      target: { value: 'tron-usdt' },
    });
    const input = within(form).getByRole('textbox', { name: /Address/ });
    fireEvent.change(input, { target: { value: ETH } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(
      await within(form).findByText('Invalid TRON address (T followed by 33 characters)'),
    ).toBeInTheDocument();
    expect(adds).toHaveLength(0);

    fireEvent.change(input, { target: { value: ` ${TRON} ` } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]?.body).toEqual({
      address: TRON,
      chain: 'tron',
      token: 'usdt',
      config: null,
      query_once: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    [2, 20],
    [1001, 7],
  ])(
    'asks before deducting credits beyond the allowance (package_type %i: %i credits)',
    async (type, cost) => {
      answerApi('getUserPackage', plan({ package_type: type, monitor_address_count: 3, query_quota: 40 }));
      answerApi('listMonitorAddresses', addressPage(three));
      answerApi('getDefaultMonitorConfig', {
        config: structuredClone(defaultMonitorConfig) as MonitorConfig,
      });
      const adds = answerApi('addMonitorAddress', { id: 'ma-9', credits_charged: cost });
      renderWithProviders(<AddressesTab />);
      await screen.findByRole('table');
      fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
      const form = await dialog();
      expect(
        within(form).getByText(`Your free allowance is used up: this address costs ${cost} credits.`),
      ).toBeInTheDocument();
      fireEvent.change(within(form).getByRole('textbox', { name: /Address/ }), {
        target: { value: '0x1111111111111111111111111111111111111111' },
      });
      fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
      expect(
        await within(form).findByText(`Adding this address deducts ${cost} credits`),
      ).toBeInTheDocument();
      expect(
        within(form).getByText('It is beyond your plan’s free allowance. You have 40 credits.'),
      ).toBeInTheDocument();
      expect(adds).toHaveLength(0);

      fireEvent.click(within(form).getByRole('button', { name: `Deduct ${cost} credits and add` }));
      await waitFor(() => expect(adds).toHaveLength(1));
    },
  );

  it('shows the server’s refusal in the dialog', async () => {
    renderTab(() => addressPage([monitored()]));
    answerApi('addMonitorAddress', apiFailure(400, { message: 'This address is already monitored' }));
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const form = await dialog();
    fireEvent.change(within(form).getByRole('textbox', { name: /Address/ }), { target: { value: ETH } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('This address is already monitored')).toBeInTheDocument();
  });

  it('disables, and removes only after a confirmation', async () => {
    renderTab(() => addressPage([monitored()]));
    const statuses = answerApi('updateMonitorAddressStatus', { id: 'ma-1' });
    const removals = answerApi('removeMonitorAddress', { id: 'ma-1' });
    const table = await screen.findByRole('table');

    fireEvent.click(within(table).getByRole('checkbox', { name: `Monitoring of ${ETH}` }));
    await waitFor(() => expect(statuses).toHaveLength(1));
    expect(statuses[0]?.body).toEqual({ address: ETH, chain: 'ethereum', token: 'usdt', status: 0 });

    fireEvent.click(within(table).getByRole('button', { name: `Remove ${ETH}` }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(`Monitoring of ${ETH} stops.`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(removals).toHaveLength(0);

    fireEvent.click(within(table).getByRole('button', { name: `Remove ${ETH}` }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removals).toHaveLength(1));
    expect(removals[0]?.body).toEqual({ address: ETH, chain: 'ethereum', token: 'usdt' });
  });

  it('names an address and its customer reference when adding it, lists them, and changes them in its settings', async () => {
    renderTab(() => addressPage([monitored({ name: 'Desk', customer_ref: 'C-9' })]));
    const adds = answerApi('addMonitorAddress', { id: 'ma-9', credits_charged: 0 });
    const updates = answerApi('updateMonitorConfig', { id: 'ma-1' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Desk · Ref. C-9');

    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const form = await dialog();
    fireEvent.change(within(form).getByRole('textbox', { name: /Address/ }), { target: { value: ETH } });
    const name = within(form).getByRole('textbox', { name: 'Name (optional)' });
    fireEvent.change(name, { target: { value: 'x'.repeat(81) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('At most 80 characters')).toBeInTheDocument();
    expect(adds).toHaveLength(0);
    fireEvent.change(name, { target: { value: ' Treasury ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Customer reference (optional)' }), {
      target: { value: 'CUST-1' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]?.body).toMatchObject({ name: 'Treasury', customer_ref: 'CUST-1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Clearing the reference in the address's settings sends "", which clears it.
    fireEvent.click(within(table).getByRole('button', { name: `Edit the config of ${ETH}` }));
    const editor = await dialog();
    const ref = within(editor).getByRole('textbox', { name: 'Customer reference (optional)' });
    expect(ref).toHaveValue('C-9');
    fireEvent.change(ref, { target: { value: '' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body).toMatchObject({
      address_id: 'ma-1',
      config: null,
      name: 'Desk',
      customer_ref: '',
    });
  }, 15_000);

  it('edits an address’s own config, starting from the global one', async () => {
    const lists = renderTab(() => addressPage([monitored()]));
    answerApi('getDefaultMonitorConfig', {
      config: {
        detection: { normal_transaction: false, known_risk: true, similar_address: true },
        notification: {
          webhook: { enabled: false, urls: [], format: 'json', timeout_seconds: 10 },
          email: { enabled: true, recipients: ['ops@example.com'], template: 'default' },
        },
      },
    });
    const updates = answerApi('updateMonitorConfig', { id: 'ma-1' });
    // The dialog shows each recipient's confirmation (double opt-in).
    answerApi('listMonitorRecipients', { account_email: 'owner@example.com', recipients: [] });
    // Turning Transaction detection on estimates what it costs (transaction-estimate.test.tsx).
    answerApi('estimateMonitorAlerts', exampleAnswer('estimateMonitorAlerts'));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Global')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: `Edit the config of ${ETH}` }));
    const editor = await dialog();
    fireEvent.click(within(editor).getByRole('checkbox', { name: 'Use the global configuration' }));
    const normal = await within(editor).findByRole('checkbox', { name: /Transaction/ });
    fireEvent.click(normal);
    // The switch reports the change a moment later (zag): wait until it shows as checked.
    await waitFor(() => expect(normal.closest('label')).toHaveAttribute('data-state', 'checked'));
    const readsBeforeSave = lists.length;
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body).toMatchObject({
      address_id: 'ma-1',
      config: {
        detection: { normal_transaction: true, known_risk: true, similar_address: true },
        notification: { email: { recipients: ['ops@example.com'] } },
      },
    });
    // Saved: the dialog closes and the lists are read again.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // (A slow run may also revalidate on its own before: count the reads from the save on.)
    await waitFor(() => expect(lists.length).toBeGreaterThan(readsBeforeSave));
  });

  it('invites a first address, and shows a load failure with a retry', async () => {
    let fail = true;
    renderTab(() => (fail ? apiFailure(503) : addressPage([])));
    const failure = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No monitored addresses yet')).toBeInTheDocument();
  });
});
