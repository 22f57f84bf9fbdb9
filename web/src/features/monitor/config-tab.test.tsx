import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MonitorConfig } from '../../../../shared/contract/monitoring.schema';
import { defaultMonitorConfig } from '../../../../shared/rules/monitor-rules';
import { answerApi } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { signIn, signOut } from '../../test/session';
import { ConfigTab } from './config-tab';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const NEW_SECRET = 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD';

function renderTab(config: MonitorConfig = defaultMonitorConfig as MonitorConfig) {
  const saves = answerApi('setDefaultMonitorConfig', ({ body }) => ({
    config: { ...config, ...(body as { config: MonitorConfig }).config },
  }));
  answerApi('getDefaultMonitorConfig', { config });
  answerApi('getWebhookSecret', { secret: SECRET, previous_secret_expires_at: null });
  answerApi('listMonitorRecipients', { account_email: 'owner@example.com', recipients: [] });
  renderWithProviders(<ConfigTab />);
  return saves;
}

const typeAndPress = (input: HTMLElement, value: string, key: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key });
};

describe('Monitor page, global configuration (spec 02 §2, §3, §5)', () => {
  beforeEach(() => signIn());
  afterEach(signOut);

  it('keeps known-risk detection locked on', async () => {
    renderTab();
    const form = await screen.findByRole('form', { name: 'Global configuration' });
    const known = within(form).getByRole('checkbox', { name: /Known risk/ });
    expect(known).toBeChecked();
    expect(known).toBeDisabled();
    expect(within(form).getByRole('checkbox', { name: /Similar address/ })).not.toBeChecked();
  });

  it('adds URLs with Enter and e-mails with Enter or a comma, refusing bad ones and dropping duplicates', async () => {
    const saves = renderTab();
    const form = await screen.findByRole('form', { name: 'Global configuration' });
    const url = within(form).getByPlaceholderText('https://example.com/webhooks/risk');
    typeAndPress(url, 'not a url', 'Enter');
    expect(within(form).getByText('Enter an http(s) URL')).toBeInTheDocument();
    expect(url).toHaveValue('not a url');
    typeAndPress(url, ' https://hooks.example.com/risk ', 'Enter');
    expect(url).toHaveValue('');
    typeAndPress(url, 'https://hooks.example.com/risk', 'Enter');
    expect(within(form).getByText('Already in the list')).toBeInTheDocument();
    expect(within(form).getByRole('list', { name: 'Webhook URLs' }).children).toHaveLength(1);

    const email = within(form).getByPlaceholderText('risk-team@example.com');
    typeAndPress(email, 'ops@example.com', ',');
    typeAndPress(email, 'OPS@example.com, soc@example.com', 'Enter');
    expect(within(form).getByRole('list', { name: 'E-mail recipients' })).toHaveTextContent(
      'ops@example.comsoc@example.com',
    );
    typeAndPress(email, 'nobody', 'Enter');
    expect(within(form).getByText('Enter a valid e-mail address')).toBeInTheDocument();

    fireEvent.click(within(form).getByRole('button', { name: 'Remove soc@example.com' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: /Webhook/ }));
    await waitFor(() =>
      expect(
        within(form)
          .getByRole('checkbox', { name: /Webhook/ })
          .closest('label'),
      ).toHaveAttribute('data-state', 'checked'),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.body).toMatchObject({
      config: {
        detection: { known_risk: true },
        notification: {
          webhook: { enabled: true, urls: ['https://hooks.example.com/risk'] },
          email: { enabled: true, recipients: ['ops@example.com'] },
        },
      },
    });
  });

  it('hides the webhook secret until revealed, and rotates it after a confirmation', async () => {
    renderTab();
    const rotations = answerApi('rotateWebhookSecret', {
      secret: NEW_SECRET,
      previous_secret_expires_at: '2026-11-24T12:00:00Z',
    });
    const secret = await screen.findByTestId('webhook-secret');
    expect(secret).not.toHaveTextContent(SECRET);
    expect(secret).toHaveTextContent('whsec_MfKQ');
    fireEvent.click(screen.getByRole('button', { name: 'Show the secret' }));
    expect(secret).toHaveTextContent(SECRET);
    expect(screen.getByRole('button', { name: 'Copy the secret' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('For 24 hours deliveries carry both signatures');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    await waitFor(() => expect(rotations).toHaveLength(1));
    await waitFor(() => expect(secret).toHaveTextContent(NEW_SECRET));
    expect(screen.getByText(/The previous secret also signs until/)).toBeInTheDocument();
  });

  it('revokes the old secret after a rotation, after a confirmation', async () => {
    renderTab();
    answerApi('rotateWebhookSecret', {
      secret: NEW_SECRET,
      previous_secret_expires_at: '2026-11-24T12:00:00Z',
    });
    const revokes = answerApi('revokePreviousWebhookSecret', {
      secret: NEW_SECRET,
      previous_secret_expires_at: null,
    });
    await screen.findByTestId('webhook-secret');
    expect(screen.queryByRole('button', { name: 'Revoke the old secret now' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Rotate secret' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rotate secret' }),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Revoke the old secret now' }, { timeout: 5000 }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Stop signing with the old secret?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke the old secret now' }));
    await waitFor(() => expect(revokes).toHaveLength(1));
    expect(revokes[0]?.body).toEqual({ revoke_previous: true });
    await waitFor(() =>
      expect(screen.queryByText(/The previous secret also signs until/)).not.toBeInTheDocument(),
    );
  });

  it('sends a test event to the saved URLs and shows each answer', async () => {
    renderTab({
      ...(defaultMonitorConfig as MonitorConfig),
      notification: {
        ...defaultMonitorConfig.notification,
        webhook: {
          ...defaultMonitorConfig.notification.webhook,
          enabled: true,
          urls: ['https://a.example/h'],
        },
      },
    });
    const tests = answerApi('sendTestWebhook', {
      webhook_id: 'test_1',
      deliveries: [
        {
          channel: 'webhook',
          target: 'https://a.example/h',
          trigger: 'test',
          attempt: 1,
          at: '2026-11-23T12:00:00Z',
          ok: true,
          status_code: 204,
          latency_ms: 12,
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(tests).toHaveLength(1));
    const results = await screen.findByRole('list', { name: 'Test event results' });
    expect(results).toHaveTextContent('204');
    expect(results).toHaveTextContent('https://a.example/h');
  });

  it('cannot send a test event before a URL is saved', async () => {
    renderTab();
    expect(await screen.findByRole('button', { name: 'Send test event' })).toBeDisabled();
    expect(screen.getByText('Save a webhook URL first.')).toBeInTheDocument();
  });
});
