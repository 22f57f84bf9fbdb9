import { randomBytes } from 'node:crypto';
import type { ScannedTransfer } from '../../functions/domain/monitoring/chain-scan.ports';
import { matchTransfers } from '../../functions/domain/monitoring/chain-scan-matching';
import type { MonitorRecord } from '../../functions/domain/monitoring/monitoring.ports';
import { monitorRecord } from '../../functions/testing/monitor-records';
import { percentile } from './measure';

/**
 * The block scan's in-memory step (the aim: 100,000 monitored addresses within the minute):
 * matching one minute of a chain's USDT transfers against 100,000 monitored addresses, a pure
 * function, so no stack is needed. TRON makes ~2,000 USDT transfers a minute (the busiest of the
 * three chains), bsc ~1,400, ethereum ~150; 10,000 is a five-minute backlog after an outage.
 */
const MONITORS = 100_000;
const RUNS = 15;
const address = () => `0x${randomBytes(20).toString('hex')}`;

export function benchScanMatching(): void {
  const monitors: MonitorRecord[] = Array.from({ length: MONITORS }, (_, i) =>
    monitorRecord(`mon-${i}`, address(), { userId: `user-${i % 10_000}`, chain: 'bsc' }),
  );
  console.log(
    `\nMonitoring: block scan matching, ${MONITORS.toLocaleString('en-US')} monitored addresses in memory`,
  );
  for (const count of [2_000, 10_000]) {
    // 5 % of the transfers touch a monitored address (an end picked at random).
    const transfers: ScannedTransfer[] = Array.from({ length: count }, (_, i) => {
      const watched = i % 20 === 0 ? monitors[(i * 7919) % MONITORS]!.address : undefined;
      return {
        txHash: `0x${i.toString(16).padStart(64, '0')}`,
        index: i % 50,
        block: Math.floor(i / 50),
        timestamp: 1,
        from: watched && i % 40 === 0 ? watched : address(),
        to: watched && i % 40 !== 0 ? watched : address(),
        value: '1000000',
      };
    });
    const samples: number[] = [];
    let matched = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      matched = matchTransfers(monitors, new Map([['usdt', transfers]])).size;
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    console.log(
      `  ${count.toLocaleString('en-US')} transfers: median ${percentile(samples, 50).toFixed(1)} ms, p99 ${percentile(samples, 99).toFixed(1)} ms (index of ${MONITORS.toLocaleString('en-US')} addresses included), ${matched} addresses matched`,
    );
  }
}

if (process.argv[1]?.endsWith('monitor-scan-matching.bench.ts')) benchScanMatching();
