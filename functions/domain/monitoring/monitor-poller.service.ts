import { MONITOR_POLL_PERIOD_SECONDS, scanOffsetsSeconds } from '../../../shared/constants/monitor-cadence';
import type { MonitorConfig } from '../../../shared/contract/monitoring.schema';
import type { Chain } from '../../../shared/rules/chain-rules';
import type { ChainSource } from '../chain/chain-source';
import type { AddressLabel } from '../labels/address-label';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import type { ChainScanRepository, ChainTransferScanner } from './chain-scan.ports';
import { type ChainScan, createChainScan } from './chain-scan.service';
import type { CounterpartyIndex } from './counterparty-index.ports';
import type { MonitorRecord, MonitorRepository } from './monitoring.ports';
import { createConfigResolver, createTransferAlerts, forEachAtOnce } from './transfer-alerts';

/**
 * Detection: every minute on AWS (every MONITOR_POLL_SECONDS locally) the schedule
 * fans out one message per shard of active monitored addresses; each shard's poll reads every
 * address's transfers since its cursor through the same chain sources as the analysis, screens
 * the counterparties, raises alerts (alert-detection.ts) and puts each new one on the alert queue,
 * then moves the cursor. Alert ids are stable, so a transfer read twice (same-second re-reads,
 * a retried shard) never makes a second alert.
 *
 * A chain with a live source that can scan blocks (`scannerFor`) is read by block for all its
 * monitored addresses instead (chain-scan.service.ts), every MONITOR_SCAN_INTERVAL_SECONDS: the
 * fan-out adds one scan message per candidate chain and interval of its period, each delayed by
 * its offset on the queue (no Lambda waits), and shard polls leave that chain's addresses to the
 * scan once it has started.
 */
export interface MonitorPollerDeps {
  readonly monitors: MonitorRepository;
  readonly sourceFor: (chain: Chain) => ChainSource;
  readonly screen: (chain: Chain, addresses: readonly string[]) => Promise<Map<string, AddressLabel[]>>;
  readonly enqueueAlert: (alertId: string) => Promise<void>;
  readonly enqueueShard: (shard: number, scheduledAtMs: number) => Promise<void>;
  /** Who dealt with whom, for re-screening when a counterparty is labelled later. */
  readonly counterparties: CounterpartyIndex;
  readonly shards: number;
  readonly clock: Clock;
  readonly sha256Hex: (text: string) => string;
  readonly log: Logger;
  /** Addresses polled at once within a shard (chain-source calls in flight). */
  readonly concurrency?: number;
  /** The block scan; absent, every chain is read per address. */
  readonly scan?: {
    readonly scannerFor: (chain: Chain) => ChainTransferScanner | undefined;
    readonly scans: ChainScanRepository;
    /** The chains the fan-out sends a scan message for (those that may have a scanner). */
    readonly candidates: readonly Chain[];
    /** Puts a scan message on the poll queue, delivered `delaySeconds` from now. */
    readonly enqueueScan: (chain: Chain, scheduledAtMs: number, delaySeconds: number) => Promise<void>;
    /**
     * How often the fan-out runs (AWS: the schedule's minute; locally MONITOR_POLL_SECONDS): its
     * scans are spread over this period, one per MONITOR_SCAN_INTERVAL_SECONDS.
     */
    readonly pollPeriodSeconds?: number;
  };
}

