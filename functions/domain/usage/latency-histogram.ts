/**
 * Response times per key and hour as a small fixed histogram: counts per bucket add up across
 * hours, keys and chains (DynamoDB `ADD` on one attribute per bucket), so percentiles of any
 * range come from one sum, with no sample kept. A percentile is reported as the upper bound of
 * the bucket it falls in (the last, open bucket reports its lower bound): exact to a factor of 2
 * at worst, which is what a p50/p95 panel needs.
 */
export const LATENCY_BUCKET_BOUNDS_MS = [
  25, 50, 100, 200, 400, 800, 1600, 3200, 6400, 12_800, 30_000,
] as const;
/** Buckets: ≤25, ≤50, … ≤30000, >30000 ms. */
export const LATENCY_BUCKETS = LATENCY_BUCKET_BOUNDS_MS.length + 1;

export const bucketOf = (ms: number): number => {
  const i = LATENCY_BUCKET_BOUNDS_MS.findIndex((bound) => ms <= bound);
  return i === -1 ? LATENCY_BUCKET_BOUNDS_MS.length : i;
};

export type Histogram = number[];

export const emptyHistogram = (): Histogram => new Array(LATENCY_BUCKETS).fill(0);

export function addHistogram(into: Histogram, other: readonly number[]): Histogram {
  for (let i = 0; i < LATENCY_BUCKETS; i++) into[i]! += other[i] ?? 0;
  return into;
}

/** The q-quantile (0 < q ≤ 1) as a bucket bound in ms; 0 for an empty histogram. */
export function percentileMs(histogram: readonly number[], q: number): number {
  const total = histogram.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    seen += histogram[i]!;
    if (seen >= rank) return LATENCY_BUCKET_BOUNDS_MS[Math.min(i, LATENCY_BUCKET_BOUNDS_MS.length - 1)]!;
  }
  return LATENCY_BUCKET_BOUNDS_MS.at(-1)!;
}
