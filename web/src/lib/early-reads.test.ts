import { waitFor } from '@testing-library/react';
import { REFRESH_AHEAD_SECONDS } from '../../../shared/rules/account-rules';
import { QUERY_STATUS, STATUS_WAIT_MS } from '../../../shared/rules/query-rules';
import { bootScript, EARLY_READS_GLOBAL } from '../../../shared/site/boot-script';
import { statusInput } from '../features/report/report-reads';
import { answerApi, exampleAnswer } from '../test/api-server';
import { mediaQueriesAnswering } from '../test/media-queries';
import { createApiClient } from './api-client';
import { EARLY_READ_KEPT_MS, takeEarlyRead } from './early-reads';
import { saveSession } from './session';

/**
 * A report opened cold: the boot script (shared/site/boot-script.ts) asks for its status and
 * result as the page starts, and the API client's same requests take those answers.
 */
const HASH = 'q_7Yc2kR9mXa3LbV8n';

const client = createApiClient({ language: () => 'zh-CN', onUnauthorized: () => {} });

const signIn = (accessToken = 'tok') =>
  saveSession({ accessToken, refreshToken: 'r', expiresAt: Date.now() / 1000 + 3600 });

function boot(path: string) {
  window.history.replaceState(null, '', path);
  window.matchMedia = mediaQueriesAnswering(() => false);
  new Function(bootScript)();
}

function answerReport(status: number = QUERY_STATUS.completed) {
  const statusCalls = answerApi('getQueryStatus', { ...exampleAnswer('getQueryStatus'), status });
  const resultCalls = answerApi('getQueryResult', exampleAnswer('getQueryResult'));
  return { statusCalls, resultCalls };
}

describe('reads the boot script starts', () => {
  const { matchMedia } = window;
  // Each test is a page that has just started (the reads are kept for the page's first seconds).
  beforeEach(() => vi.spyOn(performance, 'now').mockReturnValue(100));
  afterEach(() => {
    vi.restoreAllMocks();
    window.matchMedia = matchMedia;
    window.history.replaceState(null, '', '/');
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
    document.documentElement.className = '';
    document.documentElement.removeAttribute('style');
  });

  it.each([`/detail?hash=${HASH}`, `/detail/${HASH}`])(
    'on %s, ask for the status, then the result, which the client takes instead of asking again',
    async (path) => {
      signIn();
      const { statusCalls, resultCalls } = answerReport();
      boot(path);
      await waitFor(() => expect(statusCalls).toHaveLength(1));
      expect(statusCalls[0]?.headers.get('Authorization')).toBe('Bearer tok');
      expect(statusCalls[0]?.headers.get('X-Language')).toBe('zh-CN');
      await waitFor(() => expect(resultCalls).toHaveLength(1));

      const status = await client('getQueryStatus', statusInput(HASH));
      const result = await client('getQueryResult', { path: { hash: HASH } });
      expect(status.status).toBe(QUERY_STATUS.completed);
      expect(result).toEqual(exampleAnswer('getQueryResult'));
      // Taken once: a later ask is a request of its own.
      expect([statusCalls.length, resultCalls.length]).toEqual([1, 1]);
      await client('getQueryStatus', statusInput(HASH));
      expect(statusCalls).toHaveLength(2);
    },
  );

  it('asks for no result while the query runs', async () => {
    signIn();
    const { statusCalls, resultCalls } = answerReport(QUERY_STATUS.processing);
    boot(`/detail?hash=${HASH}`);
    await client('getQueryStatus', statusInput(HASH));
    expect([statusCalls.length, resultCalls.length]).toEqual([1, 0]);
  });

  it('leaves a read sent with another token to the client, which asks afresh', async () => {
    signIn('old');
    const { statusCalls } = answerReport(QUERY_STATUS.processing);
    boot(`/detail?hash=${HASH}`);
    signIn('new');
    await client('getQueryStatus', statusInput(HASH));
    await waitFor(() => expect(statusCalls).toHaveLength(2));
    expect(statusCalls.map((call) => call.headers.get('Authorization')).sort()).toEqual([
      'Bearer new',
      'Bearer old',
    ]);
  });

  it.each([
    ['another page', '/console', 3600],
    ['a report without a hash', '/detail', 3600],
    ['an address that is no query hash', '/detail?hash=..', 3600],
    ['a report, signed out', `/detail?hash=${HASH}`, undefined],
    ['a report, with a token the app renews first', `/detail?hash=${HASH}`, REFRESH_AHEAD_SECONDS - 5],
  ])('asks for nothing on %s', (_, path, tokenSeconds) => {
    if (tokenSeconds !== undefined)
      saveSession({ accessToken: 'tok', refreshToken: 'r', expiresAt: Date.now() / 1000 + tokenSeconds });
    boot(path);
    expect((window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL]).toBeUndefined();
  });

  it('hands a read over only at the page’s start, and once', async () => {
    signIn();
    const { statusCalls } = answerReport(QUERY_STATUS.processing);
    boot(`/detail?hash=${HASH}`);
    await waitFor(() => expect(statusCalls).toHaveLength(1));
    const url = `/api/v1/query/${HASH}/status?wait_ms=${STATUS_WAIT_MS}`;
    expect(takeEarlyRead(url, 'tok', 'zh-CN', EARLY_READ_KEPT_MS)).toBeUndefined();
    expect((window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL]).toBeUndefined();
    expect(takeEarlyRead(url, 'tok', 'zh-CN', 0)).toBeUndefined();
  });
});
