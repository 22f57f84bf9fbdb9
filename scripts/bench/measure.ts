/**
 * Latency sampling for the benchmarks: run a call N times at a given concurrency and report
 * percentiles. Figures are printed, never asserted (DEVELOPERS.md: speed is measured by
 * benchmarks, not by timed tests).
 */
/** The median and 99th-percentile time of a call, in ms. */
export interface LatencyPercentiles {
  readonly p50Ms: number;
  readonly p99Ms: number;
}

export interface LatencyReport extends LatencyPercentiles {
  readonly concurrency: number;
  readonly requests: number;
  readonly perSecond: number;
}

export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

export async function measureLatency(
  call: () => Promise<void>,
  options: { requests: number; concurrency: number },
): Promise<LatencyReport> {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < options.requests) {
      next++;
      const t = performance.now();
      await call();
      samples.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsedS = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return {
    concurrency: options.concurrency,
    requests: samples.length,
    p50Ms: percentile(samples, 50),
    p99Ms: percentile(samples, 99),
    perSecond: samples.length / elapsedS,
  };
}

export function printTable(title: string, rows: readonly LatencyReport[]): void {
  console.log(`\n${title}`);
  console.log('  concurrency  requests   p50 ms   p99 ms   requests/s');
  for (const r of rows) {
    console.log(
      `  ${String(r.concurrency).padStart(11)}  ${String(r.requests).padStart(8)}  ${r.p50Ms.toFixed(2).padStart(7)}  ${r.p99Ms.toFixed(2).padStart(7)}  ${r.perSecond.toFixed(0).padStart(11)}`,
    );
  }
}
