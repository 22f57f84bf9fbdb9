import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { SHOWCASE_ADDRESSES } from '../../functions/adapters/chain/simulated/showcase-addresses';
import type { LocalStack } from '../local/stack';
import {
  BENCH_BROWSER_FLAGS,
  browserBenchSkipped,
  chromiumPath,
  languageCookie,
  statOf,
} from './bench-browser';
import { completedQuery, professionalUser } from './bench-user';

/**
 * Lighthouse (desktop preset) against the local stack, in Debian's Chromium: the home page as a
 * guest and a stored report signed in. Median score of 3 runs per page and category; prints each
 * category's failing audits when its median is under the goal. Asserts nothing.
 *
 * Signing in: chrome-launcher starts Chromium with a debugging port, Playwright attaches to it over
 * CDP, opens a small file of the same origin and writes the SPA's stored session into localStorage;
 * Lighthouse then audits in that same browser with its storage reset off (the reset would wipe the
 * session), so the browser cache is cleared by hand before every run to keep each run cold.
 * With BENCH_LIGHTHOUSE_REPORTS=<folder>, each page's last report is written there as HTML.
 */
const RUNS = 3;
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
export const LIGHTHOUSE_GOALS = { performance: 90, accessibility: 100, 'best-practices': 100 } as const;
export type LighthouseCategory = keyof typeof LIGHTHOUSE_GOALS;
export type LighthouseScores = Record<LighthouseCategory, number>;
/** Each audited page's median scores, by page label. */
export type LighthouseFigures = Record<string, LighthouseScores>;

const CATEGORIES = Object.keys(LIGHTHOUSE_GOALS) as LighthouseCategory[];

interface AuditResult {
  readonly scores: LighthouseScores;
  /** Per category, the audits that cost it points, each with its figure or the elements at fault. */
  readonly failing: Record<LighthouseCategory, string[]>;
  readonly html: string;
}

/** Answers each page's median scores (0–100), or undefined when the browser bench cannot run here. */
export async function benchLighthouse(stack: LocalStack): Promise<LighthouseFigures | undefined> {
  // Lighthouse drives its own Chromium (chrome-launcher, with a debugging port), not the Playwright one.
  if (browserBenchSkipped('Lighthouse')) return undefined;
  const bench = await professionalUser(stack, 'bench-lighthouse');
  const showcase = SHOWCASE_ADDRESSES.find((s) => s.key === 'sanctioned-exposure')!;
  const hash = await completedQuery(bench, { chain: showcase.chain, address: showcase.address });
  const signedIn = {
    access_token: bench.user.access_token,
    refresh_token: bench.user.refresh_token,
    expires_at: String(bench.user.expires_at),
  };
  const pages = [
    { label: 'home (guest)', file: 'home', path: '/', storage: {} },
    { label: 'report (signed in)', file: 'report', path: `/detail?hash=${hash}`, storage: signedIn },
  ];

  console.log(
    `\nLighthouse, desktop preset: median of ${RUNS} runs per page (goals: performance ≥ ${LIGHTHOUSE_GOALS.performance}, accessibility ${LIGHTHOUSE_GOALS.accessibility}, best practices ${LIGHTHOUSE_GOALS['best-practices']})`,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...BENCH_BROWSER_FLAGS],
  });
  const figures: LighthouseFigures = {};
  try {
    for (const page of pages) {
      const runs: AuditResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        await prepareBrowser(chrome.port, stack.urls.web, { language: 'en-US', ...page.storage });
        runs.push(await audit(`${stack.urls.web}${page.path}`, chrome.port));
      }
      if (REPORTS_DIR) {
        mkdirSync(REPORTS_DIR, { recursive: true });
        writeFileSync(join(REPORTS_DIR, `lighthouse-${page.file}.html`), runs.at(-1)!.html);
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, statOf(runs, (r) => r.scores[c])]),
      ) as LighthouseScores;
      figures[page.label] = scores;
      console.log(
        `  ${page.label.padEnd(28)} ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join('   ')}` +
          `   (runs: ${runs.map((r) => CATEGORIES.map((c) => r.scores[c]).join('/')).join(', ')})`,
      );
      for (const category of CATEGORIES) {
        if (scores[category] >= LIGHTHOUSE_GOALS[category]) continue;
        // The median run's list: the others say the same with other figures.
        const medianRun = runs.find((r) => r.scores[category] === scores[category])!;
        console.log(
          `    ${category} under its goal; failing audits: ${medianRun.failing[category].join(', ') || '—'}`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

/** Writes `storage` into the origin's localStorage and empties the browser cache, through Playwright over CDP. */
async function prepareBrowser(port: number, origin: string, storage: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    // A static file of the origin: the SPA itself must not load (and warm the cache) before the audit.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await context.clearCookies();
    if (storage.language) await context.addCookies([languageCookie(origin, storage.language)]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Over CDP, close() only detaches: the browser stays for Lighthouse.
    await browser.close();
  }
}

async function audit(url: string, port: number): Promise<AuditResult> {
  const result = await lighthouse(
    url,
    { port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: true },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = {} as LighthouseScores;
  const failing = {} as Record<LighthouseCategory, string[]>;
  for (const category of CATEGORIES) {
    const entry = lhr.categories[category]!;
    scores[category] = Math.round((entry.score ?? 0) * 100);
    // Audits that count towards the score and did not pass (performance: its metrics under 0.9).
    const passMark = category === 'performance' ? 0.9 : 1;
    failing[category] = entry.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < passMark)
      .map(
        (a) => `${a.id} (${category === 'performance' ? (a.displayValue ?? a.score) : offendingNodes(a)})`,
      );
  }
  return { scores, failing, html: String(result.report) };
}

/** The first few elements an audit blames, by their selector, for the console line. */
function offendingNodes(audit: { details?: unknown }): string {
  const items = (audit.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
  const selectors = items.flatMap((item) => (item.node?.selector ? [item.node.selector] : []));
  const shown = selectors.slice(0, 3).join('; ');
  return selectors.length > 3 ? `${shown}; +${selectors.length - 3} more` : shown || 'see the report';
}
