import type { Browser, Page } from 'playwright-core';
import { coldRuns } from './bench-browser';

describe('cold runs', () => {
  it('warms once, counts the measured runs, and traces one more it does not count', async () => {
    const started: Page[] = [];
    const trace = { traceEvents: [] };
    const browser = {
      startTracing: async (page: Page) => void started.push(page),
      stopTracing: async () => Buffer.from(JSON.stringify(trace)),
    } as unknown as Browser;
    let calls = 0;
    const { samples, traced } = await coldRuns(browser, 3, async (run) => {
      const n = calls++;
      const page = { n } as unknown as Page;
      await run.start(page);
      await run.stop();
      return n;
    });
    expect(calls).toBe(5);
    expect(samples).toEqual([1, 2, 3]);
    expect(started).toEqual([{ n: 4 }]);
    expect(traced).toMatch(/^main thread busy 0 ms/);
  });
});
