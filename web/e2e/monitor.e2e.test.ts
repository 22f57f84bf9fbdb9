import { mkdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { createAccountRepository } from '../../functions/adapters/dynamodb/account.repository';
import { startPlan } from '../../functions/domain/accounts/plan-credits';
import { createAwsClients } from '../../functions/platform/aws-clients';
import { parseConfig } from '../../functions/platform/config';
import { localApi } from '../../functions/testing/local-api';
import { waitForAlerts } from '../../functions/testing/monitoring-helpers';
import {
  logInThroughForm,
  screenshotsWanted,
  setUpJourneys,
  signInWithTokens,
  stack,
  t,
} from './support/browser';

/**
 * The Monitor page: a signed-in user sets a webhook URL and an e-mail recipient, adds an
 * address, and a transfer from a sanctioned address is injected on the local gateway; once it is
 * delivered, the alert is on the Alerts tab as sent, the mail is in the local inbox and the
 * webhook reaches a receiver that verifies it with a Standard Webhooks library. Then every tab
 * at 1440 and 390 px, light and dark, without sideways scrolling on the phone. With
 * E2E_SCREENSHOTS=1, screenshots go to screenshots/monitor/ (git-ignored) for a person to look at.
 */
const SANCTIONED = '0x0330070fd38ec3bb94f58fa55d40368271e9e54a'; // OFAC list in shared/data/labels
const shots = join(process.cwd(), 'screenshots', 'monitor');
const tabs = ['overview', 'addresses', 'alerts', 'config'] as const;

const openJourney = setUpJourneys();
let receiver: Server;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  // A webhook receiver on loopback (allowed on the local stack only).
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
});

const api = () => localApi(stack().web, stack().mailInbox);
const randomEvm = () =>
  `0x${Array.from({ length: 40 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`;

/** A new user on the Advanced plan (10 free addresses, credits for pushes), signed in on the page. */
async function newAdvancedUser(prefix: string) {
  const user = await api().newUser(prefix);
  const config = parseConfig(stack().env);
  const accounts = createAccountRepository(createAwsClients(config).ddb, config.TABLE_NAME);
  expect(
    await accounts.changePlan(user.userId, startPlan(2, Math.floor(Date.now() / 1000)), Date.now()),
  ).toBe(true);
  return user;
}

const tab = (page: Page, id: (typeof tabs)[number]) =>
  page.getByRole('tab', { name: t(`monitor.tab.${id}`), exact: true });

/** The page settled (the checks after it read what it drew), and its picture when asked for. */
async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  if (screenshotsWanted) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

let watcher: { user: Awaited<ReturnType<typeof newAdvancedUser>>; address: string } | undefined;

