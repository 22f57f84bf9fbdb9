import { addHistogram, bucketOf, emptyHistogram, LATENCY_BUCKETS, percentileMs } from './latency-histogram';

describe('latency histogram', () => {
  it('puts a time in the first bucket whose bound holds it', () => {
    expect([0, 25, 26, 100, 101, 30_000, 30_001].map(bucketOf)).toEqual([0, 0, 1, 2, 3, 10, 11]);
  });

  it('reads p50 and p95 as bucket bounds, merged across hours', () => {
    const hour1 = emptyHistogram();
    const hour2 = emptyHistogram();
    for (let i = 0; i < 90; i++) hour1[bucketOf(40)]! += 1; // 90 calls ≤ 50 ms
    for (let i = 0; i < 10; i++) hour2[bucketOf(700)]! += 1; // 10 calls ≤ 800 ms
    const merged = addHistogram(emptyHistogram(), hour1);
    addHistogram(merged, hour2);
    expect(merged).toHaveLength(LATENCY_BUCKETS);
    expect(percentileMs(merged, 0.5)).toBe(50);
    expect(percentileMs(merged, 0.9)).toBe(50);
    expect(percentileMs(merged, 0.95)).toBe(800);
  });

  it('is 0 without calls and caps the open bucket at its lower bound', () => {
    expect(percentileMs(emptyHistogram(), 0.5)).toBe(0);
    const slow = emptyHistogram();
    slow[bucketOf(60_000)] = 1;
    expect(percentileMs(slow, 0.95)).toBe(30_000);
  });
});
