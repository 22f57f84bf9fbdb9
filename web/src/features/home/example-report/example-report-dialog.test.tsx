import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import example from '../../../../public/example-report.json';
import { storageKeys } from '../../../lib/storage';
import { renderWithProviders } from '../../../test/render';
import { HomePage } from '../home-page';
import { requiredSections } from './example-report-data';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function openExample(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'View example report' }));
  return screen.findByRole('dialog');
}

// Chakra's DOM makes role queries slow in jsdom under load; allow more than the 5 s default.
describe('example-report dialog (spec 01 §2)', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a summary of a good file, and loads it once across two openings', async () => {
    const fetch = vi.fn(async (_url: string) => json(example));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);

    const dialog = await openExample(user);
    expect(await within(dialog).findByText('TXYZop…VkAeBf')).toBeInTheDocument();
    expect(within(dialog).getByTestId('risk-level')).toHaveTextContent('Medium-high');
    expect(within(dialog).getByText('Exposure by risk type')).toBeInTheDocument();
    expect(within(dialog).getByText('Sanctioned')).toBeInTheDocument();
    expect(within(dialog).getByText('Top counterparties')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const again = await openExample(user);
    expect(await within(again).findByText('TXYZop…VkAeBf')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/example-report.json');
  });

  it.each(requiredSections)('shows the load-failed message when %s is missing', async (section) => {
    const broken: Record<string, unknown> = { ...example };
    delete broken[section];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(broken)),
    );
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    const dialog = await openExample(user);
    expect(await within(dialog).findByText(/example data could not be loaded/)).toBeInTheDocument();
  });

  it('shows the load-failed message when the file cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    const dialog = await openExample(user);
    expect(await within(dialog).findByText(/example data could not be loaded/)).toBeInTheDocument();
  });

  it('shows the load-failed message on an HTTP error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({}, 404)),
    );
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    const dialog = await openExample(user);
    expect(await within(dialog).findByText(/example data could not be loaded/)).toBeInTheDocument();
  });
});