describe('monitoring an address at 1440 px', () => {
  it('configures, adds an address, and sees the alert of a sanctioned transfer, its mail and its webhook', async () => {
    const { page, errors } = await openJourney({ width: 1440, height: 900 });
    const user = await newAdvancedUser('e2e-monitor');
    await logInThroughForm(page, user.email);
    await page.goto('/console/monitor');
    await page.getByText(t('monitor.overview.totalAddresses')).waitFor();

    // Config: the recipient and the webhook URL are added with Enter, then saved.
    await tab(page, 'config').click();
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/risk`;
    const urlInput = page.getByPlaceholder(t('monitor.config.url.placeholder'));
    await urlInput.fill(hook);
    await urlInput.press('Enter');
    const emailInput = page.getByPlaceholder(t('monitor.config.email.placeholder'));
    await emailInput.fill(`${user.email},`);
    await emailInput.press(',');
    await page.getByText(t('monitor.channel.webhook'), { exact: true }).click();
    await page.getByRole('button', { name: t('monitor.config.save'), exact: true }).click();
    await page.getByText(t('monitor.config.saved')).waitFor();

    // Addresses: add one on Ethereum within the plan's free allowance (no credits question).
    await tab(page, 'addresses').click();
    await page
      .getByRole('button', { name: t('monitor.addresses.add'), exact: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('monitor.add.network')).selectOption('ethereum-usdt');
    const address = randomEvm();
    await dialog.getByLabel(t('monitor.add.address')).fill(address);
    await dialog.getByRole('button', { name: t('monitor.add.submit'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table').getByText(t('monitor.status.active')).waitFor();
    await shoot(page, 'addresses-1440-light');

    // A transfer from a sanctioned address, through the local gateway's injection endpoint.
    const injected = await fetch(`${stack().web}/_local/ledger/transfers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        chain: 'ethereum',
        token: 'usdt',
        from: SANCTIONED,
        to: address,
        amount: '2500',
      }),
    });
    expect(injected.status).toBe(200);
    const { tx_hash } = (await injected.json()) as { tx_hash: string };

    // Delivered by both channels (the screen test covers the list's own refresh, which would make
    // this journey wait up to its interval twice), then on the Alerts tab, as sent.
    await waitForAlerts(api(), user.access_token, (alerts) =>
      alerts.some(
        (alert) =>
          alert.tx_hash === tx_hash &&
          alert.notification_status.email?.sent === true &&
          alert.notification_status.webhook?.sent === true,
      ),
    );
    await tab(page, 'alerts').click();
    const row = page.getByRole('row').filter({ hasText: t('monitor.type.known_risk') });
    await row.first().waitFor();
    // The other viewports show this user's data from here on.
    watcher = { user, address };
    expect(await row.first().textContent()).toContain(
      t('monitor.notification.sent').replace('{channel}', t('monitor.channel.email')),
    );
    expect(await row.first().textContent()).toContain('+2,500.00');
    await row
      .first()
      .getByRole('button', { name: `${t('monitor.copy.txHash').replace('{value}', tx_hash)}` })
      .waitFor();
    await shoot(page, 'alerts-1440-light');

    // The mail, in the local inbox.
    const mail = await api().latestMail(user.email);
    expect(mail?.text).toContain(tx_hash);

    // The webhook, verified with the user's secret by a Standard Webhooks library.
    await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const secret = await api().call<{ secret: string }>('GET', '/api/v1/monitor/webhook/secret', {
      token: user.access_token,
    });
    const delivery = received.at(-1)!;
    const event = new Webhook(secret.body.secret).verify(
      delivery.body,
      delivery.headers as Record<string, string>,
    ) as {
      type: string;
      data: { tx_hash: string; monitor_type: string };
    };
    expect(event).toMatchObject({ type: 'monitor.alert', data: { tx_hash, monitor_type: 'known_risk' } });

    // The delivery log lists the attempt.
    await row
      .first()
      .getByRole('button', { name: t('monitor.alerts.deliveries') })
      .click();
    await page.getByRole('dialog').getByText(hook).first().waitFor();
    await shoot(page, 'deliveries-1440-light');
    await page.keyboard.press('Escape');

    await tab(page, 'overview').click();
    await page.getByRole('list', { name: t('monitor.overview.recent') }).waitFor();
    await shoot(page, 'overview-1440-light');
    await tab(page, 'config').click();
    await page.getByTestId('webhook-secret').waitFor();
    await shoot(page, 'config-1440-light');

    expect(errors).toEqual([]);
  });
});

describe.each([
  { width: 1440, theme: 'dark' as const },
  { width: 390, theme: 'light' as const },
  { width: 390, theme: 'dark' as const },
])('the Monitor page at $width px, $theme', ({ width, theme }) => {
  it('shows every tab, and on a phone without sideways scrolling', async () => {
    expect(watcher, 'the 1440 px journey made the data').toBeDefined();
    const { context, page, errors } = await openJourney({ width, height: width === 390 ? 844 : 900, theme });
    // Signed in already (the 1440 px journey went through the form): one load, then the tabs as a
    // user moves between them (a link to a tab is the screen tests').
    await signInWithTokens(context, watcher!.user);
    await page.goto('/console/monitor');
    for (const id of tabs) {
      await tab(page, id).click();
      await expect.poll(() => tab(page, id).getAttribute('aria-selected')).toBe('true');
      // The table (desktop) and the cards (phone) are both in the page; one of them is shown.
      const visible = (text: string) =>
        page.getByText(text, { exact: true }).filter({ visible: true }).first();
      if (id === 'alerts') await visible(t('monitor.type.known_risk')).waitFor();
      if (id === 'addresses') await visible(t('monitor.status.active')).waitFor();
      await shoot(page, `${id}-${width}-${theme}`);
      if (width === 390)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    expect(errors).toEqual([]);
  });
});
