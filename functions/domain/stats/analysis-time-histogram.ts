/**
 * Analysis times (submit → completed report) kept as a histogram per UTC day, so the median of
 * the last 7 days is 7 small reads instead of a scan of the queries. Buckets
 * grow roughly ×1.5 from 100 ms to 10 min; the median is interpolated inside its bucket, so it is
 * exact to within that bucket's width (under ±25 %), which is what a home page figure needs.
 */
/** Upper edges of the buckets, ms; the last bucket is everything above the last edge. */
export const ANALYSIS_TIME_EDGES_MS = [
  100, 150, 200, 300, 400, 600, 800, 1_000, 1_500, 2_000, 3_000, 4_000, 6_000, 8_000, 10_000, 15_000, 20_000,
  30_000, 45_000, 60_000, 120_000, 300_000, 600_000,
] as const;
export const ANALYSIS_TIME_BUCKETS = ANALYSIS_TIME_EDGES_MS.length + 1;

/** The bucket of a duration: the first whose upper edge is at or above it. */
export function bucketOf(durationMs: number): number {
  const i = ANALYSIS_TIME_EDGES_MS.findIndex((edge) => durationMs <= edge);
  return i === -1 ? ANALYSIS_TIME_EDGES_MS.length : i;
}

/** Adds per-day histograms bucket by bucket. */
export function sumHistograms(days: readonly (readonly number[])[]): number[] {
  const total = new Array<number>(ANALYSIS_TIME_BUCKETS).fill(0);
  for (const day of days) for (let b = 0; b < ANALYSIS_TIME_BUCKETS; b++) total[b]! += day[b] ?? 0;
  return total;
}

/** The median in ms, interpolated within its bucket; null for an empty histogram. */
export function medianMs(histogram: readonly number[]): number | null {
  const count = histogram.reduce((a, b) => a + b, 0);
  if (count === 0) return null;
  const half = count / 2;
  let below = 0;
  for (let b = 0; b < ANALYSIS_TIME_BUCKETS; b++) {
    const inBucket = histogram[b] ?? 0;
    if (inBucket > 0 && below + inBucket >= half) {
      const low = b === 0 ? 0 : ANALYSIS_TIME_EDGES_MS[b - 1]!;
      // Above the last edge there is no upper bound: answer the edge itself.
      if (b === ANALYSIS_TIME_EDGES_MS.length) return low;
      const high = ANALYSIS_TIME_EDGES_MS[b]!;
      return low + ((half - below) / inBucket) * (high - low);
    }
    below += inBucket;
  }
  return null;
}
