import { tokenContracts } from '../../../../shared/constants/tokens';
import { type Chain, chains, normalizeAddress } from '../../../../shared/rules/chain-rules';
import type {
  ChainSource,
  Transfer,
  TransferHistory,
  TransferQuery,
} from '../../../domain/chain/chain-source';
import { type AnchorSet, emptyAnchorSet } from './anchor-set';
import { type GeneratedHistory, generateHistory, windowEndOf } from './history-generator';
import type { InjectedTransfers } from './injected-transfers.ports';
import { emptyTail, extendTail, type TailState, tailIntervalSeconds } from './live-tail';
import { mix32 } from './prng';
import { WeightedLruCache } from './weighted-lru-cache';
import { buildWorld, type World } from './world';

/**
 * The offline default chain source (DESIGN §7): any valid address gets a
 * plausible, repeatable year of USDT transfers from the simulated world. Every history says
 * `simulated: true` so the report can say so.
 */

export interface SimulatedLedgerDependencies {
  /** The chain's anchors as the label import stored them (see `selectAnchors`). */
  readonly loadAnchors: (chain: Chain) => Promise<AnchorSet>;
  /** Epoch MILLISECONDS, like Date.now; the history ends at the last UTC midnight before it. */
  readonly now?: () => number;
  /** Transfers injected on the local stack (never on AWS); part of the ledger once injected. */
  readonly injected?: InjectedTransfers;
}

/** About 40 MB of columns and materialised transfers at most. */
const CACHE_TRANSFERS = 600_000;

interface CachedHistory {
  readonly history: GeneratedHistory;
  /** Filled on demand: only what queries ask for becomes objects. */
  readonly transfers: (Transfer | undefined)[];
  /** The live tail since the history's end (live-tail.ts), extended as time passes. */
  tail?: TailState;
}

/** simulateTransfers' default: one object per chain so its world is built once. */
const noAnchors: Readonly<Record<Chain, AnchorSet>> = {
  tron: emptyAnchorSet('tron'),
  ethereum: emptyAnchorSet('ethereum'),
  bsc: emptyAnchorSet('bsc'),
};

const worlds = new WeakMap<AnchorSet, World>();
const worldOf = (anchors: AnchorSet): World => {
  let world = worlds.get(anchors);
  if (!world) {
    world = buildWorld(anchors);
    worlds.set(anchors, world);
  }
  return world;
};

export function createSimulatedLedgerSource(dependencies: SimulatedLedgerDependencies): ChainSource {
  const now = dependencies.now ?? Date.now;
  const anchorsByChain = new Map<Chain, Promise<AnchorSet>>();
  const cache = new WeightedLruCache<string, CachedHistory>(CACHE_TRANSFERS);

  const anchorsOf = (chain: Chain): Promise<AnchorSet> => {
    let anchors = anchorsByChain.get(chain);
    if (!anchors) {
      anchors = dependencies.loadAnchors(chain);
      // A failed load is retried by the next query rather than remembered.
      anchors.catch(() => anchorsByChain.delete(chain));
      anchorsByChain.set(chain, anchors);
    }
    return anchors;
  };

  /** The address's history up to now: the cached year, its live tail extended, any injected transfers. */
  async function ledgerOf(
    query: Pick<TransferQuery, 'chain' | 'address'>,
    signal: AbortSignal | undefined,
  ): Promise<{ cached: CachedHistory; injected: readonly Transfer[]; address: string }> {
    signal?.throwIfAborted();
    const world = worldOf(await anchorsOf(query.chain));
    signal?.throwIfAborted();
    const address = normalizeAddress(query.chain, query.address);
    const windowEnd = windowEndOf(Math.floor(now() / 1000));
    const key = `${query.chain}|${address}|${windowEnd}`;
    let cached = cache.get(key);
    if (!cached) {
      const history = generateHistory(world, address, windowEnd);
      cached = { history, transfers: new Array(history.count) };
      cache.set(key, cached, Math.max(1, history.count));
    }
    const nowSeconds = Math.floor(now() / 1000);
    const interval = tailIntervalSeconds(world, cached.history);
    cached.tail ??= emptyTail(world, cached.history, windowEnd, interval);
    extendTail(cached.tail, world, cached.history, interval, nowSeconds, (micro) =>
      baseUnits(query.chain, micro),
    );
    const injected = dependencies.injected
      ? await dependencies.injected.forAddress(query.chain, address)
      : [];
    return { cached, injected, address };
  }

  return {
    name: 'simulated',
    supports: (chain) => (chains as readonly string[]).includes(chain),
    async fetchTransfers(query: TransferQuery, signal?: AbortSignal): Promise<TransferHistory> {
      const { cached, injected, address } = await ledgerOf(query, signal);
      return withLiveTransfers(select(cached, query), cached, injected, query, address);
    },
    /**
     * The transfers fetchTransfers would see in the range with no limit, counted on the cached
     * columns (two binary searches) without turning any into objects; the history it generates
     * is the one the analysis then reads from the cache.
     */
    async countTransfers(query: Omit<TransferQuery, 'limit'>, signal?: AbortSignal): Promise<number> {
      const { cached, injected } = await ledgerOf(query, signal);
      const { from, to } = rangeOf(cached.history, query);
      const live = [...(cached.tail?.transfers ?? []), ...injected].filter((t) => inRangeOf(query, t));
      return Math.max(0, to - from) + live.length;
    },
  };
}

/** The indexes [from, to) of the generated history within [startAt, endAt] (times ascend). */
function rangeOf(
  history: GeneratedHistory,
  query: Pick<TransferQuery, 'startAt' | 'endAt'>,
): { from: number; to: number } {
  return {
    from: query.startAt === undefined ? 0 : lowerBound(history.times, query.startAt),
    to: query.endAt === undefined ? history.count : lowerBound(history.times, query.endAt + 1),
  };
}

