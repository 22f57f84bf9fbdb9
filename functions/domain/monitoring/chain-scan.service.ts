import { type Chain, type Token, tokensOf } from '../../../shared/rules/chain-rules';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import type { ChainScanRepository, ChainTransferScanner, ScannedTransfer } from './chain-scan.ports';
import { matchTransfers } from './chain-scan-matching';
import type { MonitorRecord } from './monitoring.ports';
import { createConfigResolver, type createTransferAlerts, forEachAtOnce } from './transfer-alerts';

/**
 * The per-block chain scan (docs/areas/monitoring-and-alerts.md): every
 * MONITOR_SCAN_INTERVAL_SECONDS (10 s) per chain with a live source, read every USDT Transfer of
 * the blocks since the chain's cursor (one
 * provider read per range, whatever the number of monitored addresses), match them against the
 * chain's active monitored addresses in memory, and raise alerts for each address that took part
 * exactly as a per-address poll would.
 *
 * - The first scan of a chain only records where it starts: two minutes of blocks before the
 *   settled head, overlapping the last per-address poll; a monitored address still reads only
 *   from when it was added (its own cursor), never the chain's past.
 * - It stays CONFIRMATIONS blocks behind the head, so a block read once is not reorganised away.
 * - At most MAX_BLOCKS a scan (about ten minutes of blocks): after an outage it catches up many
 *   times faster than the chain moves, without one scan outgrowing its Lambda's time.
 * - The chain cursor moves only when every matched address was handled (or after SCAN_MAX_FAILED
 *   scans in a row left one failing: then it is logged and left behind), and only from the value
 *   this scan read (compare-and-set), so a failed or overtaken scan re-reads its range next
 *   time; alert ids are stable and each address's own cursor drops what it already read.
 * - Scans may overlap (one outlasting its interval, a redelivered message): both read from the
 *   same cursor, each alert is put once on its stable id, and only one moves the cursor.
 */
export const SCAN_CONFIRMATIONS: Readonly<Record<Chain, number>> = {
  // ~36 s: post-merge reorgs deeper than a block or two are rare.
  ethereum: 3,
  // ~22 s at 0.75 s blocks: fast finality settles in 2–3 blocks; the rest is room for an indexed
  // provider (Etherscan's logs) to catch up with the node that answered the head.
  bsc: 30,
  // ~15 s: TronGrid's head is the solidified block already, but its events database is indexed
  // apart from the node, so the newest blocks may not be there yet.
  tron: 5,
};

/**
 * How far before the settled head the first scan of a chain starts: two minutes of blocks, so
 * the last per-address poll (up to a minute old) and the first scan overlap instead of leaving a
 * gap; each address's own cursor and the stable alert ids drop what both read.
 */
export const SCAN_FIRST_OVERLAP: Readonly<Record<Chain, number>> = { ethereum: 10, bsc: 160, tron: 40 };

/**
 * Scans in a row an address may fail in one range before the scan leaves it behind (logged as an
 * error with the addresses): one address whose reads keep failing must not stop the chain.
 */
export const SCAN_MAX_FAILED = 3;

export const SCAN_MAX_BLOCKS: Readonly<Record<Chain, number>> = { ethereum: 50, bsc: 800, tron: 200 };

export interface ChainScanDeps {
  readonly scans: ChainScanRepository;
  readonly scannerFor: (chain: Chain) => ChainTransferScanner | undefined;
  readonly alerts: ReturnType<typeof createTransferAlerts>;
  readonly configs: Parameters<typeof createConfigResolver>[0];
  readonly clock: Clock;
  readonly log: Logger;
  /** Messages older than this are skipped (a newer scan was scheduled since). */
  readonly staleAfterMs: number;
  /** Matched addresses handled at once. */
  readonly concurrency?: number;
  readonly confirmations?: Readonly<Record<Chain, number>>;
  readonly maxBlocks?: Readonly<Record<Chain, number>>;
  readonly firstOverlap?: Readonly<Record<Chain, number>>;
  readonly maxFailed?: number;
}

