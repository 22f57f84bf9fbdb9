import { fireEvent, screen, waitFor } from '@testing-library/react';
import { storageKeys } from '../../lib/storage';
import { answerApi, apiFailure, networkFailure } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { ConfirmRecipientPage } from './confirm-recipient-page';

/** The page a recipient's confirmation link opens: no sign-in, the token posted once. */
describe('confirming an alert recipient', () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('posts the token once, without a session, and says the recipient is confirmed', async () => {
    const calls = answerApi('confirmMonitorRecipient', {
      email: 'team@example.com',
      state: 'confirmed',
      confirmed_at: '2026-11-21T09:12:00Z',
    });
    renderWithProviders(<ConfirmRecipientPage />, {
      route: '/monitor/confirm-recipient?token=gQ3x0cM1o9tVb2m4N8yQeA',
    });
    expect(await screen.findByRole('heading', { name: 'Recipient confirmed' })).toBeInTheDocument();
    expect(
      screen.getByText('team@example.com will receive the monitoring alerts it was added for.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 'gQ3x0cM1o9tVb2m4N8yQeA' });
    expect(calls[0]?.headers.get('authorization')).toBeNull();
  });

  it('says an unknown or expired link does not work', async () => {
    answerApi('confirmMonitorRecipient', () => apiFailure(400, { code: 'recipient_link_invalid' }));
    renderWithProviders(<ConfirmRecipientPage />, {
      route: '/monitor/confirm-recipient?token=AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByText(/not valid or has expired/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers to try again after a network failure', async () => {
    let fail = true;
    answerApi('confirmMonitorRecipient', () =>
      fail
        ? networkFailure()
        : { email: 'team@example.com', state: 'confirmed', confirmed_at: '2026-11-21T09:12:00Z' },
    );
    renderWithProviders(<ConfirmRecipientPage />, {
      route: '/monitor/confirm-recipient?token=gQ3x0cM1o9tVb2m4N8yQeA',
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Recipient confirmed' })).toBeInTheDocument(),
    );
  });

  it('asks nothing of the server when the link has no token', async () => {
    renderWithProviders(<ConfirmRecipientPage />, { route: '/monitor/confirm-recipient' });
    expect(
      await screen.findByText('The link has no token. Open it exactly as it is in the mail.'),
    ).toBeInTheDocument();
  });
});
