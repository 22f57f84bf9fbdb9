import { ANALYSIS_TIME_BUCKETS, bucketOf, medianMs, sumHistograms } from './analysis-time-histogram';

const histogram = (entries: Record<number, number>) => {
  const h = new Array<number>(ANALYSIS_TIME_BUCKETS).fill(0);
  for (const [bucket, n] of Object.entries(entries)) h[Number(bucket)] = n;
  return h;
};

describe('analysis time histogram', () => {
  it('puts a duration in the first bucket whose edge reaches it', () => {
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(100)).toBe(0);
    expect(bucketOf(101)).toBe(1);
    expect(bucketOf(250)).toBe(3); // 200 < 250 ≤ 300
    expect(bucketOf(10 * 60_000 + 1)).toBe(ANALYSIS_TIME_BUCKETS - 1);
  });

  it('has no median without analyses', () => {
    expect(medianMs(histogram({}))).toBeNull();
  });

  it('interpolates the median inside its bucket', () => {
    // 4 analyses in 200-300 ms: the median sits halfway through the bucket
    expect(medianMs(histogram({ 3: 4 }))).toBe(250);
    // 1 fast, 3 in 300-400 ms: half of 4 is 2, one into that bucket of 3
    expect(medianMs(histogram({ 0: 1, 4: 3 }))).toBeCloseTo(333.33, 1);
  });

  it('answers the last edge when the median is beyond it', () => {
    expect(medianMs(histogram({ [ANALYSIS_TIME_BUCKETS - 1]: 3 }))).toBe(600_000);
  });

  it('adds days bucket by bucket', () => {
    expect(sumHistograms([histogram({ 1: 2 }), histogram({ 1: 1, 5: 4 }), []])).toEqual(
      histogram({ 1: 3, 5: 4 }),
    );
  });
});
