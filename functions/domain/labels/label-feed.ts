import { TETHER_FREEZE_SOURCE } from '../../../shared/constants/tokens';
import type { Chain } from '../../../shared/rules/chain-rules';
import type { RiskCategory } from '../../../shared/rules/query-rules';
import type { AddressLabel } from './address-label';

/**
 * The shared shape of the label feeds: what a parser is given (the feed's documents, each with
 * its role in the feed) and what it returns (labels plus counts of what it skipped and why).
 */
export const feedIds = [
  'ofac',
  'scamsniffer',
  'forta-etherscan',
  'mew-darklist',
  'etherscan-names',
  'defillama-cex',
  'tornado-cash-pools',
  'etherscamdb',
] as const;
export type FeedId = (typeof feedIds)[number];

/**
 * Our own label source, built from the USDT contracts' blacklist events (tether-freeze/), not
 * from a published list: stored through the same path as the feeds.
 */
export { TETHER_FREEZE_SOURCE };
/** Every source the label store keeps: the public feeds and our own. */
export type LabelSourceId = FeedId | typeof TETHER_FREEZE_SOURCE;

export interface FeedDocument {
  /** The document's part in the feed (e.g. 'address', 'combined', 'bscscan'); parsers switch on it. */
  readonly role: string;
  /** Where it came from (relative path or URL), for logs. */
  readonly name: string;
  readonly text: string;
}

export type SkipReason = 'invalid_address' | 'other_chain' | 'unmapped' | 'malformed';

export interface FeedParseResult {
  readonly feed: FeedId;
  /** De-duplicated: one label per chain, address and slot. */
  readonly labels: AddressLabel[];
  /** Records read (lines, array entries, CSV rows, map entries). */
  readonly rows: number;
  readonly skipped: Partial<Record<SkipReason, number>>;
}

/** A source's whole set of labels as the label store takes it: a parsed feed or our own source. */
export interface LabelSourceResult extends Omit<FeedParseResult, 'feed'> {
  readonly feed: LabelSourceId;
}

/** The snapshot date (YYYY-MM-DD) of a feed document, by role. */
export type SourceDateOf = (role: string) => string;

/**
 * The sort key of a label under its address: one per source and category, or per source for an
 * exchange name. It is also the de-duplication key (with chain and address).
 */
export const labelSlot = (label: Pick<AddressLabel, 'source' | 'category'>): string =>
  `${label.source}#${label.category ?? 'exchange'}`;

/** Collects labels for one feed, merging duplicates (the first name seen wins) and counting skips. */
export function createLabelCollector(feed: FeedId) {
  const byKey = new Map<string, AddressLabel>();
  const skipped: Partial<Record<SkipReason, number>> = {};
  let rows = 0;
  return {
    row(): void {
      rows++;
    },
    skip(reason: SkipReason): void {
      skipped[reason] = (skipped[reason] ?? 0) + 1;
    },
    add(label: AddressLabel): void {
      const key = `${label.chain}|${label.address}|${labelSlot(label)}`;
      const seen = byKey.get(key);
      if (!seen) byKey.set(key, label);
      else if (!seen.name && label.name) byKey.set(key, { ...seen, name: label.name });
    },
    result(): FeedParseResult {
      return { feed, labels: [...byKey.values()], rows, skipped };
    },
  };
}

export type LabelCollector = ReturnType<typeof createLabelCollector>;

/**
 * A feed parser from how it reads one document: every parser counts into one collector for its
 * feed and dates a document's labels by that document's snapshot.
 */
export const feedParser =
  (feed: FeedId, read: (document: FeedDocument, sourceDate: string, collector: LabelCollector) => void) =>
  (documents: readonly FeedDocument[], dateOf: SourceDateOf): FeedParseResult => {
    const collector = createLabelCollector(feed);
    for (const document of documents) read(document, dateOf(document.role), collector);
    return collector.result();
  };

/** A sanctioned or listed EVM key controls the same address on every EVM chain we cover. */
export const EVM_CHAINS: readonly Chain[] = ['ethereum', 'bsc'];

export interface LabelFields {
  readonly source: FeedId;
  readonly sourceDate: string;
  readonly category?: RiskCategory;
  readonly exchangeName?: string;
  readonly name?: string;
}

/** A label without undefined fields (so items and test snapshots stay minimal). */
export function makeLabel(chain: Chain, address: string, fields: LabelFields): AddressLabel {
  const name = fields.name?.trim();
  return {
    chain,
    address,
    source: fields.source,
    sourceDate: fields.sourceDate,
    ...(fields.category ? { category: fields.category } : {}),
    ...(fields.exchangeName ? { exchangeName: fields.exchangeName } : {}),
    ...(name ? { name } : {}),
  };
}
