import type { MonitorConfig } from '../../../shared/contract/monitoring.schema';
import type { Chain } from '../../../shared/rules/chain-rules';
import { defaultMonitorConfig } from '../../../shared/rules/monitor-rules';
import type { AddressLabel, ChainSource } from '../analysis/model';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import { detectAlerts } from './alert-detection';
import type { MonitorRecord, MonitorRepository } from './monitoring.ports';

/**
 * Detection (issue 12): every minute on AWS (every MONITOR_POLL_SECONDS locally) the schedule
 * fans out one message per shard of active monitored addresses; each shard's poll reads every
 * address's transfers since its cursor through the same chain sources as the analysis, screens
 * the counterparties, raises alerts (alert-detection.ts) and puts each new one on the alert queue,
 * then moves the cursor. Alert ids are stable, so a transfer read twice (same-second re-reads,
 * a retried shard) never makes a second alert.
 */
export interface MonitorPollerDeps {
  readonly monitors: MonitorRepository;
  readonly sourceFor: (chain: Chain) => ChainSource;
  readonly screen: (chain: Chain, addresses: readonly string[]) => Promise<Map<string, AddressLabel[]>>;
  readonly enqueueAlert: (alertId: string) => Promise<void>;
  readonly enqueueShard: (shard: number, scheduledAtMs: number) => Promise<void>;
  readonly shards: number;
  readonly clock: Clock;
  readonly sha256Hex: (text: string) => string;
  readonly log: Logger;
  /** Addresses polled at once within a shard (chain-source calls in flight). */
  readonly concurrency?: number;
}

/** Most new transfers read per address and poll; more wait for the next poll. */
export const TRANSFERS_PER_POLL = 1000;
/** Outgoing history read to know whom an address paid (similar_address). */
const PAID_HISTORY = 1000;
/** A shard message older than this is skipped: a newer poll has been scheduled since. */
export const STALE_POLL_MS = 2 * 60_000;

export interface ShardPoll {
  readonly shard: number;
  readonly addresses: number;
  readonly transfers: number;
  readonly alerts: number;
  readonly failed: number;
  /** True when the message was stale or superseded by a newer poll of the shard. */
  readonly skipped?: boolean;
}

export function createMonitorPoller(deps: MonitorPollerDeps) {
  const { monitors, clock, log } = deps;
  const concurrency = deps.concurrency ?? 16;

  async function fanOut(): Promise<{ shards: number }> {
    const at = clock.nowMs();
    await Promise.all(Array.from({ length: deps.shards }, (_, shard) => deps.enqueueShard(shard, at)));
    return { shards: deps.shards };
  }

  async function paidBy(monitor: MonitorRecord, nowSeconds: number): Promise<Set<string>> {
    const history = await deps.sourceFor(monitor.chain).fetchTransfers({
      chain: monitor.chain,
      token: monitor.token,
      address: monitor.address,
      endAt: nowSeconds,
      limit: PAID_HISTORY,
    });
    return new Set(history.transfers.filter((t) => t.from === monitor.address).map((t) => t.to));
  }

  async function pollAddress(
    monitor: MonitorRecord,
    config: MonitorConfig,
  ): Promise<{ transfers: number; alerts: number }> {
    const nowSeconds = clock.nowSeconds();
    const { transfers } = await deps.sourceFor(monitor.chain).fetchTransfers({
      chain: monitor.chain,
      token: monitor.token,
      address: monitor.address,
      startAt: monitor.cursor,
      endAt: nowSeconds,
      limit: TRANSFERS_PER_POLL,
    });
    if (transfers.length === 0) return { transfers: 0, alerts: 0 };
    const counterparties = [...new Set(transfers.map((t) => (t.to === monitor.address ? t.from : t.to)))];
    const needsPaid = config.detection.similar_address && transfers.some((t) => t.to === monitor.address);
    const [labels, paid] = await Promise.all([
      deps.screen(monitor.chain, counterparties),
      needsPaid ? paidBy(monitor, nowSeconds) : Promise.resolve(new Set<string>()),
    ]);
    const alerts = detectAlerts({
      monitor,
      config,
      transfers,
      labels,
      paid,
      nowMs: clock.nowMs(),
      sha256Hex: deps.sha256Hex,
    });
    let raised = 0;
    for (const alert of alerts) {
      if (await monitors.putAlert(alert)) {
        await deps.enqueueAlert(alert.id);
        raised++;
        continue;
      }
      // Read again: put earlier. If its push never started (a poll that stopped between the put
      // and the queue), queue it again; the delivery execution is named by the id, so never twice.
      const stored = await monitors.getAlert(alert.id);
      if (
        stored &&
        stored.creditsCharged === 0 &&
        stored.notification.webhook.state === 'pending' &&
        stored.notification.email.state === 'pending'
      )
        await deps.enqueueAlert(alert.id);
    }
    // Inclusive next time: a transfer later in the same second is still read (ids dedupe).
    await monitors.advanceCursor(monitor, Math.max(...transfers.map((t) => t.timestamp)));
    return { transfers: transfers.length, alerts: raised };
  }

  async function pollShard(shard: number, scheduledAtMs: number): Promise<ShardPoll> {
    const skipped = { shard, addresses: 0, transfers: 0, alerts: 0, failed: 0, skipped: true };
    if (clock.nowMs() - scheduledAtMs > STALE_POLL_MS) return skipped;
    // When polls fall behind their schedule, the queue holds several messages per shard: the
    // newest poll claimed wins and the older ones are dropped, so a backlog drains at once
    // instead of each message re-reading the shard and growing the delay.
    if (!(await monitors.claimShardPoll(shard, scheduledAtMs))) return skipped;
    const active = await monitors.activeInShard(shard);
    const configs = new Map<string, Promise<MonitorConfig>>();
    const configOf = (monitor: MonitorRecord): Promise<MonitorConfig> => {
      if (monitor.config) return Promise.resolve(monitor.config);
      let config = configs.get(monitor.userId);
      if (!config) {
        config = monitors
          .getSettings(monitor.userId)
          .then((s) => s.config ?? (structuredClone(defaultMonitorConfig) as MonitorConfig));
        configs.set(monitor.userId, config);
      }
      return config;
    };
    let next = 0;
    const totals = { transfers: 0, alerts: 0, failed: 0 };
    const worker = async () => {
      while (next < active.length) {
        const monitor = active[next++]!;
        try {
          const done = await pollAddress(monitor, await configOf(monitor));
          totals.transfers += done.transfers;
          totals.alerts += done.alerts;
        } catch (error) {
          // One address's source failing must not hold back the shard: it is read next poll.
          totals.failed++;
          log.warn('monitored address poll failed', { monitorId: monitor.id, chain: monitor.chain, error });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, active.length) }, worker));
    return { shard, addresses: active.length, ...totals };
  }

  return { fanOut, pollShard, pollAddress };
}

export type MonitorPoller = ReturnType<typeof createMonitorPoller>;
