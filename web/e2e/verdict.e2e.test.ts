import type { Page } from 'playwright-core';
import { setUpJourneys, signInNewUser, t } from './support/browser';

/**
 * The report answers "can I accept funds from this address, and why?". A signed-in
 * analyst reads the verdict of the sanctioned showcase, checks its explorer links, exports the
 * report as JSON and CSV, then comes back to the analyzer with the same address and re-opens
 * the recent report instead of paying again; the clean showcase reads accept, on a phone in
 * dark mode.
 */
const openJourney = setUpJourneys();

const SANCTIONED = 'TCC2iyUf75x4h56XAeHuB6T8E17g9T7AYY';
const CLEAN = 'TNwTw7Sj5p7bK5cgpyhGV6Tbwhff8jTyrF';

async function analyse(page: Page, address: string): Promise<string> {
  await page.getByLabel(t('analyzer.chainToken.label'), { exact: true }).selectOption('tron-usdt');
  const input = page.getByLabel(t('analyzer.address.label'), { exact: true });
  await input.fill(address);
  await input.press('Enter');
  await page.waitForURL(/\/detail\?hash=/);
  await page.getByTestId('verdict').waitFor({ timeout: 30_000 });
  return new URL(page.url()).searchParams.get('hash')!;
}

const verdictText = (verdict: string) =>
  t('report.verdict.title').replace('{verdict}', t(`report.verdict.${verdict}`));

async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  // The browser runs in its own server: the file comes over the connection, not from a path.
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

describe('the verdict at 1440 px', () => {
  it('reads reject, links to Tronscan, exports the case, and re-opens the report instead of paying again', async () => {
    const { page, errors } = await openJourney({ width: 1440, height: 900 });
    await signInNewUser(page, 'e2e-verdict');
    const hash = await analyse(page, SANCTIONED);

    // The verdict leads, with the rule that decided it and the policy version.
    await expect
      .poll(() => page.getByTestId('verdict').textContent(), { timeout: 30_000 })
      .toBe(verdictText('reject'));
    expect(await page.getByTestId('deciding-rule').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('verdict-policy').textContent()).toBe(
      t('report.verdict.policyDefault').replace('{version}', '1'),
    );
    // Focus and the tab title follow the report: the focus once its first screen has been painted,
    // which can come a frame after the verdict's text is in the document.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('report-title');
    expect(await page.title()).toContain(t('report.verdict.reject'));
    // The headline has both exposures.
    await page.getByTestId('exposure-direct').waitFor();
    await page.getByTestId('exposure-indirect').waitFor();

    // Explorer links: the address and the evidence transactions go to Tronscan, in a new tab.
    const addressLink = page.getByRole('link', {
      name: t('report.case.explorer.address')
        .replace('{value}', SANCTIONED)
        .replace('{explorer}', 'Tronscan'),
    });
    expect(await addressLink.first().getAttribute('href')).toBe(
      `https://tronscan.org/#/address/${SANCTIONED}`,
    );
    expect(await addressLink.first().getAttribute('target')).toBe('_blank');
    const txLinks = page.locator('a[href^="https://tronscan.org/#/transaction/"]');
    expect(await txLinks.count()).toBeGreaterThan(0);

    // The case file: the whole report as JSON, the findings and counterparties as CSV.
    const json = await download(page, t('report.export.json'));
    expect(json.name).toBe(`report-tron-${SANCTIONED}.json`);
    const exported = JSON.parse(json.text) as { query_hash: string; assessment: { verdict: string } };
    expect(exported.query_hash).toBe(hash);
    expect(exported.assessment.verdict).toBe('reject');
    const findings = await download(page, t('report.export.findings'));
    // What was decided comes first, then an empty line, then the findings table.
    const [decision, table] = findings.text.split('\r\n\r\n');
    expect(decision!.split('\r\n')[0]).toBe('verdict,reject');
    expect(table!.split('\r\n')[0]).toMatch(/^rule,category,level,exposure,direction,hops,amount,/);
    expect(findings.text).toContain('sanction');
    const counterparties = await download(page, t('report.export.counterparties'));
    expect(counterparties.text.split('\r\n')[0]).toMatch(/^counterparty_address,total_amount,/);

    // Back at the analyzer with the same address: the recent report is offered, free.
    await page.goto('/console');
    await page.getByLabel(t('analyzer.address.label'), { exact: true }).fill(SANCTIONED);
    const offer = page.getByTestId('recent-report');
    await offer.waitFor();
    await offer.getByRole('link', { name: t('analyzer.recent.open') }).click();
    await page.waitForURL(`**/detail?hash=${hash}**`);
    await expect
      .poll(() => page.getByTestId('verdict').textContent(), { timeout: 30_000 })
      .toBe(verdictText('reject'));

    // Only the one analysis is in the history: nothing was paid twice.
    await page.goto('/console/history');
    const rows = page.getByRole('link', {
      name: t('history.action.viewLabel').replace('{address}', SANCTIONED),
    });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);

    expect(errors).toEqual([]);
  });
});

describe('the verdict at 390 px, dark', () => {
  it('reads accept for the clean showcase, with the legend of five levels', async () => {
    const { page, errors } = await openJourney({ width: 390, height: 844, theme: 'dark' });
    await signInNewUser(page, 'e2e-verdict-mobile');
    await analyse(page, CLEAN);
    await expect
      .poll(() => page.getByTestId('verdict').textContent(), { timeout: 30_000 })
      .toBe(verdictText('accept'));
    const legend = page.getByRole('list', { name: t('report.verdict.levelLegend') });
    expect(await legend.getByRole('listitem').count()).toBe(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
