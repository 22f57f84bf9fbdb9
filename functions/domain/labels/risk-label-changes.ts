import type { Chain } from '../../../shared/rules/chain-rules';
import { type RiskCategory, riskCategories } from '../../../shared/rules/query-rules';
import { graverCategory, isRiskCategory } from '../report/risk-categories';
import type { AddressLabel } from './address-label';
import { labelSlot } from './label-feed';
import type { IndexEntries } from './label-index';

/**
 * What an import made riskier: the addresses that now carry a risk category they did not carry
 * before (a new sanction, a Tether freeze, a new scam, or a graver category than they had).
 * Monitoring re-screens the monitored addresses that dealt with them (counterparty re-screening),
 * so a counterparty that turns risky after the transfer still raises a known_risk alert.
 *
 * Compared on the membership snapshots (address → `<source>#<category|exchange>` slots), not on
 * the label items: a re-import of the same feed, or a download dated a day later, changes no slot
 * and so changes nothing here. A category another source already gave the address is not new
 * (the address was already screened as that); a label removed is not a change (nothing to warn).
 */
export type RiskLabelCategory = Exclude<RiskCategory, 'normal'>;

export interface RiskLabelChange {
  readonly chain: Chain;
  readonly address: string;
  /** The gravest risk category the address carries now and did not carry before. */
  readonly category: RiskLabelCategory;
  /** The feed that gave it (the first by name, when two gave it at once). */
  readonly source: string;
  /** YYYY-MM-DD: that label's date (the feed snapshot's, or the row's own listing date). */
  readonly sourceDate: string;
}

const known = new Set<string>(riskCategories);

/** The risk category a slot stands for (`<source>#<category|exchange>`); none for an exchange name. */
function riskCategoryOfSlot(slot: string): RiskLabelCategory | undefined {
  const category = slot.slice(slot.indexOf('#') + 1);
  if (!known.has(category)) return undefined;
  return isRiskCategory(category as RiskCategory) ? (category as RiskLabelCategory) : undefined;
}

function riskCategoriesOf(slots: ReadonlySet<string> | undefined): Set<RiskLabelCategory> {
  const found = new Set<RiskLabelCategory>();
  for (const slot of slots ?? []) {
    const category = riskCategoryOfSlot(slot);
    if (category) found.add(category);
  }
  return found;
}

/**
 * The changes between a chain's previous and next snapshot entries, one per address at most,
 * sorted by address. `fresh`: the labels just parsed, where every new slot comes from (a slot
 * can only appear through a refreshed feed).
 */
export function riskLabelChanges(
  chain: Chain,
  previous: IndexEntries,
  next: IndexEntries,
  fresh: readonly AddressLabel[],
): RiskLabelChange[] {
  const freshBySlot = new Map<string, AddressLabel>();
  for (const label of fresh)
    if (label.chain === chain) freshBySlot.set(`${label.address}|${labelSlot(label)}`, label);
  const changes: RiskLabelChange[] = [];
  for (const [address, slots] of next) {
    const before = riskCategoriesOf(previous.get(address));
    const added = [...riskCategoriesOf(slots)].filter((category) => !before.has(category));
    if (added.length === 0) continue;
    const category = added.reduce((a, b) => graverCategory(a, b) as RiskLabelCategory);
    const label = [...slots]
      .filter((slot) => riskCategoryOfSlot(slot) === category)
      .sort()
      .map((slot) => freshBySlot.get(`${address}|${slot}`))
      .find((l) => l !== undefined);
    if (!label) continue;
    changes.push({ chain, address, category, source: label.source, sourceDate: label.sourceDate });
  }
  return changes.sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
}
