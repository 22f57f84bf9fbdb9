import { measureLatency, percentile } from './measure';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('measureLatency', () => {
  it('makes exactly the requested number of calls, at most `concurrency` at once', async () => {
    let running = 0;
    let peak = 0;
    let calls = 0;
    const report = await measureLatency(
      async () => {
        calls++;
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setImmediate(r));
        running--;
      },
      { requests: 50, concurrency: 4 },
    );
    expect(calls).toBe(50);
    expect(report.requests).toBe(50);
    expect(peak).toBe(4);
  });
});
