import { type Chain, chains } from '../../../shared/rules/chain-rules';
import type { AddressLabel } from './address-label';
import type { FeedId } from './label-feed';
import { entriesOfLabels, type IndexEntries } from './label-index';
import { type RiskLabelChange, riskLabelChanges } from './risk-label-changes';

/**
 * What moving a feed's pins would change, for the operator who reviews it (`npm run labels:pin`):
 * per chain and category (or `exchange` for exchange names), how many addresses gain or lose the
 * label, with a sample of each; and the addresses the move makes riskier, by the same rule the
 * store applies on import (risk-label-changes.ts), which is what the refresh would put on the
 * re-screen queue (counted over this feed alone: another feed may already give the category).
 * Compared on membership slots like the store, so a re-dated snapshot with the same entries is
 * no change.
 */
export interface CategoryChange {
  readonly chain: Chain;
  /** The label's category, or `exchange` for an exchange name. */
  readonly category: string;
  readonly added: number;
  readonly removed: number;
  /** The first addresses (sorted) of each side, at most `sampleSize`. */
  readonly sampleAdded: readonly string[];
  readonly sampleRemoved: readonly string[];
}

export interface FeedLabelDiff {
  readonly feed: FeedId;
  readonly before: number;
  readonly after: number;
  readonly changes: readonly CategoryChange[];
  readonly riskRaised: readonly RiskLabelChange[];
}

const categoryOfSlot = (slot: string) => slot.slice(slot.indexOf('#') + 1);

/** One chain's slot changes between two sides (address → slots), grouped by category. */
function slotDifference(previous: IndexEntries, next: IndexEntries, sampleSize: number, chain: Chain) {
  const byCategory = new Map<string, { added: string[]; removed: string[] }>();
  const side = (category: string) => {
    const found = byCategory.get(category) ?? { added: [], removed: [] };
    byCategory.set(category, found);
    return found;
  };
  for (const address of new Set([...previous.keys(), ...next.keys()])) {
    const before = previous.get(address) ?? new Set<string>();
    const after = next.get(address) ?? new Set<string>();
    for (const slot of after) if (!before.has(slot)) side(categoryOfSlot(slot)).added.push(address);
    for (const slot of before) if (!after.has(slot)) side(categoryOfSlot(slot)).removed.push(address);
  }
  return [...byCategory]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(
      ([category, { added, removed }]): CategoryChange => ({
        chain,
        category,
        added: added.length,
        removed: removed.length,
        sampleAdded: added.sort().slice(0, sampleSize),
        sampleRemoved: removed.sort().slice(0, sampleSize),
      }),
    );
}

export function feedLabelDiff(
  feed: FeedId,
  previous: readonly AddressLabel[],
  next: readonly AddressLabel[],
  sampleSize = 5,
): FeedLabelDiff {
  const changes: CategoryChange[] = [];
  const riskRaised: RiskLabelChange[] = [];
  for (const chain of chains) {
    const before = entriesOfLabels(previous.filter((l) => l.chain === chain));
    const fresh = next.filter((l) => l.chain === chain);
    const after = entriesOfLabels(fresh);
    changes.push(...slotDifference(before, after, sampleSize, chain));
    riskRaised.push(...riskLabelChanges(chain, before, after, fresh));
  }
  return { feed, before: previous.length, after: next.length, changes, riskRaised };
}
