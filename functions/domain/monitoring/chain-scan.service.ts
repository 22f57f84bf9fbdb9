import { type Chain, type Token, tokensOf } from '../../../shared/rules/chain-rules';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import type { ChainScanRepository, ChainTransferScanner, ScannedTransfer } from './chain-scan.ports';
import { matchTransfers } from './chain-scan-matching';
import type { MonitorRecord } from './monitoring.ports';
import { createConfigResolver, type createTransferAlerts, forEachAtOnce } from './transfer-alerts';

/**
 * The per-block chain scan (docs/architecture.md, "Monitoring and alerts"): once a minute per
 * chain with a live source, read every USDT Transfer of the blocks since the chain's cursor (one
 * provider read per range, whatever the number of monitored addresses), match them against the
 * chain's active monitored addresses in memory, and raise alerts for each address that took part
 * exactly as a per-address poll would.
 *
 * - The first scan of a chain only records where it starts (the settled head): a monitored
 *   address reads from when it was added, never the chain's past.
 * - It stays CONFIRMATIONS blocks behind the head, so a block read once is not reorganised away.
 * - At most MAX_BLOCKS a poll (about ten minutes of blocks): after an outage it catches up ten
 *   times faster than the chain moves, without one poll outgrowing its Lambda's time.
 * - The chain cursor moves only when every matched address was handled, and only from the value
 *   this scan read (compare-and-set), so a failed or overtaken scan re-reads its range next
 *   time; alert ids are stable and each address's own cursor drops what it already read.
 */
export const SCAN_CONFIRMATIONS: Readonly<Record<Chain, number>> = {
  // ~36 s: post-merge reorgs deeper than a block or two are rare.
  ethereum: 3,
  // ~11 s at 0.75 s blocks; fast finality settles in 2–3 blocks.
  bsc: 15,
  // TronGrid's head is already the solidified block (irreversible); events are read only_confirmed.
  tron: 0,
};

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

  return async function scanChain(chain: Chain, scheduledAtMs: number): Promise<ChainScan> {
    const none = { chain, transfers: 0, matched: 0, alerts: 0, failed: 0 };
    const scanner = deps.scannerFor(chain);
    if (!scanner) return { ...none, skipped: 'not_scanned' };
    if (clock.nowMs() - scheduledAtMs > deps.staleAfterMs) return { ...none, skipped: 'stale' };
    if (!(await scans.claimChainScan(chain, scheduledAtMs))) return { ...none, skipped: 'superseded' };

    const [head, cursor] = await Promise.all([scanner.head(chain), scans.scanCursor(chain)]);
    const settled = head - confirmations[chain];
    if (cursor === undefined) {
      const cursorMoved = await scans.moveScanCursor(chain, undefined, settled);
      return { ...none, toBlock: settled, skipped: 'started', cursorMoved };
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
    const failed = await forEachAtOnce(
      [...matched.entries()],
      concurrency,
      async ([monitor, transfers]: [MonitorRecord, ScannedTransfer[]]) => {
        // Awaited first: `alerts += await …` would read the total before the wait and lose
        // what the other workers added meanwhile.
        const raised = await deps.alerts.raise(monitor, await configOf(monitor), transfers);
        alerts += raised.alerts;
      },
      ([monitor], error) =>
        log.warn('monitored address scan failed', { monitorId: monitor.id, chain, error }),
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
    if (failed > 0) return { ...scanned, cursorMoved: false };
    return { ...scanned, cursorMoved: await scans.moveScanCursor(chain, cursor, toBlock) };
  };
}
