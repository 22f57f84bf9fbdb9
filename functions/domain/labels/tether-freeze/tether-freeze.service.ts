import { type Chain, chains } from '../../../../shared/rules/chain-rules';
import type { Logger } from '../../ports/logger';
import type { AddressLabel } from '../address-label';
import type { LabelKey, LabelRepository } from '../label.ports';
import { labelSlot, TETHER_FREEZE_SOURCE } from '../label-feed';
import { slotsOfMask } from '../label-index';
import { type StoreLabelFeedsDeps, storeLabelFeeds } from '../label-store.service';
import { readStoredMembership } from '../stored-membership';
import {
  byChainOrder,
  type FreezeCursorStore,
  type FreezeEvent,
  type FreezeEventReader,
} from './freeze-event';
import { applyFreezeEvents } from './freeze-labels';

/**
 * The Tether freeze feed: our own label source, read from the USDT contracts' blacklist events
 * rather than downloaded. A run:
 * 1. for each chain with a reader, reads the events after the chain's cursor up to the settled
 *    head, in windows of the reader's size, at most `maxWindows` of them (the first run backfills
 *    from the contract's creation over several runs, each one bounded);
 * 2. when any were read, applies them to the stored freeze labels (freeze-labels.ts) and stores
 *    the source's whole label set through the label store (label-store.service.ts: puts, deletes
 *    of unfrozen addresses, the screening snapshots), the path every feed takes;
 * 3. then moves the cursors, so a run that fails before its labels are stored reads the same
 *    windows again (applying an event twice changes nothing).
 * A cursor written by another reader (the configuration changed, e.g. from the simulated ledger to
 * TronGrid) counts in other units: that chain starts again from the reader's origin and its
 * freeze labels are rebuilt from the events alone.
 */
export interface TetherFreezeDeps {
  readonly readers: Partial<Record<Chain, FreezeEventReader>>;
  readonly cursors: FreezeCursorStore;
  readonly repository: LabelRepository;
  readonly log: Logger;
  /** Windows read per chain and run; bounds a run's time while a backfill catches up. */
  readonly maxWindows?: number;
  /** Addresses newly frozen: monitoring re-screens whoever dealt with them (label-store.service.ts). */
  readonly onRiskLabelsAdded?: StoreLabelFeedsDeps['onRiskLabelsAdded'];
}

/** 30 windows a run: a TRON backfill (monthly windows since 2019) takes three runs. */
export const DEFAULT_MAX_WINDOWS = 30;

export interface ChainFreezeSummary {
  readonly chain: Chain;
  readonly reader: string;
  /** First and last position read this run; absent when nothing new was settled. */
  readonly from?: number;
  readonly to?: number;
  readonly events: number;
  /** The cursor reached the head: false while a backfill still has windows to read. */
  readonly caughtUp: boolean;
}

export interface FreezeSyncSummary {
  readonly chains: ChainFreezeSummary[];
  /** Freeze labels stored after the run (all chains); absent when nothing changed. */
  readonly labels?: number;
  /** Events about the USDT contracts, the zero address or token contracts, left out. */
  readonly ignored: number;
}

const FREEZE_SLOT = labelSlot({ source: TETHER_FREEZE_SOURCE, category: 'blocked' });

interface ChainRead {
  readonly chain: Chain;
  readonly reader: FreezeEventReader;
  readonly events: FreezeEvent[];
  readonly restarted: boolean;
  readonly from: number;
  /** The new cursor position; from - 1 when nothing was read. */
  readonly to: number;
  readonly head: number;
}

async function readChain(
  chain: Chain,
  reader: FreezeEventReader,
  cursors: FreezeCursorStore,
  maxWindows: number,
  signal?: AbortSignal,
): Promise<ChainRead> {
  const cursor = await cursors.getCursor(chain);
  const restarted = cursor !== undefined && cursor.reader !== reader.name;
  const from = cursor && !restarted ? cursor.position + 1 : reader.origin;
  const head = await reader.head(signal);
  const events: FreezeEvent[] = [];
  let next = from;
  for (let windows = 0; windows < maxWindows && next <= head; windows++) {
    const to = Math.min(head, next + reader.windowSize - 1);
    events.push(...(await reader.events(next, to, signal)));
    next = to + 1;
  }
  return { chain, reader, events: events.sort(byChainOrder), restarted, from, to: next - 1, head };
}

/** The freeze labels the store holds now, per chain, by address. */
async function storedFreezeLabels(
  repository: LabelRepository,
  chain: Chain,
): Promise<Map<string, AddressLabel>> {
  const membership = await readStoredMembership(repository, chain);
  const keys: LabelKey[] = [];
  for (const [address, mask] of membership?.members ?? [])
    if (slotsOfMask(membership!.slots, mask).includes(FREEZE_SLOT))
      keys.push({ chain, address, slot: FREEZE_SLOT });
  const labels = keys.length > 0 ? await repository.getLabels(keys) : [];
  return new Map(labels.map((label) => [label.address, label]));
}

const sameLabels = (a: ReadonlyMap<string, AddressLabel>, b: ReadonlyMap<string, AddressLabel>) =>
  a.size === b.size &&
  [...a].every(([address, label]) => JSON.stringify(b.get(address)) === JSON.stringify(label));

export async function syncTetherFreezes(
  {
    readers,
    cursors,
    repository,
    log,
    onRiskLabelsAdded,
    maxWindows = DEFAULT_MAX_WINDOWS,
  }: TetherFreezeDeps,
  signal?: AbortSignal,
): Promise<FreezeSyncSummary> {
  const reads = await Promise.all(
    (Object.entries(readers) as [Chain, FreezeEventReader][]).map(([chain, reader]) =>
      readChain(chain, reader, cursors, maxWindows, signal),
    ),
  );

  let ignored = 0;
  let labels: number | undefined;
  if (reads.some((r) => r.events.length > 0 || r.restarted)) {
    const byChain = new Map<Chain, Map<string, AddressLabel>>();
    let changed = false;
    // Every chain's labels go to the store, read or not: it replaces the source's whole set.
    const stored = await Promise.all(
      chains.map(async (chain) => [chain, await storedFreezeLabels(repository, chain)] as const),
    );
    for (const [chain, current] of stored) {
      const read = reads.find((r) => r.chain === chain);
      if (!read) {
        byChain.set(chain, current);
        continue;
      }
      const applied = applyFreezeEvents(read.restarted ? new Map() : current, read.events);
      ignored += applied.ignored;
      changed ||= !sameLabels(current, applied.labels);
      byChain.set(chain, applied.labels);
    }
    if (changed) {
      const all = [...byChain.values()].flatMap((m) => [...m.values()]);
      await storeLabelFeeds(
        [
          {
            feed: TETHER_FREEZE_SOURCE,
            labels: all,
            rows: reads.reduce((n, r) => n + r.events.length, 0),
            skipped: {},
          },
        ],
        { repository, log, ...(onRiskLabelsAdded && { onRiskLabelsAdded }) },
      );
      labels = all.length;
    }
  }

  for (const read of reads)
    if (read.to >= read.from || read.restarted)
      await cursors.putCursor(read.chain, {
        reader: read.reader.name,
        position: Math.max(read.to, read.from - 1),
      });

  const summary: FreezeSyncSummary = {
    chains: reads.map((r) => ({
      chain: r.chain,
      reader: r.reader.name,
      ...(r.to >= r.from && { from: r.from, to: r.to }),
      events: r.events.length,
      caughtUp: r.to >= r.head,
    })),
    ...(labels !== undefined && { labels }),
    ignored,
  };
  log.info('tether freezes read', { ...summary });
  return summary;
}
