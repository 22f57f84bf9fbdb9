import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MonitorRecipient } from '../../../../shared/contract/monitor-recipients.schema';
import type { MonitorConfig } from '../../../../shared/contract/monitoring.schema';
import { defaultMonitorConfig, withNotification } from '../../../../shared/rules/monitor-rules';
import { Toaster } from '../../components/toaster';
import { answerApi, apiFailure, exampleAnswer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { signIn, signOut } from '../../test/session';
import { ConfigTab } from './config-tab';
import { DeliveryLogDialog } from './delivery-log-dialog';
import { alertOf, plan } from './monitor-test-fixtures';
import { OverviewTab } from './overview-tab';

/**
 * Alert delivery as the console shows it: the warning when a configuration reaches nobody (so
 * alerts are neither pushed nor charged), each e-mail recipient's confirmation with "resend",
 * and what sending an alert again costs and how often it may be done.
 */
const OWNER = 'owner@example.com';

const configWith = (changes: Parameters<typeof withNotification<MonitorConfig>>[1]): MonitorConfig =>
  withNotification(structuredClone(defaultMonitorConfig) as MonitorConfig, changes);

const recipient = (email: string, state: MonitorRecipient['state']): MonitorRecipient => ({
  email,
  state,
  sent_at: state === 'unsent' || state === 'confirmed' ? null : '2026-11-21T08:10:00Z',
  expires_at: state === 'unsent' || state === 'confirmed' ? null : '2026-11-28T08:10:00Z',
  confirmed_at: state === 'confirmed' ? '2026-11-21T09:00:00Z' : null,
});

function renderConfig(config: MonitorConfig, recipients: MonitorRecipient[] = []) {
  answerApi('getDefaultMonitorConfig', { config });
  answerApi('getWebhookSecret', exampleAnswer('getWebhookSecret'));
  answerApi('listMonitorRecipients', { account_email: OWNER, recipients });
  // A draft with Transaction detection on asks for estimates; these screens leave it off.
  // The toaster shows the outcome of "resend".
  renderWithProviders(
    <>
      <ConfigTab />
      <Toaster />
    </>,
  );
}

const warning = () => screen.queryByTestId('no-channel-notice');

describe('Monitor page, who receives alerts', () => {
  beforeEach(() => signIn());
  afterEach(signOut);

  it('warns that the default configuration sends alerts nowhere and charges nothing, until a webhook URL is added', async () => {
    renderConfig(configWith({}));
    const form = await screen.findByRole('form', { name: 'Global configuration' });
    const notice = await screen.findByTestId('no-channel-notice');
    expect(notice).toHaveTextContent('Alerts are detected but sent nowhere');
    expect(notice).toHaveTextContent('not pushed, and not charged');

    const url = within(form).getByPlaceholderText('https://example.com/webhooks/risk');
    fireEvent.change(url, { target: { value: 'https://hooks.example.com/risk' } });
    fireEvent.keyDown(url, { key: 'Enter' });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Webhook/ }));
    await waitFor(() => expect(warning()).not.toBeInTheDocument());
  });

  it('counts recipients who have not confirmed as nobody, and says so', async () => {
    renderConfig(configWith({ email: { recipients: ['ops@example.com'] } }), [
      recipient('ops@example.com', 'pending'),
    ]);
    // The notice waits for the recipients' states, asked for once the configuration is there.
    await screen.findByRole('form', { name: 'Global configuration' });
    const notice = await screen.findByTestId('no-channel-notice');
    expect(notice).toHaveTextContent('1 recipient has not confirmed the link we mailed yet.');
  });

  it('says nothing when the owner’s own address is a recipient: it needs no confirmation', async () => {
    renderConfig(configWith({ email: { recipients: [OWNER] } }));
    const states = await screen.findByRole('group', { name: 'Confirmation of the recipients' });
    // Once the states are known, the owner's address counts as receiving.
    expect(await within(states).findByText('Your address')).toBeInTheDocument();
    expect(warning()).not.toBeInTheDocument();
  });

  it('shows each recipient’s state and sends a new link on request', async () => {
    const resends = answerApi('resendRecipientConfirmation', ({ body }) =>
      recipient((body as { email: string }).email, 'pending'),
    );
    renderConfig(
      configWith({
        email: { recipients: ['ok@example.com', 'wait@example.com', 'old@example.com', 'held@example.com'] },
      }),
      [
        recipient('ok@example.com', 'confirmed'),
        recipient('wait@example.com', 'pending'),
        recipient('old@example.com', 'expired'),
        recipient('held@example.com', 'unsent'),
      ],
    );
    const states = await screen.findByRole('group', { name: 'Confirmation of the recipients' });
    const rows = await within(states).findAllByTestId('recipient-state');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^ok@example\.comConfirmed$/),
      expect.stringMatching(/^wait@example\.comAwaiting confirmation.*Resend link$/),
      expect.stringMatching(/^old@example\.comLink expired.*Resend link$/),
      expect.stringMatching(/^held@example\.comNo link sent yetSend link$/),
    ]);
    expect(states).toHaveTextContent('Links work for 7 days');
    expect(states).toHaveTextContent(
      'At most 20 links an hour from your account, and 5 a day to one address.',
    );
    // A confirmed recipient reaches: no warning.
    expect(warning()).not.toBeInTheDocument();

    fireEvent.click(
      within(states).getByRole('button', { name: 'Send old@example.com a new confirmation link' }),
    );
    await waitFor(() => expect(resends).toHaveLength(1));
    expect(resends[0]?.body).toEqual({ email: 'old@example.com' });
    expect(await screen.findByText('Confirmation link sent to old@example.com')).toBeInTheDocument();
  });

  it('marks a recipient typed but not saved as getting its link on save', async () => {
    renderConfig(configWith({}));
    const form = await screen.findByRole('form', { name: 'Global configuration' });
    const email = within(form).getByPlaceholderText('risk-team@example.com');
    fireEvent.change(email, { target: { value: 'new@example.com' } });
    fireEvent.keyDown(email, { key: 'Enter' });
    const states = await screen.findByRole('group', { name: 'Confirmation of the recipients' });
    expect(await within(states).findByText('Link sent when you save')).toBeInTheDocument();
    expect(within(states).queryByRole('button')).not.toBeInTheDocument();
  });

  it('warns on the overview when the saved global configuration reaches nobody, with a way to it', async () => {
    answerApi('getDefaultMonitorConfig', { config: configWith({}) });
    answerApi('getUserPackage', exampleAnswer('getUserPackage'));
    answerApi('listMonitorAddresses', exampleAnswer('listMonitorAddresses'));
    answerApi('listMonitorAlerts', exampleAnswer('listMonitorAlerts'));
    answerApi('getMonitorAlertSummary', exampleAnswer('getMonitorAlertSummary'));
    renderWithProviders(<OverviewTab onViewAll={() => {}} />);
    const notice = await screen.findByTestId('no-channel-notice');
    expect(notice).toHaveTextContent('Your global configuration sends alerts nowhere');
    expect(within(notice).getByRole('link', { name: 'Open the configuration' })).toHaveAttribute(
      'href',
      '/console/monitor?tab=config',
    );
  });
});

