import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { exampleApiKey } from '../../../../../shared/contract/examples';
import { COPIED_FEEDBACK_MS } from '../../../components/use-copy';
import { formatDisplayDate } from '../../../lib/display-time-zone';
import { storageKeys } from '../../../lib/storage';
import { answerApi, answerRuntimeConfig } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { endpointSections } from '../sections';
import { DocsPage } from './docs-page';
import { sidebarGroups } from './docs-sidebar';

/** The rows of the page's table, below its header row. */
const tableRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

/** The texts of one column of the page's table. */
const tableColumn = (index: number) =>
  tableRows().map((row) => within(row).getAllByRole('cell')[index]!.textContent);

const renderDocs = (search = '') => {
  localStorage.setItem('language', 'en-US');
  return renderWithProviders(<DocsPage />, { route: `/docs${search}` });
};

/** The calls the contents list after the risk query group, in order. */
const reportAndUsageCalls = [
  'Recent report',
  'Get risk policy',
  'Set risk policy',
  'Screen addresses',
  'Usage statistics',
  'Export usage (CSV)',
];
describe('DocsPage (spec 02 §2)', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the quick start by default: four steps and the API key card', () => {
    renderDocs();
    expect(screen.getByRole('heading', { level: 2, name: 'Quick start' })).toBeInTheDocument();
    for (const step of ['Get an API key', 'Authenticate', 'Submit a query', 'Get results'])
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage API keys' })).toHaveAttribute('href', '/console/api-key');
  });

  it('selects the section from the URL', () => {
    renderDocs('?section=authentication');
    expect(screen.getByRole('heading', { level: 2, name: 'Authentication' })).toBeInTheDocument();
    expect(screen.getByText('X-API-Key header')).toBeInTheDocument();
    expect(screen.getByText('api_key query parameter')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Documentation sections' });
    expect(within(nav).getByRole('link', { name: 'Authentication' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves to a section from the sidebar and scrolls to the top smoothly', () => {
    renderDocs();
    const nav = screen.getByRole('navigation', { name: 'Documentation sections' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Query histories' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Query histories' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('shows the createQuery parameter table from the document', () => {
    renderDocs('?section=create-query');
    expect(screen.getByTestId('endpoint-path')).toHaveTextContent('/v1/query/create');
    expect(screen.getByText('POST')).toBeInTheDocument();
    expect(tableColumn(0)).toEqual([
      'chainbody',
      'tokenbody',
      'addressbody',
      'start_atbodyalso read as startAt',
      'end_atbodyalso read as endAt',
      'limitbody',
      'max_creditsbody',
    ]);
    const address = within(tableRows()[2]!).getAllByRole('cell');
    expect(address.map((c) => c.textContent)).toEqual([
      'addressbody',
      'string',
      'Required',
      'Wallet address: for tron T + 33 base58 characters, otherwise 0x + 40 hex characters',
      '"TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf"',
    ]);
  });

  it('shows the listQueryHistories query parameters, the 200 example and the error badges', () => {
    renderDocs('?section=query-histories');
    expect(
      tableRows().map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['limitqueryalso read as pageSize', 'integer', 'Optional', 'Page size, 1-100', '10'],
      ['offsetqueryalso read as page', 'integer', 'Optional', 'Page number from 1 (0 is read as 1)', '1'],
      [
        'addressquery',
        'string',
        'Optional',
        'Only queries of this address, or of every address starting with this text',
        '"TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf"',
      ],
      [
        'cursorquery',
        'string',
        'Optional',
        'next_cursor of the previous answer: reads the page after it, at the cost of that page alone',
        '—',
      ],
    ]);
    expect(screen.getByText(/"total_count": 1/)).toBeInTheDocument();
    for (const status of ['400', '401', '403', '404', '429', '500', '502', '503', '504'])
      expect(screen.getByText(status, { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(/"type": "VALIDATION"/)).toBeInTheDocument();
  });

  it('shows the curl example with the X-API-Key header', () => {
    renderDocs('?section=query-status');
    const curl = screen.getByText(/curl -X GET/);
    expect(curl.textContent).toBe(
      'curl -X GET "http://localhost:3000/v1/query/q_7Yc2kR9mXa3LbV8n/status" \\\n  -H "X-API-Key: YOUR_API_KEY"',
    );
  });

  it('shows the endpoint texts in Chinese for zh-TW readers', () => {
    localStorage.setItem('language', 'zh-TW');
    renderWithProviders(<DocsPage />, { route: '/docs?section=query-histories' });
    expect(screen.getByText('目前帳戶的查詢紀錄')).toBeInTheDocument();
    expect(screen.getByText(/依時間由新到舊排列/)).toBeInTheDocument();
    expect(tableColumn(3)).toEqual([
      '每頁筆數，1-100',
      '頁碼，從 1 開始（0 視為 1）',
      '只回傳該地址的查詢，或以此文字開頭的所有地址的查詢',
      '上一次回應中的 next_cursor：讀取其後一頁，只消耗該頁的讀取成本',
    ]);
    expect(screen.getByText(/憑證缺少、無效或已過期/)).toBeInTheDocument();
    expect(screen.queryByText(/Missing, invalid or expired credentials/)).not.toBeInTheDocument();
  });

  it('lists the report, risk-policy, screening and usage calls after the risk query group', () => {
    renderDocs();
    const nav = screen.getByRole('navigation', { name: 'Documentation sections' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    const from = names.indexOf('Query histories');
    expect(names.slice(from + 1, from + 7)).toEqual(reportAndUsageCalls);
    expect(within(nav).getByText('Reports and risk policy')).toBeInTheDocument();
    expect(within(nav).getByText('Screening and usage')).toBeInTheDocument();
  });

  it('lists the credit statement in a group of its own, after usage', () => {
    renderDocs('?section=credit-statement');
    const nav = screen.getByRole('navigation', { name: 'Documentation sections' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    const from = names.indexOf('Export usage (CSV)');
    expect(names.slice(from + 1, from + 3)).toEqual(['Credit statement', 'Export statement (CSV)']);
    expect(within(nav).getByText('Credits')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Credit statement' })).toBeInTheDocument();
    expect(screen.getByTestId('endpoint-path')).toHaveTextContent('/v1/credits/ledger');
  });

  it('shows the built-in policy beside the risk-policy calls, without internal spec wording', () => {
    renderDocs('?section=get-risk-policy');
    expect(screen.getByRole('heading', { level: 2, name: 'Get risk policy' })).toBeInTheDocument();
    expect(screen.getByTestId('endpoint-path')).toHaveTextContent('/v1/risk-policy');
    expect(screen.getByTestId('default-policy')).toBeInTheDocument();
    expect(
      screen.getByText(/^The thresholds that turn a report’s findings into a verdict/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Beyond spec/)).not.toBeInTheDocument();
  });

  it('explains the verdict and exposure fields under the report example, in the reader’s language', () => {
    localStorage.setItem('language', 'zh-TW');
    renderWithProviders(<DocsPage />, { route: '/docs?section=query-result' });
    const fields = screen.getByTestId('report-fields');
    expect(within(fields).getByRole('heading', { level: 3, name: '結論與曝險欄位' })).toBeInTheDocument();
    expect(within(fields).getByText('reasons[].hops')).toBeInTheDocument();
    expect(within(fields).getByText(/0 為地址本身，1 為交易對手/)).toBeInTheDocument();
    expect(within(fields).getByText('top_transaction[].counterparty_label')).toBeInTheDocument();
    expect(screen.getByTestId('default-policy')).toBeInTheDocument();
  });

  it('leaves the policy table off the calls that do not apply it', () => {
    renderDocs('?section=screen-addresses');
    expect(screen.getByTestId('endpoint-path')).toHaveTextContent('/v1/screen');
    expect(screen.queryByTestId('default-policy')).not.toBeInTheDocument();
    expect(screen.queryByTestId('report-fields')).not.toBeInTheDocument();
  });

  it('shows the screening call in simplified Chinese for zh-CN readers', () => {
    localStorage.setItem('language', 'zh-CN');
    renderWithProviders(<DocsPage />, { route: '/docs?section=screen-addresses' });
    expect(screen.getByRole('heading', { level: 2, name: '批量筛查地址' })).toBeInTheDocument();
    expect(screen.getByText('按标签库筛查最多 1,000 个地址')).toBeInTheDocument();
    expect(tableColumn(3)).toEqual([
      '1 到 1000 个地址，可为任一支持的链',
      '可选：同一用户使用相同 key 重试的调用只扣费一次（结果会重新计算）',
    ]);
    expect(screen.queryByText(/Screen up to 1,000 addresses/)).not.toBeInTheDocument();
  });

  it('shows the same base URL in the header as in the curl example', () => {
    renderDocs('?section=query-status');
    // jsdom's page is http://localhost:3000: the local gateway, which serves /v1.
    expect(screen.getByText('http://localhost:3000')).toBeInTheDocument();
    expect(screen.queryByText(/\{host\}/)).not.toBeInTheDocument();
    expect(screen.getByText(/curl -X GET/).textContent).toContain('"http://localhost:3000/v1/');
  });

  it('builds every example on the public API URL the deployment names', async () => {
    const stage = 'https://k3x9.execute-api.eu-west-1.amazonaws.com/prod';
    answerRuntimeConfig({ contact: {}, public_api_url: stage });
    renderDocs('?section=query-status');
    expect(await screen.findByText(stage)).toBeInTheDocument();
    expect(screen.getByText(/curl -X GET/).textContent).toContain(`"${stage}/v1/query/`);
  });

  it('asks usage statistics for the signed-in reader’s last 24 hours, zone and key', async () => {
    signIn('Asia/Shanghai');
    answerApi('listApiKeys', { api_keys: [{ ...exampleApiKey, id: 31 }] });
    renderWithProviders(<DocsPage />, { route: '/docs?section=api-usage-stats' });
    expect(await screen.findByText('api_key_id is your API key 31.')).toBeInTheDocument();
    const curl = screen.getByText(/curl -X GET/).textContent ?? '';
    expect(curl).toContain('api_key_id=31');
    expect(curl).toContain('time_zone=Asia%2FShanghai');
    const end = Number(/end_date=(\d+)/.exec(curl)?.[1]);
    expect(Date.now() - end).toBeLessThan(60_000);
    expect(end - Number(/start_date=(\d+)/.exec(curl)?.[1])).toBe(24 * 3600_000);
    // Both ends in the reader's zone, as every date of the console.
    const zone = formatDisplayDate(end).split(' ').at(-1)!;
    expect(screen.getByTestId('reader-notes')).toHaveTextContent(
      `The example asks for the last 24 hours: ${formatDisplayDate(end - 24 * 3600_000)} to ${formatDisplayDate(end)}.`,
    );
    expect(zone).not.toBe('UTC');
  });

  it('gives a reader without a key a placeholder and the way to create one', () => {
    renderDocs('?section=api-usage-stats');
    expect(screen.getByText(/curl -X GET/).textContent).toContain('api_key_id=YOUR_API_KEY_ID');
    expect(screen.getByRole('link', { name: 'create a key' })).toHaveAttribute('href', '/console/api-key');
  });

  it('names the key permission an endpoint needs', () => {
    renderDocs('?section=get-webhook-secret');
    expect(screen.getByTestId('endpoint-permission')).toHaveTextContent(
      'With an API key, this call needs the admin permission.',
    );
  });

  it('is dark until the reader picks a theme, and then keeps theirs', async () => {
    const { unmount } = renderDocs();
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    unmount();
    localStorage.setItem(storageKeys.theme, 'light');
    renderDocs();
    await waitFor(() => expect(document.documentElement).toHaveClass('light'));
  });

  it('offers every section, the alerts and webhooks groups too, in the sidebar and in the phone select', () => {
    renderDocs('?section=list-alerts');
    const nav = screen.getByRole('navigation', { name: 'Documentation sections' });
    const links = within(nav).getAllByRole('link');
    const options = within(screen.getByRole('combobox')).getAllByRole('option');
    const entries = sidebarGroups().flatMap((group) => group.ids);
    expect(links).toHaveLength(entries.length);
    expect(options.map((option) => option.getAttribute('value'))).toEqual(entries);
    expect(entries).toEqual(expect.arrayContaining(endpointSections.map((section) => section.id)));
    expect(within(nav).getByRole('link', { name: 'List alerts' })).toHaveAttribute('aria-current', 'page');
    // The sidebar scrolls on its own beside the content when it is taller than the window.
    expect(getComputedStyle(screen.getByTestId('docs-sidebar')).overflowY).toBe('auto');
  });

  it('shows a notice and every interface for an unknown section', () => {
    renderDocs('?section=no-such-thing');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Section not found');
    expect(alert).toHaveTextContent('no-such-thing');
    const main = screen.getByRole('alert').parentElement!;
    for (const name of [
      'Create query',
      'Estimate the cost',
      'Query status',
      'Get result',
      'Query histories',
      ...reportAndUsageCalls,
      'Credit statement',
      'Export statement (CSV)',
      'List alerts',
      'Estimate alert costs',
      'Alerts and credits of a period',
      'Set user default config',
    ])
      expect(within(main).getByRole('link', { name })).toBeInTheDocument();
    expect(within(main).getAllByRole('link')).toHaveLength(29);
  });

  it('says "Copied" for 2 s after copying the curl example', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      renderDocs('?section=create-query');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
      });
      expect(writeText).toHaveBeenCalledWith(expect.stringContaining('curl -X POST'));
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS - 100));
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('falls back to execCommand when the clipboard API is missing', async () => {
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderDocs('?section=create-query');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    Reflect.deleteProperty(document, 'execCommand');
  });
});
