import type { Chain, Token } from '../../../shared/rules/chain-rules';
import type { Transfer } from '../chain/chain-source';
import type { MonitorRecord } from './monitoring.ports';

/**
 * Ports of the per-block scan (docs/areas/monitoring-and-alerts.md): instead of one
 * chain-source read per monitored address and minute, one read of every USDT Transfer a chain
 * made since the last scan, matched against all the chain's monitored addresses in memory.
 */

/** A Transfer read by block, with the block it is in (the scan's position). */
export interface ScannedTransfer extends Transfer {
  readonly index: number;
  readonly block: number;
}

/** Reads a chain's token transfers by block range (implemented per provider in adapters/chain). */
export interface ChainTransferScanner {
  /** The newest block the provider knows; the scan stays a few blocks behind it. */
  head(chain: Chain, signal?: AbortSignal): Promise<number>;
  /**
   * Every Transfer of the token's contract in blocks [fromBlock, toBlock] (inclusive), oldest
   * first, addresses normalised like monitored addresses (EVM lower-case, TRON base58).
   */
  transfers(
    chain: Chain,
    token: Token,
    fromBlock: number,
    toBlock: number,
    signal?: AbortSignal,
  ): Promise<ScannedTransfer[]>;
}

/** The chain scan's own items: its claim, its block cursor, and the chain's active monitors. */
export interface ChainScanRepository {
  /**
   * Claims the scan of a chain scheduled at `scheduledAtMs`: false when a scan scheduled at or
   * after it has already been claimed (a backlog of older messages is then skipped).
   */
  claimChainScan(chain: Chain, scheduledAtMs: number): Promise<boolean>;
  /** The last block scanned, or undefined before the first scan. */
  scanCursor(chain: Chain): Promise<number | undefined>;
  /**
   * Moves the cursor from `from` (undefined: no cursor yet) to `to`; false when another scan
   * moved it meanwhile (then this one's result is not recorded twice).
   */
  moveScanCursor(chain: Chain, from: number | undefined, to: number): Promise<boolean>;
  /**
   * Counts a scan of the range after `cursor` that left an address failing; answers how many
   * scans in a row failed there (moving the cursor starts the count again).
   */
  countFailedScan(chain: Chain, cursor: number): Promise<number>;
  /** The active monitored addresses of a chain, across every shard. */
  activeOnChain(chain: Chain): Promise<MonitorRecord[]>;
}
