import { SHOWCASE_ADDRESSES } from '../../functions/adapters/chain/simulated/showcase-addresses';
import type { LocalStack } from '../local/stack';
import { professionalUser } from './bench-user';
import { percentile } from './measure';

/**
 * The backend's share of "submit → report drawn" for the sanctioned showcase
 * (the browser's share is measured beside it by the report screen's own bench):
 *   - create: POST /api/v1/query/create answered;
 *   - completed: the first status call, with wait_ms=3000, answers status 2 (the bounded long
 *     poll returns as soon as the query completes, so this is the time the client learns it);
 *   - result: GET …/result answered.
 * Against the 2 s poll the client used before, the first answer came at the next multiple of 2 s.
 * Median of 10 runs after a warm-up; prints, asserts nothing.
 */
const RUNS = 10;

/** Answers the median submit → result in hand, in ms (the drawn bench prints its ratio to it). */
export async function benchReportBackend(stack: LocalStack): Promise<number> {
  const bench = await professionalUser(stack, 'bench-report-backend');
  const { api, user } = bench;
  const address = SHOWCASE_ADDRESSES.find((s) => s.key === 'sanctioned-exposure')!.address;
  const token = user.access_token;

  const runOnce = async () => {
    const started = performance.now();
    const created = await api.call<{ query_hash: string }>('POST', '/api/v1/query/create', {
      token,
      body: { chain: 'tron', address },
    });
    if (created.status !== 200) throw new Error(`create answered ${created.status}`);
    const createdAt = performance.now();
    const hash = created.body.query_hash;
    let statusCalls = 0;
    for (;;) {
      statusCalls++;
      const status = await api.call('GET', `/api/v1/query/${hash}/status?wait_ms=3000`, { token });
      if (status.body.status === 2) break;
      if (status.body.status === 3) throw new Error(`query failed: ${String(status.body.status_text)}`);
    }
    const completedAt = performance.now();
    const result = await api.call('GET', `/api/v1/query/${hash}/result`, { token });
    if (result.status !== 200) throw new Error(`result answered ${result.status}`);
    const resultAt = performance.now();
    return {
      create: createdAt - started,
      completed: completedAt - started,
      total: resultAt - started,
      statusCalls,
    };
  };

  await runOnce(); // warm-up: module loading, the simulated world, the label snapshot
  const runs: Awaited<ReturnType<typeof runOnce>>[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runOnce());
  const median = (pick: (r: (typeof runs)[number]) => number) =>
    percentile(
      runs.map(pick).sort((a, b) => a - b),
      50,
    ).toFixed(0);
  console.log(
    `\nReport backend, sanctioned showcase: submit → result in hand (${RUNS} runs, status with wait_ms)`,
  );
  console.log(
    `  create ${median((r) => r.create)} ms   completed known ${median((r) => r.completed)} ms   result fetched ${median((r) => r.total)} ms (median)   status calls per run: ${Math.max(...runs.map((r) => r.statusCalls))} at most`,
  );
  return Number(median((r) => r.total));
}
