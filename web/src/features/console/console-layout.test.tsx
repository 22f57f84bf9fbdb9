import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigationType } from 'react-router';
import { storageKeys } from '../../lib/storage';
import { answerApi } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { signIn, signOut } from '../../test/session';
import { ConsoleLayout } from './console-layout';
import { activeConsoleTab } from './console-nav';

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="where">{`${useNavigationType()} ${pathname}`}</output>;
}

const renderConsole = (route = '/console') =>
  renderWithProviders(
    <Routes>
      <Route path="/console" element={<ConsoleLayout />}>
        <Route index element={<Where />} />
        <Route path="*" element={<Where />} />
      </Route>
    </Routes>,
    { route },
  );

// Sidebar (desktop) and tab bar (mobile) are switched by media queries that jsdom does not
// evaluate, so queries include hidden elements.
const hidden = true;

describe('console frame (spec 01 §2 "Shell")', () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it.each([
    ['/console', 'analyzer'],
    ['/console/', 'analyzer'],
    ['/console/history', 'history'],
    ['/console/api-key', 'api-key'],
    ['/console/api-stats/', 'api-stats'],
    ['/console/nope', 'analyzer'],
  ])('derives the active tab from the path %s: %s', (path, tab) => {
    expect(activeConsoleTab(path)).toBe(tab);
  });

  it('groups the sidebar in console and management sections', () => {
    renderConsole();
    const sidebar = screen.getByRole('navigation', { name: 'Console navigation', hidden });
    expect(sidebar).toHaveTextContent(/Console.*Risk analysis.*Query history.*Address monitoring/);
    expect(sidebar).toHaveTextContent(/Management.*API keys.*API statistics/);
  });

  it('stores the collapsed state of the sidebar and starts from it', async () => {
    const first = renderConsole();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar', hidden }));
    expect(localStorage.getItem(storageKeys.sidebarCollapsed)).toBe('true');
    expect(screen.getByRole('button', { name: 'Expand sidebar', hidden })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    first.unmount();

    renderConsole();
    const expand = screen.getByRole('button', { name: 'Expand sidebar', hidden });
    await userEvent.click(expand);
    expect(localStorage.getItem(storageKeys.sidebarCollapsed)).toBe('false');
  });

  it('marks the active tab in the mobile tab bar', () => {
    renderConsole('/console/history');
    const bar = screen.getByRole('navigation', { name: 'Console tabs', hidden });
    const tabs = Array.from(bar.querySelectorAll('button'));
    expect(tabs.map((t) => t.textContent)).toEqual(['Analyze', 'History', 'API keys', 'Monitor']);
    expect(tabs.filter((t) => t.getAttribute('aria-current') === 'page').map((t) => t.textContent)).toEqual([
      'History',
    ]);
  });

  it('switches tabs by replacing the history entry', async () => {
    renderConsole('/console');
    const bar = screen.getByRole('navigation', { name: 'Console tabs', hidden });
    const monitor = Array.from(bar.querySelectorAll('button')).find((b) => b.textContent === 'Monitor')!;
    await userEvent.click(monitor);
    expect(screen.getByRole('status', { name: 'where', hidden })).toHaveTextContent(
      'REPLACE /console/monitor',
    );
    expect(monitor).toHaveAttribute('aria-current', 'page');
  });

  describe('unread alerts', () => {
    afterEach(signOut);

    it('shows the count on the Monitor entries and leads the tab title with it, 99+ beyond', async () => {
      signIn();
      let unread = { unread: 3, capped: false, seen_up_to: null };
      answerApi('getUnreadAlerts', () => unread);
      document.title = 'Wallet Risk';
      const first = renderConsole();

      const sidebar = screen.getByRole('navigation', { name: 'Console navigation', hidden });
      expect(
        await within(sidebar).findByRole('link', { name: 'Address monitoring 3 unread alerts', hidden }),
      ).toBeInTheDocument();
      const tabBar = screen.getByRole('navigation', { name: 'Console tabs', hidden });
      expect(
        within(tabBar).getByRole('button', { name: 'Monitor 3 unread alerts', hidden }),
      ).toBeInTheDocument();
      expect(document.title).toBe('(3) Wallet Risk');
      first.unmount();
      // Leaving the console takes the count off the title.
      expect(document.title).toBe('Wallet Risk');

      unread = { unread: 99, capped: true, seen_up_to: null };
      renderConsole();
      await waitFor(() => expect(document.title).toBe('(99+) Wallet Risk'));
    });

    it('shows no badge when nothing is unread', async () => {
      signIn();
      const calls = answerApi('getUnreadAlerts', { unread: 0, capped: false, seen_up_to: null });
      renderConsole();
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(screen.getByRole('link', { name: 'Address monitoring', hidden })).toBeInTheDocument();
      expect(document.title).not.toMatch(/^\(/);
    });
  });
});
