import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/adapters/dynamodb/keys';
import { SHOWCASE_ADDRESSES } from '../../functions/domain/simulation/showcase-addresses';
import { createAwsClients } from '../../functions/platform/aws-clients';
import { parseConfig } from '../../functions/platform/config';
import { localApi } from '../../functions/testing/local-api';
import type { LocalStack } from '../local/stack';
import { percentile } from './measure';

/**
 * Local end to end: POST /api/v1/query/create → the query queue → the starter → the analysis
 * state machine (simulated ledger, screening, report, credits) → status 2, polled every 10 ms.
 * 10,000 transfers of the showcase payment processor; median of 10 runs (issue 3 part 9).
 */
const RUNS = 10;
const TRANSFERS = 10_000;

export async function benchEndToEnd(stack: LocalStack): Promise<void> {
  const api = localApi(stack.urls.gateway, stack.urls.mailInbox);
  const user = await api.newUser('bench-e2e');
  // A bench user gets a professional plan with plenty of credits, written straight to the table.
  const config = parseConfig(stack.env);
  const { ddb } = createAwsClients(config);
  await ddb.send(
    new PutCommand({
      TableName: config.TABLE_NAME,
      Item: {
        ...keys.userPlan(user.userId),
        type: 'Plan',
        package_type: 3,
        begin_at: Math.floor(Date.now() / 1000),
        end_at: null,
        query_quota: 5000,
        used_query_quota: 0,
        monitor_address_count: 30,
        credit_period: 'P0',
      },
    }),
  );
  const address = SHOWCASE_ADDRESSES.find((s) => s.key === 'payment-processor')!.address;

  const runOnce = async (): Promise<number> => {
    const started = performance.now();
    const created = await api.call<{ query_hash: string }>('POST', '/api/v1/query/create', {
      token: user.access_token,
      body: { chain: 'tron', address, limit: TRANSFERS },
    });
    if (created.status !== 200)
      throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
    for (;;) {
      const status = await api.call('GET', `/api/v1/query/${created.body.query_hash}/status`, {
        token: user.access_token,
      });
      if (status.body.status === 2) return performance.now() - started;
      if (status.body.status === 3) throw new Error(`query failed: ${String(status.body.status_text)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
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
