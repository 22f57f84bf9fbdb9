import type { LocalStack } from '../local/stack';
import { benchContext, coldRuns, RECORD_LONG_TASKS, statOf, withBenchBrowser } from './bench-browser';

/**
 * Navigation → first text on the public pages, and → the app's own drawing of the page, in
 * Chromium against the local stack, each run a fresh context (cold cache). "First paint" is the
 * browser's first paint of anything (the page's outline counts); "first text" is the moment the
 * page's own heading (its h1, with text) is in the document and visible: with the HTML, for a page
 * the build drew ahead of time. The waterfall beside it says where the time went: when the entry
 * script arrived, when the route's chunk was requested and arrived, and the main thread's long
 * tasks before the text.
 * Median of 5 runs per page after a warm-up; prints, asserts nothing.
 */
const RUNS = 5;
const PAGES = [
  { path: '/', chunk: 'home' },
  { path: '/price', chunk: 'price' },
  { path: '/docs', chunk: 'docs' },
  { path: '/login', chunk: 'login' },
] as const;

export const FIRST_TEXT_GOAL_MS = 1000;

// Strings, not functions: the bench runs under tsx, whose helpers do not exist in the page.
const PAGE_PROBE = `(() => {
  window.__bench = { textAt: NaN, drawnAt: NaN, paintAt: NaN, longTasks: [] };
  const b = window.__bench;
  const seen = () => {
    const h1 = document.querySelector('h1');
    if (!h1 || !h1.textContent.trim() || !h1.checkVisibility()) return false;
    if (Number.isNaN(b.textAt)) b.textAt = performance.now();
    // The app's own drawing: the root no longer holds the page the build drew.
    if (document.querySelector('#root > .prerendered')) return false;
    b.drawnAt = performance.now();
    return true;
  };
  new MutationObserver((_, observer) => { if (seen()) observer.disconnect(); })
    .observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-paint') window.__bench.paintAt = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  ${RECORD_LONG_TASKS}
})()`;

const waterfall = (chunk: string) => `(() => {
  const b = window.__bench;
  const entries = performance.getEntriesByType('resource');
  const find = (pattern) => entries.find((e) => pattern.test(e.name));
  const entry = find(/\\/assets\\/index-[\\w-]+\\.js$/);
  const route = find(/\\/assets\\/${chunk}\\.page-[\\w-]+\\.js$/);
  return {
    firstText: b.textAt,
    appDrawn: b.drawnAt,
    firstPaint: b.paintAt,
    entryDone: entry ? entry.responseEnd : NaN,
    routeAsked: route ? route.startTime : NaN,
    routeDone: route ? route.responseEnd : NaN,
    longTasks: b.longTasks.filter(([start]) => start <= b.textAt).reduce((sum, [, d]) => sum + d, 0),
  };
})()`;

interface Sample {
  readonly firstText: number;
  readonly appDrawn: number;
  readonly firstPaint: number;
  readonly entryDone: number;
  readonly routeAsked: number;
  readonly routeDone: number;
  readonly longTasks: number;
}

/** Answers the slowest page's median navigation → first text, in ms (the goal's figure). */
export async function benchPublicPages(stack: LocalStack): Promise<number | undefined> {
  return withBenchBrowser('Public pages', async (browser) => {
    console.log(
      `\nPublic pages: navigation → first text (the page's h1), ${RUNS} cold runs each; goal ≤ ${FIRST_TEXT_GOAL_MS} ms`,
    );
    console.log(
      '  page       first text   first paint   app drawn   (medians: entry script in, route chunk asked → in, long tasks before the text)',
    );
    let slowest = 0;
    for (const { path, chunk } of PAGES) {
      const { samples, traced } = await coldRuns(browser, RUNS, async (trace) => {
        const context = await benchContext(browser, stack.urls.web);
        await context.addInitScript({ content: PAGE_PROBE });
        const page = await context.newPage();
        await trace.start(page);
        await page.goto(path);
        await page.waitForFunction(
          () => {
            // The text is in the document, the browser has painted (a skeleton before it counts),
            // and the app has drawn the page itself.
            const probe = (window as unknown as { __bench: { drawnAt: number; paintAt: number } }).__bench;
            return !Number.isNaN(probe.drawnAt) && !Number.isNaN(probe.paintAt);
          },
          undefined,
          { timeout: 60_000 },
        );
        const sample = (await page.evaluate(waterfall(chunk))) as Sample;
        await trace.stop();
        await context.close();
        return sample;
      });
      const firstText = statOf(samples, (s) => s.firstText);
      slowest = Math.max(slowest, firstText);
      console.log(
        `  ${path.padEnd(10)} ${`${firstText} ms`.padStart(10)}   ${`${statOf(samples, (s) => s.firstPaint)} ms`.padStart(11)}` +
          `   ${`${statOf(samples, (s) => s.appDrawn)} ms`.padStart(9)}` +
          `   (entry ${statOf(samples, (s) => s.entryDone)} ms, route chunk ${statOf(samples, (s) => s.routeAsked)} → ${statOf(samples, (s) => s.routeDone)} ms, long tasks ${statOf(samples, (s) => s.longTasks)} ms)`,
      );
      console.log(`  ${''.padEnd(10)} one traced run, to the app's drawing: ${traced}`);
    }
    return slowest;
  });
}
