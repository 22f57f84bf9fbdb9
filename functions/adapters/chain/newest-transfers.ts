import type { Transfer, TransferQuery } from '../../domain/chain/chain-source';

/**
 * Collects the transfers a source reads (newest pages first) and keeps the TransferHistory
 * contract every source shares: deduplicated by (txHash, index), inside the query's time range,
 * at most `limit` of them (the newest), oldest first, and `truncated` when more existed.
 *
 * Each transfer comes with a `rank` that orders it on the chain (higher = newer): block number
 * and log index for EVM, the arrival order for TronGrid (which answers newest first). Sorting by
 * rank instead of timestamp keeps the order of transfers inside one block.
 */
export class NewestTransfers {
  private readonly seen = new Set<string>();
  private readonly entries: { transfer: Transfer; rank: number }[] = [];

  constructor(private readonly query: Pick<TransferQuery, 'limit' | 'startAt' | 'endAt'>) {}

  /** False when the transfer was a duplicate or outside the time range. */
  add(transfer: Transfer, rank: number): boolean {
    if (!inTimeRange(transfer.timestamp, this.query)) return false;
    const key = transferKey(transfer);
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    this.entries.push({ transfer, rank });
    return true;
  }

  /** Distinct transfers in range so far. */
  get count(): number {
    return this.entries.length;
  }

  /** Once more than `limit` are in hand the newest `limit` are known and truncation is proven. */
  get full(): boolean {
    return this.entries.length > this.query.limit;
  }

  result(): { transfers: Transfer[]; truncated: boolean } {
    const newestFirst = [...this.entries].sort((a, b) => b.rank - a.rank);
    const kept = newestFirst.slice(0, Math.max(0, this.query.limit));
    return { transfers: kept.reverse().map((e) => e.transfer), truncated: this.entries.length > kept.length };
  }
}

export const transferKey = (t: Pick<Transfer, 'txHash' | 'index'>): string => `${t.txHash}#${t.index ?? ''}`;

/** TransferQuery bounds are epoch seconds, both inclusive. */
export const inTimeRange = (timestamp: number, q: Pick<TransferQuery, 'startAt' | 'endAt'>): boolean =>
  (q.startAt === undefined || timestamp >= q.startAt) && (q.endAt === undefined || timestamp <= q.endAt);
