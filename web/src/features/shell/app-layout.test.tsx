import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { storageKeys } from '../../lib/storage';
import { answerRuntimeConfig } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { AppLayout } from './app-layout';
import { showsFooter } from './nav-links';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/console/*" element={<p>console page</p>} />
        <Route path="/detail" element={<p>detail page</p>} />
      </Route>
    </Routes>,
    { route },
  );

describe('app frame (spec 01 §2)', () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('starts the keyboard at a skip link to the page', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('shows header, page and footer on a public page', () => {
    renderAt('/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('opens footer links in the same tab and the configured channels in a new tab, without opener', async () => {
    answerRuntimeConfig({
      contact: { chat: 'https://t.me/walletrisk_support', social: 'https://x.com/walletrisk' },
    });
    renderAt('/');
    const footer = screen.getByRole('contentinfo');
    expect(
      screen.getAllByRole('link', { name: 'Pricing', hidden: true }).some((a) => a.closest('footer')),
    ).toBe(true);
    for (const [name, href] of [
      [/Follow us on X/, 'https://x.com/walletrisk'],
      [/Chat with us on Telegram/, 'https://t.me/walletrisk_support'],
    ] as const) {
      const link = await screen.findByRole('link', { name });
      expect(footer).toContainElement(link);
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('shows no community link the deployment did not configure', async () => {
    answerRuntimeConfig({ contact: { social: 'https://x.com/walletrisk' } });
    renderAt('/');
    expect(await screen.findByRole('link', { name: /Follow us on X/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Telegram/ })).not.toBeInTheDocument();
  });

  it('hides the footer on the console and the report', () => {
    renderAt('/console/history');
    expect(screen.getByText('console page')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each([
    ['/', true],
    ['/price', true],
    ['/consoles', true],
    ['/console', false],
    ['/console/api-key', false],
    ['/detail', false],
    ['/detail/TCC2iyUf75x4h56XAeHuB6T8E17g9T7AYY', false],
  ])('knows whether %s has a footer (%s)', (path, footer) => {
    expect(showsFooter(path)).toBe(footer);
  });
});
