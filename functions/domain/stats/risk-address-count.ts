import { compareLabelSources } from '../../../shared/i18n/label-sources';
import { type Chain, chains } from '../../../shared/rules/chain-rules';
import type { LabelRepository } from '../labels/label.ports';
import { readStoredMembership } from '../labels/stored-membership';

/**
 * How many addresses carry a risk label, per feed, read from the label snapshots screening uses
 * (the same numbers the analysis screens against). A slot is `<source>#<category|exchange>`; an
 * exchange name or the `normal` category is no risk label. Counted per chain and summed: the
 * same 0x address on ethereum and bsc is two listings.
 */
export interface RiskAddressCount {
  readonly total: number;
  readonly sources: { source: string; addresses: number }[];
}

const isRiskSlot = (slot: string): boolean => {
  const category = slot.slice(slot.indexOf('#') + 1);
  return category !== 'exchange' && category !== 'normal';
};

export async function countRiskAddresses(
  labels: Pick<LabelRepository, 'getLabelIndexHeader' | 'getLabelIndex'>,
  of: readonly Chain[] = chains,
): Promise<RiskAddressCount> {
  let total = 0;
  const bySource = new Map<string, number>();
  for (const chain of of) {
    const membership = await readStoredMembership(labels, chain);
    if (!membership) continue;
    const { members, slots } = membership;
    // One bit mask per source over its risk slots, so each member is a few AND operations.
    const sourceMasks = new Map<string, number>();
    let riskMask = 0;
    slots.forEach((slot, bit) => {
      if (!isRiskSlot(slot)) return;
      const source = slot.slice(0, slot.indexOf('#'));
      sourceMasks.set(source, (sourceMasks.get(source) ?? 0) | (1 << bit));
      riskMask |= 1 << bit;
    });
    for (const mask of members.values()) {
      if ((mask & riskMask) === 0) continue;
      total++;
      for (const [source, sourceMask] of sourceMasks)
        if (mask & sourceMask) bySource.set(source, (bySource.get(source) ?? 0) + 1);
    }
  }
  // In the sources' one reading order (OFAC first), not by size: the largest scam list ahead of
  // the sanctions list hid OFAC behind "and 2 more" on the home page.
  const sources = [...bySource]
    .map(([source, addresses]) => ({ source, addresses }))
    .sort((a, b) => compareLabelSources(a.source, b.source));
  return { total, sources };
}
