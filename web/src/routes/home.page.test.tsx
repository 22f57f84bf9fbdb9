import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { examplePublicStats } from '../../../shared/contract/examples';
import example from '../../public/example-report.json';
import { EXAMPLE_REPORT_URL } from '../features/home/example-report/example-report-data';
import { storageKeys } from '../lib/storage';
import { answerApi, apiServer } from '../test/api-server';
import { renderWithProviders } from '../test/render';
import HomePage from './home.page';

/** Serves the static file (outside /api) with `answer`; returns the requests it saw. */
function serveExample(answer: () => Response): Request[] {
  const requests: Request[] = [];
  apiServer.use(
    http.get(EXAMPLE_REPORT_URL, ({ request }) => {
      requests.push(request);
      return answer();
    }),
  );
  return requests;
}

async function openExample(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'View example report' }));
  return screen.findByRole('dialog');
}

// Chakra's DOM makes role queries slow in jsdom under load, and the example is a whole real report
// (56 counterparties, a year of balances): allow well more than the 5 s default.
describe('example-report dialog (spec 01 §2)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.setItem(storageKeys.language, 'en-US');
    // The home page's live figures (not under test here).
    answerApi('getPublicStats', examplePublicStats);
  });
  it("draws a good file with the report page's own sections, and loads it once across two openings", async () => {
    const requests = serveExample(() => HttpResponse.json(example));
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);

    const dialog = await openExample(user);
    // The report's view comes in a chunk of its own, loaded when the example first opens.
    const chunk = { timeout: 10_000 };
    // A real report of the sanctioned showcase: direct OFAC exposure is high and rejected.
    expect(await within(dialog).findByTestId('risk-level', {}, chunk)).toHaveTextContent('High');
    expect(within(dialog).getByTestId('verdict')).toHaveTextContent('Reject');
    expect(within(dialog).getAllByText('TCC2iy…9T7AYY').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('Sanctioned').length).toBeGreaterThan(0);
    // The rest of the report follows the first screen; the charts come in a chunk of their own,
    // loaded on their first use here. Ids, not roles: role queries over a whole report are slow.
    const section = (id: string) => dialog.querySelector(`section#${id}`);
    await waitFor(() => expect(section('report-top-transactions')).not.toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(section('report-risk-types')).not.toBeNull(), { timeout: 10_000 });

    await user.keyboard('{Escape}');
    // A selector, not a role query: each poll of a role query walks the whole report.
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), { timeout: 10_000 });

    const again = await openExample(user);
    expect(await within(again).findByTestId('risk-level')).toHaveTextContent('High');
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/example-report.json']);
  });

  // Which sections the file must have is validateExampleReport's (example-report-data.test.ts);
  // here, that a file it refuses shows the message.
  it('shows the load-failed message when a section is missing', async () => {
    const broken: Record<string, unknown> = { ...example };
    delete broken.tx_flow;
    serveExample(() => HttpResponse.json(broken));
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    const dialog = await openExample(user);
    expect(await within(dialog).findByText(/example data could not be loaded/)).toBeInTheDocument();
  });

  it('shows the load-failed message when the file cannot be fetched', async () => {
    serveExample(() => HttpResponse.error());
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    const dialog = await openExample(user);
    expect(await within(dialog).findByText(/example data could not be loaded/)).toBeInTheDocument();
  });

  it('shows the load-failed message on an HTTP error', async () => {
    serveExample(() => HttpResponse.json({}, { status: 404 }));
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    const dialog = await openExample(user);
    expect(await within(dialog).findByText(/example data could not be loaded/)).toBeInTheDocument();
  });
});
