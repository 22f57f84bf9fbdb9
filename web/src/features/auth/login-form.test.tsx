import { screen, waitFor } from '@testing-library/react';
import { currentSession } from '../../lib/session';
import { storageKeys } from '../../lib/storage';
import { renderWithProviders } from '../../test/render';
import { failure, fakeApi, renderAuthRoutes, sha256 } from './auth-test-utils';
import { LoginPage } from './login-page';

const tokens = {
  access_token: 'acc',
  refresh_token: 'ref',
  expires_at: Math.floor(Date.now() / 1000) + 3600,
};

vi.setConfig({ testTimeout: 15_000 });

describe('login (spec 01 §4, §5)', () => {
  it('enables the button only for a plausible e-mail and a 6-character password', async () => {
    fakeApi({});
    const { user } = renderAuthRoutes('/login');
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('E-mail'), 'a@b.c');
    await user.type(screen.getByLabelText('Password'), '123456');
    expect(button).toBeDisabled(); // the e-mail is only 5 characters
    await user.type(screen.getByLabelText('E-mail'), 'o');
    expect(button).toBeEnabled();
    await user.type(screen.getByLabelText('Password'), '{Backspace}');
    expect(button).toBeDisabled();
  });

  it('shows messages only after the first submit, and focuses the first invalid field', async () => {
    const calls = fakeApi({});
    const { user } = renderAuthRoutes('/login');
    await user.type(screen.getByLabelText('E-mail'), 'a@@b.co');
    await user.type(screen.getByLabelText('Password'), '123456');
    expect(screen.queryByText('Enter a valid e-mail address')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('sends the SHA-256 hex of the password, saves the session and goes to /console', async () => {
    const calls = fakeApi({ login: tokens });
    const { user } = renderAuthRoutes('/login');
    await user.type(screen.getByLabelText('E-mail'), ' Analyst@Example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1{Enter}');
    expect(await screen.findByText('console home')).toBeInTheDocument();
    expect(calls).toEqual([
      { path: '/login', body: { email: 'analyst@example.com', password: await sha256('Secret1') } },
    ]);
    expect(JSON.stringify(calls)).not.toContain('Secret1');
    expect(currentSession()).toMatchObject({
      accessToken: 'acc',
      refreshToken: 'ref',
      expiresAt: tokens.expires_at,
    });
  });

  it('returns to the saved path after login', async () => {
    localStorage.setItem(storageKeys.returnTo, '/detail?hash=abc');
    fakeApi({ login: tokens });
    const { user } = renderAuthRoutes('/login');
    await user.type(screen.getByLabelText('E-mail'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'Secret1{Enter}');
    expect(await screen.findByText('detail page')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.returnTo)).toBeNull();
  });

  it('shows a failed login inline and clears it on edit', async () => {
    fakeApi({ login: () => failure(401, 'login_failed', 'Incorrect e-mail or password') });
    const { user } = renderAuthRoutes('/login');
    await user.type(screen.getByLabelText('E-mail'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'Secret1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect e-mail or password');
    expect(currentSession()).toBeNull();
    await user.type(screen.getByLabelText('Password'), '2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the throttling message inline', async () => {
    fakeApi({ login: () => failure(429, 'login_throttled', 'Too many') });
    const { user } = renderAuthRoutes('/login');
    await user.type(screen.getByLabelText('E-mail'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'Secret1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-in attempts; please try again later',
    );
  });

  it('toggles the password visibility', async () => {
    fakeApi({});
    const { user } = renderAuthRoutes('/login');
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('links to /terms and /privacy from the card footer', () => {
    fakeApi({});
    renderAuthRoutes('/login');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('is labelled in the stored language', async () => {
    localStorage.setItem('language', 'zh-TW');
    fakeApi({});
    renderWithProviders(<LoginPage />, { route: '/login' });
    await waitFor(() => expect(screen.getByLabelText('電子郵件')).toBeInTheDocument());
  });
});
