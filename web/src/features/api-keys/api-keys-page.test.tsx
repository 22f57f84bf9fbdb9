import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserPackage } from '../../../../shared/contract/accounts.schema';
import type { ApiKey } from '../../../../shared/contract/api-keys.schema';
import { exampleApiKey, exampleCreatedApiKey } from '../../../../shared/contract/examples';
import { DAY_MS } from '../../../../shared/rules/time';
import { hashPassword } from '../../lib/password-hash';
import { type ApiCall, answerApi, apiFailure } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { signIn, signOut } from '../../test/session';
import { ApiKeysPage } from './api-keys-page';

// jsdom has no PointerEvent; Chakra's checkbox and switch (zag) build one when their input loses focus.
if (!('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', { value: class PointerEvent extends MouseEvent {} });
}

const pkg: UserPackage = {
  package_type: 2,
  begin_at: '2026-01-01T00:00:00Z',
  end_at: null,
  query_quota: 100,
  used_query_quota: 0,
  monitor_address_count: 1,
};

const now = Date.now();
const key = (o: Partial<ApiKey>): ApiKey => ({ ...exampleApiKey, description: '', last_used_at: null, ...o });
const keys: ApiKey[] = [
  key({ id: 1, name: 'never', key: 'wrk_aa********1111', expires_at: 0, created_at: '2026-11-01T00:00:00Z' }),
  key({
    id: 2,
    name: 'soon',
    key: 'wrk_bb********2222',
    expires_at: now + 3 * DAY_MS,
    created_at: '2026-11-03T00:00:00Z',
  }),
  key({
    id: 3,
    name: 'month',
    key: 'wrk_cc********3333',
    expires_at: now + 20 * DAY_MS,
    status: 0,
    created_at: '2026-11-02T00:00:00Z',
  }),
];

function renderPage(list: ApiKey[] = keys) {
  let current = list;
  answerApi('getUserPackage', pkg);
  const listCalls = answerApi('listApiKeys', () => ({ api_keys: current }));
  renderWithProviders(<ApiKeysPage />, { route: '/console/api-key' });
  return { listCalls, setKeys: (next: ApiKey[]) => (current = next) };
}

