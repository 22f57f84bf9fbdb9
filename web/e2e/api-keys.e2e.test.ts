import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { parseConfig } from '../../functions/platform/config';
import { createContainer } from '../../functions/platform/container';
import { tableDesign } from '../../functions/platform/resource-design';
import { localApi } from '../../functions/testing/local-api';
import { operations } from '../../shared/contract/operations';
import { quickStartCommands } from '../src/features/docs/quick-start-commands';
import { logInThroughForm, screenshotsWanted, setUpJourneys, stack, t } from './support/browser';

/**
 * A developer on the advanced plan creates an API key in the console, calls the public
 * API with it the way curl would (header and query forms) and with the /docs quick start pasted
 * into a shell, sees those calls in API stats (and exports them as CSV), and disables the key,
 * after which the same call is refused — at 1440 px; then the key cards and the stats at 390 px.
 * With E2E_SCREENSHOTS=1, light and dark screenshots of both go to $TMPDIR/e2e-api-keys for a
 * person to look at.
 * Any console error in the page fails the journey.
 */
const shots = join(tmpdir(), 'e2e-api-keys');
const TRON = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
const openJourney = setUpJourneys();

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
});

/** A signed-up user moved to the advanced plan, as `npm run plan:set` does (keys need plan 2+). */
async function advancedUser(prefix: string) {
  const api = localApi(stack().web, stack().mailInbox);
  const user = await api.newUser(prefix);
  const config = parseConfig({
    STAGE: 'local',
    TABLE_NAME: tableDesign.name,
    USER_POOL_ID: 'unused-by-plan-set',
    USER_POOL_CLIENT_ID: 'unused-by-plan-set',
    MAIL_FROM: 'unused-by-plan-set@wallet-risk.local',
    LOG_LEVEL: 'warn',
    DYNAMODB_ENDPOINT: stack().dynamodb,
  });
  await createContainer(config).accounts.planAdmin.setPlan({ email: user.email, plan: 'advanced' });
  return { api, user };
}

