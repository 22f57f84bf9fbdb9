import { SHOWCASE_ADDRESSES } from '../../functions/adapters/chain/simulated/showcase-addresses';
import type { LocalStack } from '../local/stack';
import { completedQuery, professionalUser } from './bench-user';
import { percentile } from './measure';

/**
 * Local end to end: POST /api/v1/query/create → the query queue → the starter → the analysis
 * state machine (simulated ledger, screening, report, credits) → status 2, polled every 10 ms.
 * 10,000 transfers of the showcase payment processor; median of 10 runs.
 */
const RUNS = 10;
const TRANSFERS = 10_000;

export async function benchEndToEnd(stack: LocalStack): Promise<void> {
  const bench = await professionalUser(stack, 'bench-e2e');
  const address = SHOWCASE_ADDRESSES.find((s) => s.key === 'payment-processor')!.address;

  const runOnce = async (): Promise<number> => {
    const started = performance.now();
    await completedQuery(bench, { chain: 'tron', address, limit: TRANSFERS });
    return performance.now() - started;
  };

  await runOnce(); // warm-up: module loading, the simulated world, label snapshot
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await runOnce());
  samples.sort((a, b) => a - b);
  console.log(
    `\nEnd to end: create → completed, ${TRANSFERS.toLocaleString('en-US')} simulated transfers (${RUNS} runs)`,
  );
  console.log(
    `  median ${percentile(samples, 50).toFixed(0)} ms   min ${samples[0]!.toFixed(0)} ms   max ${samples.at(-1)!.toFixed(0)} ms   (aim: under 1000 ms)`,
  );
}
