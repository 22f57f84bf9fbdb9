import { TransientSourceError } from '../backoff';
import type { JsonRpcClient } from './json-rpc.client';
import { hexToNumber } from './transfer-log.decoder';

/**
 * Block timestamps over JSON-RPC, cached per block (a history touches the same blocks many
 * times: both filters, the range search), fetched in batches, and the time → block mapping that
 * turns a query's time range into a block range.
 */
export class BlockClock {
  private readonly cache = new Map<number, number>();

  constructor(
    private readonly rpc: JsonRpcClient,
    private readonly signal?: AbortSignal,
  ) {}

  async head(): Promise<number> {
    return hexToNumber(await this.rpc.call<string>('eth_blockNumber', [], this.signal));
  }

  remember(block: number, timestamp: number): void {
    this.cache.set(block, timestamp);
  }

  /** Epoch seconds of each block, one batch for those not cached yet. */
  async timestamps(blocks: Iterable<number>): Promise<Map<number, number>> {
    const wanted = [...new Set(blocks)];
    const missing = wanted.filter((b) => !this.cache.has(b));
    if (missing.length > 0) {
      const answers = await this.rpc.batch(
        missing.map((b) => ({ method: 'eth_getBlockByNumber', params: [`0x${b.toString(16)}`, false] })),
        this.signal,
      );
      for (const [i, answer] of answers.entries()) {
        const timestamp = (answer as { timestamp?: string } | null)?.timestamp;
        // A node behind a load balancer may not have the block yet: worth another try later.
        if (!timestamp) throw new TransientSourceError(`eth_getBlockByNumber: block ${missing[i]} not found`);
        this.cache.set(missing[i]!, hexToNumber(timestamp));
      }
    }
    return new Map(wanted.map((b) => [b, this.cache.get(b)!]));
  }

  async timestampOf(block: number): Promise<number> {
    return (await this.timestamps([block])).get(block)!;
  }

  /**
   * The first block in [lo, hi] whose timestamp is ≥ `time`, or hi + 1 when none is. Block times
   * are nearly regular, so interpolation lands close; alternating it with bisection keeps the
   * worst case logarithmic when they are not (chain halts, block-time changes).
   */
  async firstBlockAtOrAfter(time: number, lo: number, hi: number): Promise<number> {
    let tLo = await this.timestampOf(lo);
    if (tLo >= time) return lo;
    let tHi = await this.timestampOf(hi);
    if (tHi < time) return hi + 1;
    // Invariant: timestamp(lo) < time ≤ timestamp(hi).
    let interpolate = true;
    while (hi - lo > 1) {
      const guess = interpolate
        ? lo + Math.floor(((time - tLo) * (hi - lo)) / Math.max(1, tHi - tLo))
        : Math.floor((lo + hi) / 2);
      const mid = Math.min(hi - 1, Math.max(lo + 1, guess));
      interpolate = !interpolate;
      const tMid = await this.timestampOf(mid);
      if (tMid >= time) {
        hi = mid;
        tHi = tMid;
      } else {
        lo = mid;
        tLo = tMid;
      }
    }
    return hi;
  }

  /** The last block in [lo, hi] whose timestamp is ≤ `time`, or lo - 1 when none is. */
  async lastBlockAtOrBefore(time: number, lo: number, hi: number): Promise<number> {
    return (await this.firstBlockAtOrAfter(time + 1, lo, hi)) - 1;
  }
}