/** What curl sends: the key in the X-API-Key header, or as `api_key` in the query. */
async function curl(path: string, key: string, init: { form?: 'header' | 'query'; body?: unknown } = {}) {
  const url = new URL(`/v1${path}`, stack().web);
  const headers: Record<string, string> = {};
  if (init.form === 'query') url.searchParams.set('api_key', key);
  else headers['X-API-Key'] = key;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The "total calls" figure of the stats summary. */
async function callCount(page: Page): Promise<number> {
  return Number((await page.getByTestId('stat-calls-value').textContent()) ?? 0);
}

/** Runs a shell script the way a reader pastes it into a terminal; answers its output. */
const shell = (script: string): Promise<string> =>
  new Promise((resolve, reject) =>
    execFile('sh', ['-e', '-c', script], { timeout: 30_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    ),
  );

async function screenshot(page: Page, name: string) {
  if (!screenshotsWanted) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((mode) => {
      document.documentElement.classList.toggle('dark', mode === 'dark');
      document.documentElement.classList.toggle('light', mode === 'light');
      document.documentElement.style.colorScheme = mode;
    }, theme);
    // Colours change with a CSS transition: let it finish before the picture.
    await page.waitForTimeout(600);
    await page.screenshot({ path: join(shots, `${name}-${theme}.png`), fullPage: true });
  }
  await page.evaluate(() => {
    document.documentElement.classList.remove('dark');
    document.documentElement.classList.add('light');
    document.documentElement.style.colorScheme = 'light';
  });
}

describe('API keys and usage at 1440 px', () => {
  it('creates a key, calls /v1 with it, sees the calls in API stats, and disables it', async () => {
    const { page, context, errors } = await openJourney({ width: 1440, height: 900 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { api, user } = await advancedUser('e2e-apikey');
    await logInThroughForm(page, user.email);

    await page.goto('/console/api-key');
    await page.getByText(t('apiKeys.empty.title')).waitFor();
    await page
      .getByRole('button', { name: t('apiKeys.header.create') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: t('apiKeys.create.title') });
    const submit = dialog.getByRole('button', { name: t('apiKeys.create.submit') });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: t('apiKeys.form.name') }).fill('e2e-key');
    await dialog.getByRole('button', { name: t('apiKeys.form.quick.30d') }).click();
    await submit.click();

    // The key, once: masked until shown, copied with feedback.
    const created = page.getByRole('dialog', { name: t('apiKeys.created.title') });
    const shown = created.getByTestId('created-key');
    expect(await shown.textContent()).toMatch(/^wrk_.{2}•+$/);
    await created.getByRole('button', { name: t('apiKeys.created.show') }).click();
    const key = (await shown.textContent()) ?? '';
    expect(key).toMatch(/^wrk_[A-Za-z0-9]{36}$/);
    await created.getByRole('button', { name: t('apiKeys.created.copy') }).click();
    await created.getByRole('button', { name: t('apiKeys.created.copied') }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await created.getByRole('button', { name: t('apiKeys.created.done') }).click();
    const table = page.getByRole('table');
    await table.getByText(`${key.slice(0, 6)}********${key.slice(-4)}`).waitFor();

    // Two more keys through the console API, expiring soon, so the list shows its warnings.
    for (const [name, days] of [
      ['ci-runner', 5],
      ['partner-feed', 20],
    ] as const) {
      const answer = await api.call('POST', '/api/v1/api-keys/create', {
        token: user.access_token,
        body: { name, expires_at: Date.now() + days * 86_400_000, permissions: ['read'] },
      });
      expect(answer.status).toBe(200);
    }
    await page.reload();
    await table.getByText('ci-runner').waitFor();
    await page.getByText(t('apiKeys.header.limitReached').split('{')[0]!.trim()).waitFor();
    await screenshot(page, 'api-key-1440');

    // curl-like calls: the header form and the query form, and one without a key.
    expect((await curl('/query/histories?limit=10', key)).status).toBe(200);
    expect((await curl('/query/histories?limit=10', key, { form: 'query' })).status).toBe(200);
    const query = await curl('/query/create', key, { body: { chain: 'tron', token: 'usdt', address: TRON } });
    expect(query.status).toBe(200);
    expect((await curl(`/query/${String(query.body.query_hash)}/status`, key)).status).toBe(200);
    const anonymous = await fetch(new URL('/v1/query/histories', stack().web));
    expect(anonymous.status).toBe(401);

    // The calls appear in API stats (metering may trail the answer: refresh until they do).
    await page.goto('/console/api-stats');
    await page.getByTestId('stat-calls-value').waitFor();
    // Two histories reads, one create and one status call were made with the key: the stats add up.
    for (let i = 0; i < 20 && (await callCount(page)) < 4; i++) {
      await page.waitForTimeout(500);
      await page.getByRole('button', { name: t('apiStats.refresh') }).click();
    }
    expect(await callCount(page)).toBe(4);
    await page
      .getByRole('table', { name: t('apiStats.table.title') })
      .getByText(t('apiStats.chain.tron'))
      .waitFor();
    await page
      .getByRole('table', { name: t('apiStats.keys.title') })
      .getByText('e2e-key')
      .waitFor();
    await page.getByTestId('trend-calls').locator('svg').first().waitFor();
    await screenshot(page, 'api-stats-1440');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('apiStats.export') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^api-usage-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await new Response((await download.createReadStream()) as unknown as ReadableStream).text();
    expect(csv.split('\n')[0]).toBe('time,chain,calls,success_calls,failed_calls,credits,avg_query_time_ms');
    expect(csv).toMatch(/,tron,/);

    // The /docs quick start, pasted into a shell with the new key, runs as written.
    const docs = quickStartCommands(operations.createQuery.examples.request, stack().web);
    const output = await shell(
      [docs.authenticate, docs.submit, docs.results].join('\n').replace('YOUR_API_KEY', key),
    );
    expect(output).toContain('"query_histories":');
    // $QUERY_HASH carried the create answer's hash into the status and result calls.
    const hash = /"query_hash":"([\w-]+)","status":\d/.exec(output)?.[1];
    expect(hash).toBeDefined();
    expect(output).toContain(`${hash}\n`);
    // Right after the create the report is not ready yet; the status call says how far it is.
    expect(output).toMatch(/"code":"result_not_ready"|"risk_level"/);

    // Disabled, the key is refused at once.
    await page.goto('/console/api-key');
    // The switch's input is visually hidden: reach it with the keyboard, as a person would.
    const toggle = page.getByRole('checkbox', {
      name: t('apiKeys.action.disable').replace('{name}', 'e2e-key'),
    });
    await toggle.focus();
    await page.keyboard.press('Space');
    await page.getByText(t('apiKeys.status.disabled').replace('{name}', 'e2e-key')).waitFor();
    const refused = await curl('/query/histories?limit=10', key);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('api_key_disabled');

    expect(errors).toEqual([]);
  });
});

describe('API keys and usage at 390 px', () => {
  it('shows the keys as cards and the stats in one column', async () => {
    const { page, errors } = await openJourney({ width: 390, height: 844 });
    const { api, user } = await advancedUser('e2e-apikey-mobile');
    const created = await api.call<{ api_key: { key: string } }>('POST', '/api/v1/api-keys/create', {
      token: user.access_token,
      body: { name: 'mobile-key', expires_at: Date.now() + 3 * 86_400_000 },
    });
    expect(created.status).toBe(200);
    const key = created.body.api_key.key;
    expect((await curl('/query/histories?limit=10', key)).status).toBe(200);
    const query = await curl('/query/create', key, { body: { chain: 'tron', token: 'usdt', address: TRON } });
    expect(query.status).toBe(200);
    await logInThroughForm(page, user.email);

    await page.goto('/console/api-key');
    await page.getByText('mobile-key').locator('visible=true').first().waitFor();
    expect(await page.getByRole('table').isVisible()).toBe(false);
    // spec 01 §4: 3 days left, in red.
    const warning = page.getByText('3 days left').locator('visible=true').first();
    await warning.waitFor();
    expect(await warning.getAttribute('data-tone')).toBe('red');
    await screenshot(page, 'api-key-390');

    await page.goto('/console/api-stats');
    for (let i = 0; i < 20 && (await callCount(page)) < 2; i++) {
      await page.waitForTimeout(500);
      await page.getByRole('button', { name: t('apiStats.refresh') }).click();
    }
    expect(await callCount(page)).toBe(2);
    await page.getByTestId('trend-calls').locator('svg').first().waitFor();
    await screenshot(page, 'api-stats-390');

    expect(errors).toEqual([]);
  });
});
