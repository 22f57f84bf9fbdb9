import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { LANGUAGE_COOKIE } from '../../shared/site/prerendered-pages';
import { type SessionAnswer, sessionTokensOf, storedSessionEntries } from '../../web/src/lib/session';
import { repoRoot } from '../local/stack';
import { mainThreadLine, mainThreadTime, TRACE_CATEGORIES } from './main-thread-time';
import { percentile } from './measure';

/**
 * The browser the web benches measure with: Debian's Chromium (CHROMIUM_PATH to use another),
 * headless, against the SPA the local stack serves from web/dist. Every measured run opens a fresh
 * context, so its cache is cold.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why a web bench cannot run here, or undefined when it can. */
function browserBenchMissing(): string | undefined {
  if (!existsSync(join(repoRoot, 'web', 'dist', 'index.html'))) return 'needs web/dist (npm run web:build)';
  if (!existsSync(chromiumPath)) return `needs Chromium at ${chromiumPath}`;
  return undefined;
}

/** The flags every web bench starts Chromium with (Playwright's and Lighthouse's alike). */
export const BENCH_BROWSER_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
] as const;

export const launchBenchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: [...BENCH_BROWSER_FLAGS] });

/** Whether the web bench titled `title` cannot run here; when so, prints why and that it is skipped. */
export function browserBenchSkipped(title: string): boolean {
  const missing = browserBenchMissing();
  if (missing) console.log(`\n${title}: ${missing}; skipped.`);
  return missing !== undefined;
}

/**
 * Runs a web bench in a fresh bench browser, closed however the bench ends. Answers what the bench
 * answers, or undefined when it cannot run here (said under `title`, and nothing is launched).
 */
export async function withBenchBrowser<T>(
  title: string,
  bench: (browser: Browser) => Promise<T>,
): Promise<T | undefined> {
  if (browserBenchSkipped(title)) return undefined;
  const browser = await launchBenchBrowser();
  try {
    return await bench(browser);
  } finally {
    await browser.close();
  }
}

/** A fresh desktop-sized context in en-US, signed in as `user` when given (the SPA's stored session). */
export async function benchContext(
  browser: Browser,
  baseURL: string,
  user?: SessionAnswer,
  extraStorage: Record<string, string> = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL });
  const storage: Record<string, string> = { language: 'en-US', ...extraStorage };
  if (user) Object.assign(storage, storedSessionEntries(sessionTokensOf(user)));
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await context.addCookies([languageCookie(baseURL, storage.language!)]);
  return context;
}

/**
 * The cookie the app keeps beside the stored language (web/src/i18n/language-cookie.ts), as a
 * returning visitor's browser has it: the site serves the public pages drawn in that language.
 */
export const languageCookie = (url: string, language: string) => ({
  name: LANGUAGE_COOKIE,
  value: language,
  url,
});

/** A percentile (the median by default) of what `pick` reads from each sample, rounded to the ms. */
export const statOf = <T>(samples: readonly T[], pick: (sample: T) => number, p = 50): number =>
  Math.round(
    percentile(
      samples.map(pick).sort((a, b) => a - b),
      p,
    ),
  );

/** Page script (a string: the page has no tsx helpers) that keeps the main thread's long tasks in `window.__bench.longTasks`. */
export const RECORD_LONG_TASKS = `try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__bench.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}`;

/** Starts Chrome's trace of `page`; calling the answer stops it and says where the main thread's time went. */
async function traceMainThread(browser: Browser, page: Page): Promise<() => Promise<string>> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  // A trace that cannot be read costs its line, never the medians already measured.
  return async () => {
    try {
      return mainThreadLine(mainThreadTime(JSON.parse((await browser.stopTracing()).toString()).traceEvents));
    } catch (error) {
      return `trace not read (${error instanceof Error ? error.message : String(error)})`;
    }
  };
}

/** A run's trace: live on the traced run only, a no-op on the others. */
export interface RunTrace {
  /** Starts tracing `page` from here. */
  start(page: Page): Promise<void>;
  /** Stops it; call before the run closes its context. */
  stop(): Promise<void>;
}

/**
 * A web bench's runs: one that warms the stack and the browser, `runs` measured ones, then one
 * traced and not counted. Answers the measured runs' samples and where the traced run's main-thread
 * time went.
 */
export async function coldRuns<T>(
  browser: Browser,
  runs: number,
  run: (trace: RunTrace) => Promise<T>,
): Promise<{ samples: T[]; traced: string }> {
  const samples: T[] = [];
  let traced = '';
  for (let i = 0; i <= runs + 1; i++) {
    const last = i === runs + 1;
    let stopTrace: (() => Promise<string>) | undefined;
    const sample = await run({
      start: async (page) => {
        if (last) stopTrace = await traceMainThread(browser, page);
      },
      stop: async () => {
        if (stopTrace) traced = await stopTrace();
      },
    });
    if (i > 0 && !last) samples.push(sample);
  }
  return { samples, traced };
}