const table = async () => screen.findByRole('table');
const rowNames = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('API key screen (spec 01 §2, §4, §5)', () => {
  beforeEach(() => signIn());
  afterEach(signOut);

  it('shows the four summary cards and the keys newest first with their expiry warnings', async () => {
    renderPage();
    expect(await rowNames()).toEqual(['soon', 'month', 'never']);
    expect(screen.getByTestId('summary-service')).toHaveTextContent('Enabled');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('3 of 3');
    expect(screen.getByTestId('summary-active')).toHaveTextContent('2');
    expect(screen.getByTestId('summary-expired')).toHaveTextContent('0');
    const grid = await table();
    expect(within(grid).getByText('3 days left')).toHaveAttribute('data-tone', 'red');
    expect(within(grid).getByText('20 days left')).toHaveAttribute('data-tone', 'orange');
    expect(within(grid).getByText('Never expires')).toBeInTheDocument();
    // The plan's 3 keys are used: no fourth.
    expect(screen.getByRole('button', { name: 'Create key' })).toBeDisabled();
  });

  it('says "expires now" and counts a key past its expiry as expired', async () => {
    renderPage([key({ id: 9, name: 'old', expires_at: now - 1000 })]);
    const grid = await table();
    expect(within(grid).getByText('Expires now')).toBeInTheDocument();
    expect(within(grid).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByTestId('summary-expired')).toHaveTextContent('1');
  });

  it('searches by name or masked key, filters by status and sorts by a column', async () => {
    const user = userEvent.setup();
    renderPage();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search keys' }), '3333');
    expect(await rowNames()).toEqual(['month']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search keys' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
    expect(await rowNames()).toEqual(['month']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(await rowNames()).toEqual(['month', 'never', 'soon']);
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(await rowNames()).toEqual(['soon', 'never', 'month']);
  });

  it('shows the empty state, and a load failure with a retry', async () => {
    answerApi('getUserPackage', pkg);
    let fail = true;
    answerApi('listApiKeys', () => (fail ? apiFailure(503) : { api_keys: [] }));
    const user = userEvent.setup();
    renderWithProviders(<ApiKeysPage />);
    expect(await screen.findByText('Could not load your API keys')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
  });

  it('creates a key in two steps and shows it once, masked until asked', async () => {
    const user = userEvent.setup();
    const { setKeys } = renderPage([]);
    const created = answerApi('createApiKey', exampleCreatedApiKey);
    await screen.findByText('No API keys yet');
    await user.click(screen.getAllByRole('button', { name: 'Create key' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    const submit = within(dialog).getByRole('button', { name: 'Create key' });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByTestId('submit-hint')).toHaveTextContent('Still needed: name and expiry');

    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    // Long values pasted, as a user would: typed, each keystroke redraws the dialog in jsdom.
    await user.click(name);
    await user.paste('a'.repeat(41));
    expect(within(dialog).getByText('41/50')).toHaveAttribute('data-tone', 'warning');
    await user.paste('b'.repeat(10));
    expect(within(dialog).getByText('51/50')).toHaveAttribute('data-tone', 'error');
    expect(within(dialog).getByText('At most 50 characters')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'prod-screening');
    expect(within(dialog).getByTestId('submit-hint')).toHaveTextContent('Still needed: expiry');

    await user.click(within(dialog).getByRole('button', { name: '30 days' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Restrict to IP addresses' }));
    expect(within(dialog).getByTestId('submit-hint')).toHaveTextContent('Still needed: IP list');
    await user.click(within(dialog).getByRole('textbox', { name: /Allowed IPs/ }));
    await user.paste('203.0.113.7,10.0.0.0/33');
    expect(within(dialog).getByTestId('submit-hint')).toHaveTextContent('Fix the errors above first');
    await user.type(within(dialog).getByRole('textbox', { name: /Allowed IPs/ }), '{Backspace}{Backspace}24');
    expect(within(dialog).getByText('2/100')).toHaveAttribute('data-tone', 'normal');

    setKeys([key({ name: 'prod-screening' })]);
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const success = await screen.findByRole('dialog', { name: 'Your new API key' });
    const body = created[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'prod-screening',
      allowed_ips: ['203.0.113.7', '10.0.0.0/24'],
      permissions: ['read', 'write'],
    });
    expect(Math.abs((body.expires_at as number) - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);

    const fullKey = exampleCreatedApiKey.api_key.key;
    const shown = within(success).getByTestId('created-key');
    expect(shown).not.toHaveTextContent(fullKey);
    expect(shown.textContent?.startsWith('wrk_a1')).toBe(true);
    await user.click(within(success).getByRole('button', { name: 'Show key' }));
    expect(shown).toHaveTextContent(fullKey);
    expect(within(success).getByText(/shown only once/)).toBeInTheDocument();
    expect(within(success).getByText('Keep it secret')).toBeInTheDocument();
    await user.click(within(success).getByRole('button', { name: 'Copy' }));
    expect(await within(success).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(fullKey);

    await user.click(within(success).getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rowNames()).toEqual(['prod-screening']);
  }, 20_000);

  it('turns never-expires on to clear the expiry, and sends no expires_at', async () => {
    const user = userEvent.setup();
    renderPage([]);
    const created = answerApi('createApiKey', exampleCreatedApiKey);
    await screen.findByText('No API keys yet');
    await user.click(screen.getAllByRole('button', { name: 'Create key' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), '生产_1');
    await user.click(within(dialog).getByRole('button', { name: '7 days' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Never expires' }));
    expect(within(dialog).queryByLabelText('Expiry date and time')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(created[0]?.body).toEqual({ name: '生产_1', permissions: ['read', 'write'] });
  });

  it('disables and enables a key', async () => {
    const user = userEvent.setup();
    renderPage();
    const calls = answerApi('updateApiKeyStatus', (call: ApiCall) => ({
      api_key: { ...keys[1], ...(call.body as { status: 0 | 1 }) } as ApiKey,
    }));
    const grid = await table();
    await user.click(within(grid).getByRole('checkbox', { name: 'Disable soon' }));
    await user.click(within(grid).getByRole('checkbox', { name: 'Enable month' }));
    await waitFor(() =>
      expect(calls.map((c) => c.body)).toEqual([
        { id: 2, status: 0 },
        { id: 3, status: 1 },
      ]),
    );
  });

  it('asks for the password in place when enabling needs it, confirms it, then enables the key', async () => {
    const user = userEvent.setup();
    const suspended = key({ id: 3, name: 'month', status: 0, disabled_reason: 'sessions_ended' });
    renderPage([suspended]);
    expect(await screen.findByTestId('keys-disabled-by-sessions-end')).toHaveTextContent('month');
    const calls = answerApi('updateApiKeyStatus', () =>
      confirmed.length === 0
        ? apiFailure(403, { code: 'reauth_required' })
        : { api_key: { ...suspended, status: 1, disabled_reason: null } },
    );
    const confirmed = answerApi('confirmPassword', { ok: true, confirmed_until: '2026-11-21T09:40:12Z' });
    await user.click(within(await table()).getByRole('checkbox', { name: 'Enable month' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(dialog).getByLabelText('Password'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    // The password leaves the browser only as its SHA-256 hex; the action ran again after it.
    expect(confirmed[0]?.body).toEqual({ password: await hashPassword('Passw0rd!') });
    expect(calls.map((c) => c.body)).toEqual([
      { id: 3, status: 1 },
      { id: 3, status: 1 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your password' })).toBeNull());
  });

  it('cancelling the password dialog leaves the key as it was, with one call only', async () => {
    const user = userEvent.setup();
    renderPage();
    const calls = answerApi('updateApiKeyStatus', apiFailure(403, { code: 'reauth_required' }));
    await user.click(within(await table()).getByRole('checkbox', { name: 'Enable month' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your password' })).toBeNull());
    expect(calls).toHaveLength(1);
  });

  it('edits a key: lifting the IP restriction sends an empty list', async () => {
    const user = userEvent.setup();
    renderPage([key({ id: 5, name: 'edit-me', allowed_ips: ['203.0.113.7'] })]);
    const calls = answerApi('updateApiKey', { api_key: exampleApiKey });
    await user.click(within(await table()).getByRole('button', { name: 'Edit edit-me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit edit-me' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Restrict to IP addresses' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls[0]?.body).toMatchObject({ id: 5, name: 'edit-me', allowed_ips: [] }));
  });

  it('deletes the selected keys for real after a confirmation', async () => {
    const user = userEvent.setup();
    const { setKeys } = renderPage();
    const deletes = answerApi('deleteApiKey', (call: ApiCall) => ({
      id: (call.body as { id: number }).id,
      deleted: true as const,
    }));
    const grid = await table();
    await user.click(within(grid).getByRole('checkbox', { name: 'Select soon' }));
    await user.click(within(grid).getByRole('checkbox', { name: 'Select never' }));
    expect(screen.getByText('2 keys selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete 2 keys?' });
    setKeys([keys[2] as ApiKey]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes.map((c) => (c.body as { id: number }).id).sort()).toEqual([1, 2]));
    await waitFor(async () => expect(await rowNames()).toEqual(['month']));
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
  });
});