describe('Monitor page, sending an alert again', () => {
  beforeEach(() => signIn());
  afterEach(signOut);

  const openLog = (allowance: { redeliveries_left: number; redelivery_cost: number }, credits = 100) => {
    answerApi('listAlertDeliveries', { alert_id: 'al_1', deliveries: [], ...allowance });
    answerApi('getUserPackage', plan({ query_quota: credits }));
    renderWithProviders(
      <>
        <DeliveryLogDialog alert={alertOf()} onClose={() => {}} />
        <Toaster />
      </>,
    );
    return screen.findByRole('dialog');
  };

  it('says a paid alert is sent again for free, and how many times are left', async () => {
    const dialog = await openLog({ redeliveries_left: 3, redelivery_cost: 0 });
    expect(await within(dialog).findByTestId('redelivery-terms')).toHaveTextContent(
      'Free for this alert: 3 of 5 left. At most 30 an hour over all alerts.',
    );
    expect(within(dialog).getByRole('button', { name: 'Send again' })).toBeEnabled();
  });

  it('prices an unpaid alert’s redelivery on its button', async () => {
    const dialog = await openLog({ redeliveries_left: 5, redelivery_cost: 3 });
    expect(await within(dialog).findByRole('button', { name: 'Send again · 3 credits' })).toBeEnabled();
    expect(within(dialog).getByTestId('redelivery-terms')).toHaveTextContent(
      'not pushed for lack of credits: sending it now costs 3 credits. An alert can be sent again 5 times.',
    );
  });

  it('does not offer to pay for an unpaid alert the balance cannot pay', async () => {
    const dialog = await openLog({ redeliveries_left: 5, redelivery_cost: 3 }, 1);
    await waitFor(() =>
      expect(within(dialog).getByTestId('redelivery-terms')).toHaveTextContent(
        'Sending this alert costs 3 credits and 1 is left: top up your credits to send it.',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Send again · 3 credits' })).toBeDisabled();
  });

  it('turns the button off, with the reason, once the alert has been sent again 5 times', async () => {
    const dialog = await openLog({ redeliveries_left: 0, redelivery_cost: 0 });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send again' })).toBeDisabled());
    expect(within(dialog).getByTestId('redelivery-terms')).toHaveTextContent(
      'This alert was sent again 5 times, the most one alert can be.',
    );
  });

  it('shows the server’s refusal when a limit or the credits stop it', async () => {
    answerApi('redeliverAlert', () =>
      apiFailure(429, {
        code: 'too_many_requests',
        message: 'Alerts can be sent again at most 30 times an hour; try again in 12 min',
        data: { limit: 'redeliveries_per_hour', max: 30 },
      }),
    );
    const dialog = await openLog({ redeliveries_left: 5, redelivery_cost: 0 });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText('Alerts can be sent again at most 30 times an hour; try again in 12 min'),
    ).toBeInTheDocument();
  });
});