const inRangeOf = (query: Pick<TransferQuery, 'startAt' | 'endAt'>, t: Transfer): boolean =>
  (query.startAt === undefined || t.timestamp >= query.startAt) &&
  (query.endAt === undefined || t.timestamp <= query.endAt);

/** The newest `limit` transfers within [startAt, endAt], oldest first (TransferQuery). */
function select(cached: CachedHistory, query: TransferQuery): TransferHistory {
  const { history } = cached;
  const { from, to } = rangeOf(history, query);
  const inRange = Math.max(0, to - from);
  const take = Math.max(0, Math.min(Math.floor(query.limit), inRange));
  materialize(cached, to - take, to);
  const transfers = cached.transfers.slice(to - take, to) as Transfer[];
  return historyOf(history, transfers, inRange > take);
}

const historyOf = (
  history: GeneratedHistory,
  transfers: Transfer[],
  truncated: boolean,
): TransferHistory => ({
  transfers,
  truncated,
  currentBalance: baseUnits(history.chain, history.finalBalance),
  source: 'simulated',
  simulated: true,
});

/**
 * The history up to its last midnight plus what arrived since: the live tail and any injected
 * transfers, in the query's range, the newest `limit` kept; the balance is the one after them.
 */
function withLiveTransfers(
  base: TransferHistory,
  cached: CachedHistory,
  injected: readonly Transfer[],
  query: TransferQuery,
  address: string,
): TransferHistory {
  const live = [...(cached.tail?.transfers ?? []), ...injected]
    .filter((t) => inRangeOf(query, t))
    .sort((a, b) => a.timestamp - b.timestamp);
  let balance =
    BigInt(base.currentBalance) +
    (cached.tail ? toBase(cached, cached.tail.balance - cached.history.finalBalance) : 0n);
  for (const t of injected)
    balance += t.to === address ? BigInt(t.value) : t.from === address ? -BigInt(t.value) : 0n;
  if (live.length === 0 && balance === BigInt(base.currentBalance)) return base;
  const merged = [...base.transfers, ...live];
  const limit = Math.max(0, Math.floor(query.limit));
  const transfers = merged.length > limit ? merged.slice(merged.length - limit) : merged;
  return {
    ...base,
    transfers,
    truncated: base.truncated || merged.length > limit,
    currentBalance: (balance < 0n ? 0n : balance).toString(),
  };
}

const toBase = (cached: CachedHistory, micro: bigint): bigint =>
  micro === 0n
    ? 0n
    : BigInt(baseUnits(cached.history.chain, micro < 0n ? -micro : micro)) * (micro < 0n ? -1n : 1n);

/** First index whose time is >= `time` (times ascend). */
function lowerBound(times: Uint32Array, time: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (times[middle]! < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The world keeps micro-USDT; bsc's USDT has 18 decimals, so 12 more zeros there. */
const extraZeros: Readonly<Record<Chain, string>> = {
  tron: '0'.repeat(tokenContracts.tron.usdt.decimals - 6),
  ethereum: '0'.repeat(tokenContracts.ethereum.usdt.decimals - 6),
  bsc: '0'.repeat(tokenContracts.bsc.usdt.decimals - 6),
};

const baseUnits = (chain: Chain, micro: bigint): string =>
  micro === 0n ? '0' : `${micro}${extraZeros[chain]}`;

/**
 * Turns transfers [from, to) into objects once. Their hashes are written into one buffer and
 * hex-encoded in one call; each hash is a slice of that string (no per-transfer encoding).
 */
function materialize(cached: CachedHistory, from: number, to: number): void {
  let first = from;
  while (first < to && cached.transfers[first] !== undefined) first++;
  let last = to;
  while (last > first && cached.transfers[last - 1] !== undefined) last--;
  if (first >= last) return;
  const { history } = cached;
  const bytes = new DataView(new ArrayBuffer((last - first) * 32));
  for (let i = first, offset = 0; i < last; i++) {
    let word = mix32(history.seed ^ mix32(i));
    for (let k = 0; k < 8; k++, offset += 4) {
      word = mix32(word + k);
      bytes.setUint32(offset, word);
    }
  }
  const hex = Buffer.from(bytes.buffer).toString('hex');
  // TRON transaction ids are bare hex; EVM hashes carry 0x.
  const prefix = history.chain === 'tron' ? '' : '0x';
  const { address, chain, counterparties, counterpartyIndex, inbound, micro, times } = history;
  for (let i = first, offset = 0; i < last; i++, offset += 64) {
    if (cached.transfers[i] !== undefined) continue;
    const counterparty = counterparties[counterpartyIndex[i]!]!;
    const isInbound = inbound[i] === 1;
    cached.transfers[i] = {
      txHash: prefix + hex.slice(offset, offset + 64),
      timestamp: times[i]!,
      from: isInbound ? counterparty : address,
      to: isInbound ? address : counterparty,
      value: baseUnits(chain, micro[i]!),
    };
  }
}

/**
 * `count` transfers of one address ending at the day of `nowMs`, for benchmarks of the report
 * builder and the pipeline; the world is built from `anchors` (none by default).
 */
export function simulateTransfers(
  chain: Chain,
  address: string,
  count: number,
  nowMs: number,
  anchors: AnchorSet = noAnchors[chain],
): TransferHistory {
  const history = generateHistory(worldOf(anchors), address, windowEndOf(Math.floor(nowMs / 1000)), count);
  const cached: CachedHistory = { history, transfers: new Array(history.count) };
  materialize(cached, 0, history.count);
  return historyOf(history, cached.transfers as Transfer[], false);
}