export interface ChainScan {
  readonly chain: Chain;
  /** The blocks read, inclusive; absent when none were. */
  readonly fromBlock?: number;
  readonly toBlock?: number;
  readonly transfers: number;
  readonly matched: number;
  readonly alerts: number;
  readonly failed: number;
  /** Why nothing was read: no scanner for the chain, stale or superseded message, first scan. */
  readonly skipped?: 'not_scanned' | 'stale' | 'superseded' | 'started' | 'up_to_date';
  /** False when another scan moved the cursor meanwhile. */
  readonly cursorMoved?: boolean;
}

export function createChainScan(deps: ChainScanDeps) {
  const { scans, clock, log } = deps;
  const confirmations = deps.confirmations ?? SCAN_CONFIRMATIONS;
  const maxBlocks = deps.maxBlocks ?? SCAN_MAX_BLOCKS;
  const concurrency = deps.concurrency ?? 16;
  const firstOverlap = deps.firstOverlap ?? SCAN_FIRST_OVERLAP;
  const maxFailed = deps.maxFailed ?? SCAN_MAX_FAILED;

  return async function scanChain(chain: Chain, scheduledAtMs: number): Promise<ChainScan> {
    const none = { chain, transfers: 0, matched: 0, alerts: 0, failed: 0 };
    const scanner = deps.scannerFor(chain);
    if (!scanner) return { ...none, skipped: 'not_scanned' };
    if (clock.nowMs() - scheduledAtMs > deps.staleAfterMs) return { ...none, skipped: 'stale' };
    if (!(await scans.claimChainScan(chain, scheduledAtMs))) return { ...none, skipped: 'superseded' };

    const [head, cursor] = await Promise.all([scanner.head(chain), scans.scanCursor(chain)]);
    const settled = head - confirmations[chain];
    if (cursor === undefined) {
      const start = Math.max(0, settled - firstOverlap[chain]);
      const cursorMoved = await scans.moveScanCursor(chain, undefined, start);
      return { ...none, toBlock: start, skipped: 'started', cursorMoved };
    }
    if (settled <= cursor) return { ...none, skipped: 'up_to_date' };
    const fromBlock = cursor + 1;
    const toBlock = Math.min(settled, cursor + maxBlocks[chain]);

    const transfersByToken = new Map<Token, ScannedTransfer[]>();
    await Promise.all(
      tokensOf[chain].map(async (token) =>
        transfersByToken.set(token, await scanner.transfers(chain, token, fromBlock, toBlock)),
      ),
    );
    const matched = matchTransfers(await scans.activeOnChain(chain), transfersByToken);
    const configOf = createConfigResolver(deps.configs);
    let alerts = 0;
    const failedMonitors: string[] = [];
    const failed = await forEachAtOnce(
      [...matched.entries()],
      concurrency,
      async ([monitor, transfers]: [MonitorRecord, ScannedTransfer[]]) => {
        // Awaited first: `alerts += await …` would read the total before the wait and lose
        // what the other workers added meanwhile.
        const raised = await deps.alerts.raise(monitor, await configOf(monitor), transfers);
        alerts += raised.alerts;
      },
      ([monitor], error) => {
        failedMonitors.push(monitor.id);
        log.warn('monitored address scan failed', { monitorId: monitor.id, chain, error });
      },
    );
    const scanned = {
      chain,
      fromBlock,
      toBlock,
      transfers: [...transfersByToken.values()].reduce((n, list) => n + list.length, 0),
      matched: matched.size,
      alerts,
      failed,
    };
    // Every matched address must be handled before the range is left behind; otherwise the next
    // scan reads it again (what was raised is not raised twice).
    if (failed > 0) {
      const failedScans = await scans.countFailedScan(chain, cursor);
      if (failedScans < maxFailed) return { ...scanned, cursorMoved: false };
      log.error('monitored addresses left behind after failed scans', {
        chain,
        fromBlock,
        toBlock,
        failedScans,
        monitorIds: failedMonitors,
      });
    }
    return { ...scanned, cursorMoved: await scans.moveScanCursor(chain, cursor, toBlock) };
  };
}
