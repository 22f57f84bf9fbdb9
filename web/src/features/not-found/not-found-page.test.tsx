import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { storageKeys } from '../../lib/storage';
import { renderWithProviders } from '../../test/render';
import { NotFoundPage } from './not-found-page';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/"
        element={
          <section id="query" aria-label="query section">
            home
          </section>
        }
      />
      <Route path="/start" element={<Link to="/nowhere">broken link</Link>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>,
    { route },
  );
}

// Chakra's DOM makes role queries slow in jsdom under load; allow more than the 5 s default.
describe('not-found page (spec 02 §2)', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('shows the title, subtitle and the three suggestion cards', () => {
    renderAt('/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Risk analysis' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/price');
    expect(screen.getByRole('link', { name: 'API docs' })).toHaveAttribute('href', '/docs');
  });

  it('"start analysis" goes home, then scrolls to the query section after 100 ms', async () => {
    // When it scrolled, against when the click began: a busy machine can only make it later.
    let scrolledAt = 0;
    const scrollIntoView = vi.fn(() => {
      scrolledAt = performance.now();
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    renderAt('/nowhere');
    const clickedAt = performance.now();
    await user.click(screen.getByRole('button', { name: 'Start analysis' }));
    expect(screen.getByLabelText('query section')).toBeInTheDocument();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledOnce());
    expect(scrolledAt - clickedAt).toBeGreaterThanOrEqual(100);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByLabelText('query section'));
  });

  it('"go home" opens /', async () => {
    const user = userEvent.setup();
    renderAt('/nowhere');
    await user.click(screen.getByRole('link', { name: 'Go home' }));
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('"go back" returns to the previous page', async () => {
    const user = userEvent.setup();
    renderAt('/start');
    await user.click(screen.getByRole('link', { name: 'broken link' }));
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('link', { name: 'broken link' })).toBeInTheDocument();
  });

  it('"go back" goes home when the not-found page was the first page opened', async () => {
    const user = userEvent.setup();
    renderAt('/nowhere');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
  });
});
