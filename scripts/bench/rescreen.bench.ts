import { randomBytes } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { toMonitorItem } from '../../functions/adapters/dynamodb/entities/monitor';
import type { RiskLabelChange } from '../../functions/domain/labels/risk-label-changes';
import type {
  CounterpartyDealing,
  CounterpartyIndex,
} from '../../functions/domain/monitoring/counterparty-index.ports';
import { createCounterpartyRescreen } from '../../functions/domain/monitoring/counterparty-rescreen.service';
import type { MonitorRecord, MonitorRepository } from '../../functions/domain/monitoring/monitoring.ports';
import { createAwsClients } from '../../functions/platform/aws-clients';
import { parseConfig } from '../../functions/platform/config';
import { createContainer } from '../../functions/platform/container';
import { monitorRecord } from '../../functions/testing/monitor-records';
import type { LocalStack } from '../local/stack';

/**
 * Counterparty re-screening against DynamoDB Local: a label change of 100 addresses checked
 * against a population of 100,000 monitored addresses, each with 10 counterparties in its 90-day
 * look-back (8 of its own, 2 among 5,000 shared ones: exchanges, payment services), i.e. a
 * counterparty index of 1,000,000 items. A re-screen reads only the partitions of the changed
 * addresses, so only those are written here (the other 999,500 items are never read): the 10
 * shared addresses among the change hold 40 dealings each, the 90 others one each. Measured: the
 * index queries, the monitored addresses read, the alerts put (each a transaction with its
 * counts), the time; then the same message delivered again (every alert exists: nothing raised).
 * Alerts are counted, not queued: delivery is measured by the monitoring bench (so on the second
 * delivery every alert, its push never started, is queued again, as the worker does). DynamoDB
 * Local runs transactions one at a time: the alert puts dominate its time, not the index.
 */
const MONITORS = 100_000;
const SHARED = 5_000;
const SHARED_PER_MONITOR = 2;
const CHANGED_SHARED = 10;
const CHANGED_OWN = 90;
const address = () => `0x${randomBytes(20).toString('hex')}`;

export async function benchRescreen(stack: LocalStack): Promise<void> {
  const container = createContainer(parseConfig(stack.env));
  const { ports, config } = container;
  const nowSeconds = Math.floor(Date.now() / 1000);
  const perShared = (MONITORS * SHARED_PER_MONITOR) / SHARED;

  // The dealings the changed addresses' partitions hold, and the monitored addresses behind them.
  const monitors: MonitorRecord[] = [];
  const dealings: CounterpartyDealing[] = [];
  const changes: RiskLabelChange[] = [];
  const dealWith = (counterparty: string) => {
    const monitor = monitorRecord(`mon_bench${monitors.length}${randomBytes(4).toString('hex')}`, address(), {
      userId: `bench-rescreen-${monitors.length % 1000}`,
    });
    monitors.push(monitor);
    dealings.push({
      chain: 'ethereum',
      counterparty,
      monitorId: monitor.id,
      userId: monitor.userId,
      monitoringAddress: monitor.address,
      token: monitor.token,
      lastSeen: nowSeconds - (dealings.length % 80) * 86_400,
      direction: 'out',
      txHash: `0x${randomBytes(32).toString('hex')}`,
      amount: '100',
      logIndex: 0,
    });
  };
  for (let i = 0; i < CHANGED_SHARED + CHANGED_OWN; i++) {
    const counterparty = address();
    changes.push({
      chain: 'ethereum',
      address: counterparty,
      category: 'sanction',
      source: 'ofac',
      sourceDate: '2026-11-26',
    });
    for (let n = 0; n < (i < CHANGED_SHARED ? perShared : 1); n++) dealWith(counterparty);
  }
  const writeStarted = performance.now();
  await ports.counterparties.record(dealings);
  const ddb = createAwsClients(config).ddb;
  for (let at = 0; at < monitors.length; at += 25)
    await ddb.send(
      new BatchWriteCommand({
        RequestItems: {
          [config.TABLE_NAME]: monitors
            .slice(at, at + 25)
            .map((m) => ({ PutRequest: { Item: toMonitorItem(m) } })),
        },
      }),
    );
  const writeMs = performance.now() - writeStarted;

  const reads = { queries: 0, items: 0, monitorReads: 0, lastQueryAt: 0 };
  const countingIndex: CounterpartyIndex = {
    record: (d) => ports.counterparties.record(d),
    async dealingsWith(chain, counterparty) {
      const found = await ports.counterparties.dealingsWith(chain, counterparty);
      reads.queries++;
      reads.items += found.length;
      reads.lastQueryAt = performance.now();
      return found;
    },
  };
  const countingMonitors: MonitorRepository = {
    ...ports.monitors,
    async get(userId, monitorId) {
      reads.monitorReads++;
      return ports.monitors.get(userId, monitorId);
    },
  };
  let queued = 0;
  const rescreen = createCounterpartyRescreen({
    counterparties: countingIndex,
    monitors: countingMonitors,
    enqueueAlert: async () => void queued++,
    clock: ports.clock,
    sha256Hex: ports.entropy.sha256Hex,
    log: ports.log,
  });

  console.log(
    `\nMonitoring: re-screening ${changes.length} newly labelled addresses against ${MONITORS.toLocaleString('en-US')} monitored addresses (DynamoDB Local)`,
  );
  console.log(
    `  index and monitors written: ${dealings.length} + ${monitors.length} items in ${Math.round(writeMs)} ms`,
  );
  for (const run of ['first delivery', 'delivered again']) {
    reads.queries = 0;
    reads.items = 0;
    reads.monitorReads = 0;
    queued = 0;
    const started = performance.now();
    const done = await rescreen.rescreen(changes);
    const ms = performance.now() - started;
    // An index item is ~0.3 KB: a Query reads ceil(KB / 4) × 0.5 units (eventually consistent).
    const indexUnits = reads.queries * 0.5 + Math.floor((reads.items * 0.3) / 4) * 0.5;
    console.log(
      `  ${run.padEnd(16)} ${Math.round(ms)} ms (index read in ${Math.round(reads.lastQueryAt - started)} ms): ${reads.queries} index queries (${reads.items} items, ~${indexUnits} read units), ${reads.monitorReads} monitor reads, ${done.alerts} alerts put, ${queued} queued`,
    );
  }
}
