import { chains } from '../../../shared/rules/chain-rules';
import type { AddressLabel } from './address-label';
import type { LabelRepository } from './label.ports';
import { type FeedDocument, type FeedId, type FeedParseResult, labelSlot } from './label-feed';
import { slotsOfMask } from './label-index';
import { readStoredMembership } from './stored-membership';

/**
 * Supply-chain guards of the AWS label refresh. The feeds are downloaded at pinned commits and
 * checked against the pinned hashes (label-feed-pins.ts); these guards bound what a pin may bring
 * in, whether the refresh reads it or an operator moved the pins: a download is checked before it may replace the stored
 * labels of its feed: each document's size, and how far the feed's label count would shrink
 * against what is stored now. An emptied or truncated OFAC list would otherwise silently turn
 * sanctioned counterparties low risk. A refused feed keeps its previous labels, like a feed that
 * failed to download.
 */

/** Every number of the guards, per feed, with why each value. */
export interface FeedGuard {
  /**
   * Largest document accepted, in bytes: a runaway download is cut off here (the refresh Lambda
   * has 1 GB and downloads every feed at once).
   */
  readonly maxDocumentBytes: number;
  /** Smallest required document accepted, in bytes (optional documents may be tiny or absent). */
  readonly minDocumentBytes: number;
  /** The largest fraction of the feed's stored labels one refresh may drop. */
  readonly maxShrink: number;
}

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * At most 10% fewer labels per refresh: the community lists grow slowly and prune in small
 * steps; a bigger drop is far more likely a truncated or half-rewritten file than a real cleanup,
 * and an operator can still accept it with `npm run labels:import`.
 */
export const MAX_LABEL_SHRINK = 0.1;

/**
 * Sanctions are the spec's strict tier (a direct sanctioned counterparty is high risk on its
 * own): the number of a feed's sanction labels may not drop at all. A real delisting is rare
 * and is imported by hand after a look.
 */
export const MAX_SANCTION_SHRINK = 0;

/**
 * Document sizes, against the local snapshots in ../shared/data/labels:
 * - ofac: the TRX and ETH lists are 6.4 KB and 4.1 KB (the optional asset lists 43 bytes); below
 *   1 KB a required list has lost most of its ~100-200 lines; 1 MB is ~150 times today's size.
 * - the other feeds' documents are 94 KB (MEW) to 3.2 MB (Etherscan names); below 10 KB
 *   (100 KB for the 0.7-3.2 MB name clouds) a document is empty or cut; 32 MB is ten times the
 *   largest and still fits the Lambda's memory with every feed in flight.
 */
export const feedGuards: Readonly<Record<FeedId, FeedGuard>> = {
  ofac: { maxDocumentBytes: 1 * MiB, minDocumentBytes: 1 * KiB, maxShrink: MAX_SANCTION_SHRINK },
  scamsniffer: { maxDocumentBytes: 32 * MiB, minDocumentBytes: 10 * KiB, maxShrink: MAX_LABEL_SHRINK },
  'forta-etherscan': {
    maxDocumentBytes: 32 * MiB,
    minDocumentBytes: 10 * KiB,
    maxShrink: MAX_LABEL_SHRINK,
  },
  'mew-darklist': { maxDocumentBytes: 32 * MiB, minDocumentBytes: 10 * KiB, maxShrink: MAX_LABEL_SHRINK },
  'etherscan-names': {
    maxDocumentBytes: 32 * MiB,
    minDocumentBytes: 100 * KiB,
    maxShrink: MAX_LABEL_SHRINK,
  },
  /*
   * The listed-address CSVs are imported, not downloaded (label-feeds.ts), so these bound only a
   * future download: 12 KB (Tornado Cash pools) to 680 KB (EtherScamDB) today; below 1 KB the
   * smallest has lost most of its 49 rows.
   */
  'defillama-cex': { maxDocumentBytes: 32 * MiB, minDocumentBytes: 1 * KiB, maxShrink: MAX_LABEL_SHRINK },
  'tornado-cash-pools': {
    maxDocumentBytes: 32 * MiB,
    minDocumentBytes: 1 * KiB,
    maxShrink: MAX_LABEL_SHRINK,
  },
  etherscamdb: { maxDocumentBytes: 32 * MiB, minDocumentBytes: 1 * KiB, maxShrink: MAX_LABEL_SHRINK },
};

