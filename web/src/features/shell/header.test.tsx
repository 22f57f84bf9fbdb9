import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { User, UserPackage } from '../../../../shared/contract/accounts.schema';
import { clearSession, currentSession, saveSession } from '../../lib/session';
import { storageKeys } from '../../lib/storage';
import { answerApi, apiFailure, networkFailure } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { Header } from './header';

const user: User = { user_id: 'u-1', email: 'analyst@example.com' };
const advanced: UserPackage = {
  package_type: 2,
  begin_at: '2026-01-01T00:00:00Z',
  end_at: null,
  query_quota: 70,
  used_query_quota: 30,
  monitor_address_count: 10,
};

/** The account reads the header makes; every call is recorded, in order. */
const answerAccount = (pkg: UserPackage | Response = advanced) => {
  const calls = answerApi('getUser', user);
  answerApi('getUserPackage', pkg, calls);
  return calls;
};

const signIn = () =>
  saveSession({ accessToken: 'access', refreshToken: 'refresh-1', expiresAt: Date.now() / 1000 + 3600 });

// The desktop bar is hidden below md by a media query, which jsdom does not evaluate; queries
// of desktop controls therefore include hidden elements.
const renderHeader = () =>
  renderWithProviders(
    <Routes>
      <Route path="/" element={<Header />} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
  );

/**
 * Opens the account menu, waits for the logout item `item`, chooses it with `keys` (jsdom's
 * pointer events carry no pointer type, so menu items are chosen by keyboard), and checks that
 * the user lands on the login page signed out.
 */
/**
 * Opens the account menu, walks it with the arrow keys to `item` (a keystroke at a time, each
 * answered before the next, so a busy machine cannot skip one) and chooses it with Enter.
 */
async function logOutThrough(item: string) {
  renderHeader();
  await userEvent.click(await screen.findByRole('button', { name: /Account menu/, hidden: true }));
  const target = await screen.findByRole('menuitem', { name: item });
  for (let step = 0; step < 8 && !target.hasAttribute('data-highlighted'); step++) {
    const before = document.querySelector('[role="menuitem"][data-highlighted]');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(document.querySelector('[role="menuitem"][data-highlighted]')).not.toBe(before),
    );
  }
  expect(target).toHaveAttribute('data-highlighted');
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('login page')).toBeInTheDocument();
  expect(currentSession()).toBeNull();
}

describe('header (spec 01 §2 "Shell")', () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));
  it('offers log in and sign up to a guest, and asks for no account data', () => {
    const calls = answerAccount();
    renderHeader();
    expect(screen.getByRole('link', { name: 'Log in', hidden: true })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up', hidden: true })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: /Account menu/, hidden: true })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('marks the current link', () => {
    renderHeader();
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation', hidden: true })[0]!;
    expect(within(nav).getByRole('link', { name: 'Home', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Pricing', hidden: true })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('opens the language menu from the keyboard while it loads, and switches the language', async () => {
    renderHeader();
    const trigger = screen.getByRole('button', { name: 'Language: English', hidden: true });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    // Focus and Enter reach the trigger before the menu's code is in: the key is replayed on it.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    // The menu's code is imported on this first press: on a loaded machine that alone can take
    // longer than the usual wait for something on screen.
    const menu = await screen.findByRole('menu', undefined, { timeout: 15_000 });
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '繁體中文' }));
    expect(await screen.findByRole('button', { name: '語言: 繁體中文', hidden: true })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.language)).toBe('zh-TW');
  });

  it('shows a signed-in user their e-mail, plan badge and credit numbers', async () => {
    signIn();
    localStorage.setItem(storageKeys.timezone, 'UTC');
    answerAccount();
    renderHeader();
    const trigger = await screen.findByRole('button', { name: /Account menu/, hidden: true });
    await waitFor(() => expect(within(trigger).getByText('analyst@example.com')).toBeInTheDocument());
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('Advanced')).toBeInTheDocument();
    expect(within(menu).getByText('30 used · 70 left')).toBeInTheDocument();
    expect(within(menu).getByText('30% used')).toBeInTheDocument();
    expect(within(menu).getByText('From 2026/01/01 UTC · no expiry')).toBeInTheDocument();
    expect(within(menu).getByText('10')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in', hidden: true })).not.toBeInTheDocument();
  });

  it("shows the new account after signing in again as someone else, never the previous one's data", async () => {
    signIn();
    let current: User = user;
    answerApi('getUser', () => current);
    answerApi('getUserPackage', advanced);
    renderHeader();
    const trigger = await screen.findByRole('button', { name: /Account menu/, hidden: true });
    await waitFor(() => expect(within(trigger).getByText('analyst@example.com')).toBeInTheDocument());
    clearSession();
    current = { user_id: 'u-2', email: 'second@example.com' };
    saveSession({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresAt: Date.now() / 1000 + 3600 });
    const again = await screen.findByRole('button', { name: /Account menu/, hidden: true });
    await waitFor(() => expect(within(again).getByText('second@example.com')).toBeInTheDocument());
  });

  it('reports a package that failed to load, with a retry', async () => {
    signIn();
    const calls = answerAccount(apiFailure(503));
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/, hidden: true }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('Package info failed to load')).toBeInTheDocument();
    const before = calls.length;
    await userEvent.click(within(menu).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  });

  it('follows sign-in and sign-out made elsewhere in the app', async () => {
    answerAccount();
    renderHeader();
    expect(screen.getByRole('link', { name: 'Log in', hidden: true })).toBeInTheDocument();
    signIn();
    expect(await screen.findByRole('button', { name: /Account menu/, hidden: true })).toBeInTheDocument();
  });

  it('links the credit bar to the credit statement', async () => {
    signIn();
    answerAccount();
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/, hidden: true }));
    const item = await screen.findByRole('menuitem', { name: 'Credit statement' });
    expect(item).toHaveAttribute('href', '/console/credits');
  });

  it('sets the display time zone from the account menu, kept for the next visit', async () => {
    signIn();
    answerAccount();
    localStorage.setItem(storageKeys.timezone, 'UTC');
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/, hidden: true }));
    expect(await screen.findByRole('menuitem', { name: 'Time zone: UTC' })).toBeInTheDocument();
    // The menu takes the focus a frame after it opens: keys pressed before (a loaded machine) go
    // to the trigger instead, and Enter picks another item.
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Time zone' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Time zone' }),
      'Asia/Shanghai',
    );
    expect(localStorage.getItem(storageKeys.timezone)).toBe('Asia/Shanghai');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/, hidden: true }));
    expect(
      await screen.findByRole('menuitem', { name: 'Time zone: Asia/Shanghai (GMT+8)' }),
    ).toBeInTheDocument();
  });

  it('signs out locally and goes to /login even when POST /logout fails', async () => {
    signIn();
    answerAccount();
    const logouts = answerApi('logout', networkFailure());
    // The credit statement and the time zone come first, under the credit bar.
    await logOutThrough('Log out');
    expect(logouts.map((call) => call.body)).toEqual([{ refresh_token: 'refresh-1' }]);
  });

  it('"Log out on all devices" ends every session on the server, then signs out here', async () => {
    signIn();
    answerAccount();
    const everywhere = answerApi('logoutEverywhere', { ok: true, disabled_api_keys: [] });
    const logouts = answerApi('logout', { ok: true });
    await logOutThrough('Log out on all devices');
    expect(everywhere).toHaveLength(1);
    expect(logouts).toHaveLength(0);
  });
});