/** Most new transfers read per address and poll; more wait for the next poll. */
export const TRANSFERS_PER_POLL = 1000;
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
  const alerts = createTransferAlerts(deps);
  const scanChain = deps.scan
    ? createChainScan({
        scans: deps.scan.scans,
        scannerFor: deps.scan.scannerFor,
        alerts,
        configs: monitors,
        clock,
        log,
        staleAfterMs: STALE_POLL_MS,
        concurrency,
      })
    : async (chain: Chain): Promise<ChainScan> => ({
        chain,
        transfers: 0,
        matched: 0,
        alerts: 0,
        failed: 0,
        skipped: 'not_scanned',
      });

  /**
   * One message per shard now, and per scanned chain one per scan interval of the period, each
   * scheduled at its own time (so a later scan's claim supersedes an earlier one, never the
   * reverse) and delayed on the queue until then.
   */
  async function fanOut(): Promise<{ shards: number; scans: number }> {
    const at = clock.nowMs();
    const scan = deps.scan;
    const offsets = scanOffsetsSeconds(scan?.pollPeriodSeconds ?? MONITOR_POLL_PERIOD_SECONDS);
    const scans = (scan?.candidates ?? []).flatMap((chain) =>
      offsets.map((offset) => () => scan!.enqueueScan(chain, at + offset * 1000, offset)),
    );
    await Promise.all([
      ...Array.from({ length: deps.shards }, (_, shard) => deps.enqueueShard(shard, at)),
      ...scans.map((send) => send()),
    ]);
    return { shards: deps.shards, scans: scans.length };
  }

  /** Fetch, then the shared detection half (transfer-alerts.ts). */
  async function pollAddress(
    monitor: MonitorRecord,
    config: MonitorConfig,
  ): Promise<{ transfers: number; alerts: number }> {
    const { transfers } = await deps.sourceFor(monitor.chain).fetchTransfers({
      chain: monitor.chain,
      token: monitor.token,
      address: monitor.address,
      startAt: monitor.cursor,
      endAt: clock.nowSeconds(),
      limit: TRANSFERS_PER_POLL,
    });
    return alerts.raise(monitor, config, transfers);
  }

  /**
   * The chains this poll leaves to the block scan: those with a scanner whose scan has started
   * (has a cursor). Until the first scan records where it starts, shard polls keep reading them;
   * that start lies two minutes of blocks back, so the last shard poll and the scan overlap
   * rather than leave a gap (the overlap is deduplicated by the alert ids).
   */
  async function scannedChains(chainsInShard: readonly Chain[]): Promise<Set<Chain>> {
    const scan = deps.scan;
    if (!scan) return new Set();
    const withScanner = [...new Set(chainsInShard)].filter((chain) => scan.scannerFor(chain) !== undefined);
    const started = await Promise.all(
      withScanner.map(async (chain) =>
        (await scan.scans.scanCursor(chain)) === undefined ? undefined : chain,
      ),
    );
    return new Set(started.filter((chain) => chain !== undefined));
  }

  async function pollShard(shard: number, scheduledAtMs: number): Promise<ShardPoll> {
    const skipped = { shard, addresses: 0, transfers: 0, alerts: 0, failed: 0, skipped: true };
    if (clock.nowMs() - scheduledAtMs > STALE_POLL_MS) return skipped;
    // When polls fall behind their schedule, the queue holds several messages per shard: the
    // newest poll claimed wins and the older ones are dropped, so a backlog drains at once
    // instead of each message re-reading the shard and growing the delay.
    if (!(await monitors.claimShardPoll(shard, scheduledAtMs))) return skipped;
    const inShard = await monitors.activeInShard(shard);
    const scanned = await scannedChains(inShard.map((m) => m.chain));
    const active = inShard.filter((m) => !scanned.has(m.chain));
    const configOf = createConfigResolver(monitors);
    const totals = { transfers: 0, alerts: 0 };
    const failed = await forEachAtOnce(
      active,
      concurrency,
      async (monitor) => {
        const done = await pollAddress(monitor, await configOf(monitor));
        totals.transfers += done.transfers;
        totals.alerts += done.alerts;
      },
      // One address's source failing must not hold back the shard: it is read next poll.
      (monitor, error) =>
        log.warn('monitored address poll failed', { monitorId: monitor.id, chain: monitor.chain, error }),
    );
    return { shard, addresses: active.length, ...totals, failed };
  }

  return { fanOut, pollShard, pollAddress, scanChain };
}

export type MonitorPoller = ReturnType<typeof createMonitorPoller>;
