import { ethereumLabel as label } from '../../testing/address-labels';
import { labelSlot } from './label-feed';
import { entriesOfLabels } from './label-index';
import { riskLabelChanges } from './risk-label-changes';

const A = '0x00000000000000000000000000000000000000aa';
const B = '0x00000000000000000000000000000000000000bb';
const C = '0x00000000000000000000000000000000000000cc';

describe('riskLabelChanges', () => {
  it('finds addresses that gained a risk category, with the gravest new one and its source', () => {
    // Prepare: A was a scam and becomes sanctioned too; B is new and both frozen and a scam.
    const before = [label(A, 'scamsniffer', 'fraudulent')];
    const after = [
      ...before,
      label(A, 'ofac', 'sanction'),
      label(B, 'tether-freezes', 'blocked'),
      label(B, 'etherscamdb', 'fraudulent'),
    ];

    // Act
    const changes = riskLabelChanges('ethereum', entriesOfLabels(before), entriesOfLabels(after), after);

    // Assess
    expect(changes).toEqual([
      { chain: 'ethereum', address: A, category: 'sanction', source: 'ofac', sourceDate: '2026-03-09' },
      {
        chain: 'ethereum',
        address: B,
        category: 'blocked',
        source: 'tether-freezes',
        sourceDate: '2026-03-09',
      },
    ]);
  });

  it('ignores a re-import, another source repeating a category, exchange names and removals', () => {
    const before = [label(A, 'ofac', 'sanction'), label(C, 'mew-darklist', 'fraudulent')];
    const after = [
      label(A, 'ofac', 'sanction'),
      label(A, 'etherscan-names', 'sanction'),
      label(B, 'defillama-cex'),
    ];

    expect(riskLabelChanges('ethereum', entriesOfLabels(before), entriesOfLabels(after), after)).toEqual([]);
  });

  it('counts a category as new even when a graver one stays', () => {
    const before = [label(A, 'ofac', 'sanction')];
    const after = [...before, label(A, 'tornado-cash-pools', 'money_laundering')];

    expect(
      riskLabelChanges('ethereum', entriesOfLabels(before), entriesOfLabels(after), after).map(
        (c) => c.category,
      ),
    ).toEqual(['money_laundering']);
  });

  it('reads the slot, so a label dated a day later is no change', () => {
    const before = entriesOfLabels([label(A, 'ofac', 'sanction')]);
    const later = { ...label(A, 'ofac', 'sanction'), sourceDate: '2026-03-10' };
    expect(before.get(A)?.has(labelSlot(later))).toBe(true);
    expect(riskLabelChanges('ethereum', before, entriesOfLabels([later]), [later])).toEqual([]);
  });
});
