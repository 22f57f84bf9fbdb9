import type { Page } from 'playwright-core';
import { axeViolations } from '../../scripts/web/axe-check';
import { REPORT_SECTION_IDS, REPORT_SETTLED_ATTRIBUTE } from '../src/features/report/report-marks';
import { setUpJourneys, signInNewUser, t } from './support/browser';

/**
 * A signed-in user analyses a showcase address from the console, watches the
 * queue and analysis progress, reads every section of the report with its charts, then finds the
 * query in the history and reopens the report — at 1440 px and at 390 px, with no console error.
 * The stack's query queue holds each new query 1.5 s (global-setup), so the progress is on screen.
 */
const openJourney = setUpJourneys();

const charts = ['report-risk-types', 'report-flow', 'report-habit', 'report-balance'];

/** The start of a message, up to its first placeholder ("Analysis complete · created {time}"). */
const lead = (id: string) => t(id).split('{')[0]!.trim();

const viewReport = (address: string) => t('history.action.viewLabel').replace('{address}', address);

/** Requests for the charts' lazy chunk (nivo), which only the report screen may load. */
function chartChunkRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/chart-sections-[\w-]+\.js$/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

async function analyse(page: Page, chainToken: string, address: string): Promise<string> {
  await page.getByLabel(t('analyzer.chainToken.label'), { exact: true }).selectOption(chainToken);
  const input = page.getByLabel(t('analyzer.address.label'), { exact: true });
  await input.fill(address);
  // spec 01 §2: Enter submits.
  await input.press('Enter');
  await page.waitForURL(/\/detail\?hash=/);
  const hash = new URL(page.url()).searchParams.get('hash');
  expect(hash).toBeTruthy();
  return hash!;
}

async function watchProgressThenReport(page: Page) {
  // Queued (the queue holds the message), then the report with its success banner.
  await page.getByText(t('report.progress.pending.title'), { exact: true }).waitFor();
  const bar = page.getByRole('progressbar', { name: t('report.progress.label') });
  expect(Number(await bar.getAttribute('aria-valuenow', { timeout: 1000 }))).toBeGreaterThanOrEqual(10);
  await page.getByText(lead('report.completed')).waitFor({ timeout: 30_000 });
}

async function expectEverySection(page: Page) {
  for (const id of REPORT_SECTION_IDS) await page.locator(`#${id}`).waitFor();
  for (const id of charts) {
    // Each chart is an image with a name, drawn as SVG shapes by nivo.
    const chart = page.locator(`#${id} [role="img"]`).first();
    await chart.waitFor();
    await expect
      .poll(() => chart.locator('svg path, svg rect').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
  }
  // Chakra's recipes are added outside their cascade layer (app/style-cache.ts), and still style:
  // a badge has its recipe's padding, and no rule the app added sits in a layer.
  const styles = await page.evaluate(() => ({
    layered: [...document.querySelectorAll('style[data-emotion="css"]')]
      .flatMap((tag) => [...((tag as HTMLStyleElement).sheet?.cssRules ?? [])])
      .filter((rule) => rule.constructor.name === 'CSSLayerBlockRule').length,
    badgePadding: getComputedStyle(document.querySelector('#report-metrics .chakra-badge')!)
      .paddingInlineStart,
  }));
  expect(styles).toEqual({ layered: 0, badgePadding: expect.not.stringMatching(/^0(px)?$/) });
  // Once settled, the sections off screen are drawn too (a full-page screenshot shows them).
  await page.locator(`[${REPORT_SETTLED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
  const drawnWhereverTheyAre = await page.evaluate(
    (ids) => ids.map((id) => getComputedStyle(document.getElementById(id)!).contentVisibility),
    REPORT_SECTION_IDS,
  );
  expect(new Set(drawnWhereverTheyAre)).toEqual(new Set(['visible']));
}

describe('analysing an address at 1440 px', () => {
  it('analyses, watches the progress, reads every section and chart, reopens it from the history', async () => {
    const { page, errors } = await openJourney({ width: 1440, height: 900 });
    const chunks = chartChunkRequests(page);
    await signInNewUser(page, 'e2e-report');
    expect(chunks).toEqual([]);

    const address = 'TCC2iyUf75x4h56XAeHuB6T8E17g9T7AYY';
    const hash = await analyse(page, 'tron-usdt', address);
    await watchProgressThenReport(page);
    await expectEverySection(page);
    // The whole report, drawn and settled: no serious or critical accessibility violation.
    expect(await axeViolations(page)).toEqual([]);
    expect(chunks.length).toBeGreaterThanOrEqual(1);
    // The sanctioned showcase: level high, its address in the header.
    await page.getByText(t('risk.level.high'), { exact: true }).first().waitFor();
    await page.getByText(address).first().waitFor();

    // spec 02 §2: back-to-top appears beyond 300 px and returns to the top.
    await page.mouse.wheel(0, 2000);
    const backToTop = page.getByRole('button', { name: t('report.backToTop') });
    await backToTop.click();
    await page.waitForFunction(() => window.scrollY === 0);

    // The query is in the history; its row opens the same report, straight away this time.
    await page.goto('/console/history');
    await page.getByRole('link', { name: viewReport(address) }).click();
    await page.waitForURL(`**/detail?hash=${hash}`);
    await expectEverySection(page);
    await page.getByText(lead('report.completed')).waitFor();
    expect(await page.getByText(t('report.progress.pending.title'), { exact: true }).count()).toBe(0);

    expect(errors).toEqual([]);
  });
});

describe('analysing an address at 390 px', () => {
  it('does the same on a phone, without sideways scrolling', async () => {
    const { page, errors } = await openJourney({ width: 390, height: 844, theme: 'dark' });
    await signInNewUser(page, 'e2e-report-mobile');

    const address = '0x8c5ef4ee9e7302afbe0c26d7c8488c4f007af3fe';
    const hash = await analyse(page, 'ethereum-usdt', address);
    await watchProgressThenReport(page);
    await expectEverySection(page);
    // In dark mode too (a solid badge's text once read at 2.7:1 there).
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/console/history');
    await page.getByRole('link', { name: viewReport(address) }).click();
    await page.waitForURL(`**/detail?hash=${hash}`);
    await expectEverySection(page);

    expect(errors).toEqual([]);
  });
});
