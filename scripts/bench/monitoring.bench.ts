import { randomBytes } from 'node:crypto';
import { SCAN_CONFIRMATIONS } from '../../functions/domain/monitoring/chain-scan.service';
import { parseConfig } from '../../functions/platform/config';
import { createContainer } from '../../functions/platform/container';
import { injector, SANCTIONED_ETH, watchNewEvmAddress } from '../../functions/testing/monitoring-helpers';
import { startWebhookReceiver } from '../../functions/testing/webhook-receiver';
import { MONITOR_SCAN_INTERVAL_SECONDS } from '../../shared/constants/monitor-cadence';
import { MONITOR_SHARDS } from '../../shared/constants/monitor-shards';
import type { Chain } from '../../shared/rules/chain-rules';
import type { LocalStack } from '../local/stack';
import { professionalUser } from './bench-user';
import { percentile } from './measure';
import { benchScanMatching } from './monitor-scan-matching.bench';

/**
 * Monitoring on the local stack:
 * - detection latency at the block scan's cadence: a transfer injected into the simulated ledger →
 *   the signed webhook received (the local poll runs every MONITOR_POLL_SECONDS, by default the
 *   scan interval, 10 s; then the shard poll, alert queue, delivery state machine), against the
 *   goal of confirmations + 15 s at the median;
 * - one poll cycle over 1,000 monitored addresses: every shard read at once, as the shard
 *   pollers run on AWS, cold (histories generated) and warm;
 * - the block scan's matching of a minute of transfers against 100,000 addresses (in memory).
 */
const LATENCY_RUNS = 15;
/** The goal past the confirmations, at the median. */
const LATENCY_GOAL_S = 15;
/** Per chain, the blocks a scan stays behind the head and about how long they take. */
const confirmationWaits = () =>
  (Object.entries(SCAN_CONFIRMATIONS) as [Chain, number][])
    .map(([chain, blocks]) => `${chain} ${blocks} blocks ≈ ${Math.round(blocks * BLOCK_SECONDS[chain])} s`)
    .join(', ');
const BLOCK_SECONDS: Readonly<Record<Chain, number>> = { ethereum: 12, bsc: 0.75, tron: 3 };
const ADDRESSES = 1000;
const randomEvm = () => `0x${randomBytes(20).toString('hex')}`;

export async function benchMonitoring(stack: LocalStack): Promise<void> {
  const bench = await professionalUser(stack, 'bench-monitor');
  const { api, user } = bench;
  const token = user.access_token;
  const container = createContainer(parseConfig(stack.env));
  await container.accounts.planAdmin.setPlan({ email: user.email, plan: 'professional', credits: 40_000 });
  const injectTransfer = injector(stack.urls.gateway);
  const receiver = await startWebhookReceiver();
  try {
    await api.call('POST', '/api/v1/monitor/config/default', {
      token,
      body: {
        config: {
          notification: { webhook: { enabled: true, urls: [receiver.url] }, email: { enabled: false } },
        },
      },
    });
    const watched = await watchNewEvmAddress(api, token);

    const samples: number[] = [];
    const poll = Number(stack.env.MONITOR_POLL_SECONDS);
    for (let i = 0; i < LATENCY_RUNS; i++) {
      // Spread the injections over the poll period: right after a webhook the next poll is a whole
      // period away, which would measure the worst case every time.
      await new Promise((r) => setTimeout(r, ((i * 7) % LATENCY_RUNS) * ((poll * 1000) / LATENCY_RUNS)));
      const before = receiver.received.length;
      const started = performance.now();
      const tx = await injectTransfer({
        chain: 'ethereum',
        from: SANCTIONED_ETH,
        to: watched,
        amount: String(i + 1),
      });
      for (;;) {
        const hit = receiver.received
          .slice(before)
          .some((r) => (JSON.parse(r.body) as { data: { tx_hash: string } }).data.tx_hash === tx);
        if (hit) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    console.log(
      `\nMonitoring: detection latency, injected transfer → signed webhook received (${LATENCY_RUNS} runs, read every ${poll} s; AWS scans a live chain every ${MONITOR_SCAN_INTERVAL_SECONDS} s)`,
    );
    const median = percentile(samples, 50);
    console.log(
      `  median ${median.toFixed(0)} ms   p95 ${percentile(samples, 95).toFixed(0)} ms   min ${samples[0]!.toFixed(0)} ms   max ${samples.at(-1)!.toFixed(0)} ms`,
    );
    // The simulated ledger settles a transfer at once: there are no confirmations to wait for, so
    // what is measured is the cadence's wait, the poll, the alert queue and the delivery.
    console.log(
      `  goal: confirmations + ${LATENCY_GOAL_S} s at the median; the simulated ledger confirms at once, so ${LATENCY_GOAL_S} s here: ${median <= LATENCY_GOAL_S * 1000 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  on AWS the scan first waits the confirmations (${confirmationWaits()}), then ≈ ${MONITOR_SCAN_INTERVAL_SECONDS / 2} s for the next scan at the median + the same queue and delivery`,
    );
  } finally {
    await receiver.close();
  }

  // 1,000 monitored addresses (beyond the free allowance they are paid through the ledger).
  const addStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < ADDRESSES) {
        next++;
        const added = await api.call('POST', '/api/v1/monitor/address/add', {
          token,
          body: { address: randomEvm(), chain: next % 2 ? 'ethereum' : 'bsc' },
        });
        if (added.status !== 200) throw new Error(`add: ${added.status} ${JSON.stringify(added.body)}`);
      }
    }),
  );
  const addMs = performance.now() - addStarted;
  const cycle = async () => {
    const started = performance.now();
    const shards = await Promise.all(
      Array.from({ length: MONITOR_SHARDS }, (_, shard) =>
        container.monitoring.poller.pollShard(shard, Date.now()),
      ),
    );
    const total = (key: 'addresses' | 'transfers' | 'alerts' | 'failed') =>
      shards.reduce((n, s) => n + s[key], 0);
    return {
      ms: performance.now() - started,
      addresses: total('addresses'),
      transfers: total('transfers'),
      alerts: total('alerts'),
      failed: total('failed'),
    };
  };
  const cold = await cycle();
  const warm = await cycle();
  console.log(
    `\nMonitoring: one poll cycle over ${ADDRESSES.toLocaleString('en-US')} monitored addresses (${MONITOR_SHARDS} shards at once)`,
  );
  console.log(
    `  added through the API in ${(addMs / 1000).toFixed(1)} s (${(addMs / ADDRESSES).toFixed(1)} ms each, 8 at a time)`,
  );
  for (const [name, c] of [
    ['cold', cold],
    ['warm', warm],
  ] as const)
    console.log(
      `  ${name}: ${c.ms.toFixed(0)} ms for ${c.addresses} addresses (${((c.ms / Math.max(1, c.addresses)) * 1000).toFixed(0)} µs each), ${c.transfers} new transfers, ${c.alerts} alerts, ${c.failed} failed`,
    );
  benchScanMatching();
}