/** A downloaded feed the guards refuse; its previous labels are kept. */
export class FeedRefusedError extends Error {
  override name = 'FeedRefusedError';
  constructor(
    readonly feed: FeedId,
    /** `pin_mismatch` / `unpinned`: label-feed-pins.ts; the others: the guards here. */
    readonly reason: 'too_large' | 'too_small' | 'shrink' | 'sanction_drop' | 'pin_mismatch' | 'unpinned',
    message: string,
    readonly numbers: Readonly<Record<string, number | string>>,
  ) {
    super(`${feed}: ${message}`);
  }
}

/** Throws when the document is larger than the feed allows (also used while streaming it). */
export function assertDocumentNotTooLarge(feed: FeedId, name: string, bytes: number): void {
  const { maxDocumentBytes } = feedGuards[feed];
  if (bytes > maxDocumentBytes)
    throw new FeedRefusedError(
      feed,
      'too_large',
      `${name} is over ${maxDocumentBytes} bytes (${bytes} read)`,
      {
        document: name,
        bytes,
        maxDocumentBytes,
      },
    );
}

/** Checks each downloaded document's size; `required` names the documents that must be substantial. */
export function checkDocumentSizes(
  feed: FeedId,
  documents: readonly FeedDocument[],
  isRequired: (document: FeedDocument) => boolean,
): void {
  const { minDocumentBytes } = feedGuards[feed];
  for (const document of documents) {
    const bytes = Buffer.byteLength(document.text, 'utf8');
    assertDocumentNotTooLarge(feed, document.name, bytes);
    if (isRequired(document) && bytes < minDocumentBytes)
      throw new FeedRefusedError(
        feed,
        'too_small',
        `${document.name} is under ${minDocumentBytes} bytes (${bytes})`,
        { document: document.name, bytes, minDocumentBytes },
      );
  }
}

/** Labels stored now, per slot (`<source>#<category|exchange>`), over every chain's snapshot. */
export type StoredSlotCounts = ReadonlyMap<string, number>;

/** Counts what the stored snapshots hold (one entry per chain, address and slot = one label). */
export async function countStoredLabels(repository: LabelRepository): Promise<StoredSlotCounts> {
  const counts = new Map<string, number>();
  for (const chain of chains) {
    const membership = await readStoredMembership(repository, chain);
    if (!membership) continue;
    const { slots, members } = membership;
    for (const mask of members.values())
      for (const slot of slotsOfMask(slots, mask)) counts.set(slot, (counts.get(slot) ?? 0) + 1);
  }
  return counts;
}

/** The same counts of labels in hand (the pin script's floor: the labels at the current pins). */
export function countLabelSlots(labels: readonly AddressLabel[]): StoredSlotCounts {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(labelSlot(label), (counts.get(labelSlot(label)) ?? 0) + 1);
  return counts;
}

const SANCTION = 'sanction';

/**
 * Refuses a parsed feed whose label count falls below the floor of what is stored for it now:
 * at most `maxShrink` fewer labels, and never fewer sanction labels. A feed with nothing stored
 * (the first refresh) has no floor.
 */
export function checkShrink(result: FeedParseResult, stored: StoredSlotCounts): void {
  const { feed } = result;
  const prefix = `${feed}#`;
  let storedLabels = 0;
  for (const [slot, n] of stored) if (slot.startsWith(prefix)) storedLabels += n;
  const storedSanctions = stored.get(`${feed}#${SANCTION}`) ?? 0;
  const freshSanctions = result.labels.filter((l) => l.category === SANCTION).length;
  if (freshSanctions < storedSanctions * (1 - MAX_SANCTION_SHRINK))
    throw new FeedRefusedError(
      feed,
      'sanction_drop',
      `would drop sanctioned entries (${storedSanctions} stored, ${freshSanctions} downloaded)`,
      { stored: storedSanctions, downloaded: freshSanctions, maxShrink: MAX_SANCTION_SHRINK },
    );
  const { maxShrink } = feedGuards[feed];
  const floor = Math.ceil(storedLabels * (1 - maxShrink));
  if (result.labels.length < floor)
    throw new FeedRefusedError(
      feed,
      'shrink',
      `would shrink from ${storedLabels} to ${result.labels.length} labels (floor ${floor})`,
      { stored: storedLabels, downloaded: result.labels.length, floor, maxShrink },
    );
}
