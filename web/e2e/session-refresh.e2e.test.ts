import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { localApi } from '../../functions/testing/local-api';
import type { LocalStack } from '../../scripts/local/stack';
import { startJourneyStack } from './global-setup';
import { setUpJourneys, signInNewUser, t } from './support/browser';

/**
 * A session outlives its access tokens: signed in, the analyst lets the access token expire and
 * keeps working without being sent to /login, and two tabs acting at once after the expiry share
 * one refresh (docs/areas/accounts-and-sessions.md). It runs on a stack of its own that accepts
 * access tokens for a few seconds (ACCESS_TOKEN_MAX_AGE_SECONDS). The shared stack keeps the
 * pool's hour: other journeys put the sign-in's tokens back into storage on every page load, or
 * need the sign-in's password proof, which cognito-local ties to each access token.
 */
const ACCESS_TOKEN_SECONDS = 8;

const openJourney = setUpJourneys();
let shortLived: LocalStack | undefined;
let labelsDir: string | undefined;

beforeAll(async () => {
  // The stack hands the settings in the environment to its handlers, as a Lambda gets them; this
  // file's worker runs no other stack.
  process.env.ACCESS_TOKEN_MAX_AGE_SECONDS = String(ACCESS_TOKEN_SECONDS);
  // No label feeds: a session reads none, and importing them is most of a stack's start.
  labelsDir = mkdtempSync(join(tmpdir(), 'no-labels-'));
  shortLived = await startJourneyStack({ labelsDir });
  // More than the journey projects' hook time-out (vitest.config.ts): this start comes on top of the shared stack's.
}, 300_000);

afterAll(async () => {
  await shortLived?.stop();
  if (labelsDir) rmSync(labelsDir, { recursive: true, force: true });
});

describe('a session that outlives its access tokens', () => {
  it('keeps working past the access token’s expiry, with one refresh for two tabs', async () => {
    const urls = shortLived!.urls;
    const { context, page, errors } = await openJourney({ width: 1440, height: 900, web: urls.web });
    // Every refresh of the whole journey is answered: none ends the session.
    const refreshAnswers: number[] = [];
    context.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/refresh-token') refreshAnswers.push(response.status());
    });
    await signInNewUser(page, 'e2e-refresh', urls);
    // A second tab of the same browser: it shares the stored tokens and the refresh lock.
    const second = await context.newPage();
    await second.goto('/console');
    const historyLink = (tab: Page) => tab.getByRole('link', { name: t('console.nav.history'), exact: true });
    for (const tab of [page, second]) await historyLink(tab).waitFor();

    // Every refresh from here on, the one a background call may send as soon as the token expires
    // included.
    const refreshes: string[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/refresh-token') refreshes.push(request.postData() ?? '');
    });
    // Wait until the stored access token is past its expiry (the server refuses it from then on),
    // and read the tokens in the same step: read after it, they could already be the successors.
    const expiredTokens = await page.waitForFunction(
      () =>
        Number(localStorage.getItem('expires_at')) * 1000 < Date.now() && [
          localStorage.getItem('access_token') ?? '',
          localStorage.getItem('refresh_token') ?? '',
        ],
      null,
      { polling: 250, timeout: (ACCESS_TOKEN_SECONDS + 7) * 1000 },
    );
    const [expired, stale] = (await expiredTokens.jsonValue()) as [string, string];

    // Both tabs act at once on the expired token: one refresh, and the second tab takes its tokens.
    await Promise.all([historyLink(page).click(), historyLink(second).click()]);
    for (const tab of [page, second]) {
      await tab.getByText(t('history.empty.title')).waitFor();
      expect(new URL(tab.url()).pathname).toBe('/console/history');
    }
    // Both tabs acted on the same stored tokens: one refreshes; the other, given the lock after it,
    // finds its word that the token was replaced and waits for the new tokens to reach its storage
    // (Chromium passes one tab's writes to another a moment later) instead of presenting it again.
    const stalePresented = refreshes.filter((body) => body.includes(stale)).length;
    expect(stalePresented).toBe(1);
    const others = refreshes.filter((body) => !body.includes(stale));
    expect(new Set(others).size).toBe(others.length);
    const api = localApi(urls.web, urls.mailInbox);
    expect((await api.call('GET', '/api/user', { token: expired })).status).toBe(401);
    const renewed = await second.evaluate(() => localStorage.getItem('access_token') ?? '');
    expect((await api.call('GET', '/api/user', { token: renewed })).status).toBe(200);
    expect(refreshAnswers.every((status) => status === 200)).toBe(true);
    // A call sent just before the expiry can reach the server after it, which answers 401: the
    // console renews and sends it once more (lib/api-client.ts), but the browser logs the 401.
    const retried = /status of 401 \(Unauthorized\) \(http:\/\/[^/]+\/api\/(?!refresh-token)/;
    expect(errors.filter((error) => !retried.test(error))).toEqual([]);
  });
});
