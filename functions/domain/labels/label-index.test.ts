import { ethereumLabel as label } from '../../testing/address-labels';
import {
  decodeLabelIndex,
  encodeLabelIndex,
  entriesOfLabels,
  entriesOfMembership,
  mergeLabelIndex,
  PART_BYTES,
  slotsOfMask,
} from './label-index';

const evm = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

describe('encodeLabelIndex / decodeLabelIndex', () => {
  it('round-trips EVM addresses with their slots', () => {
    // Prepare
    const entries = entriesOfLabels([
      label(evm(1), 'ofac', 'sanction'),
      label(evm(1), 'etherscan-names'),
      label(evm(2), 'scamsniffer', 'fraudulent'),
    ]);
    // Act
    const membership = decodeLabelIndex('ethereum', encodeLabelIndex('ethereum', entries));
    // Assess
    expect(membership.members.size).toBe(2);
    expect(slotsOfMask(membership.slots, membership.members.get(evm(1))!)).toEqual([
      'etherscan-names#exchange',
      'ofac#sanction',
    ]);
    expect(entriesOfMembership(membership)).toEqual(entries);
  });

  it('round-trips TRON addresses', () => {
    const entries = entriesOfLabels([
      {
        chain: 'tron',
        address: 'TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM',
        source: 'ofac',
        sourceDate: 'x',
        category: 'sanction',
      },
    ]);
    const membership = decodeLabelIndex('tron', encodeLabelIndex('tron', entries));
    expect([...membership.members.keys()]).toEqual(['TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM']);
  });

  it('splits large snapshots into parts below the item limit', () => {
    const labels = Array.from({ length: 30_000 }, (_, i) =>
      label(evm(i + 1), 'forta-etherscan', 'fraudulent'),
    );
    const index = encodeLabelIndex('ethereum', entriesOfLabels(labels));
    expect(index.parts.length).toBe(3);
    for (const part of index.parts) expect(part.byteLength).toBeLessThanOrEqual(PART_BYTES);
    expect(decodeLabelIndex('ethereum', index).members.size).toBe(30_000);
  });

  it('is content-addressed: the same labels in any order give the same version and bytes', () => {
    const labels = [label(evm(2), 'ofac', 'sanction'), label(evm(1), 'mew-darklist', 'fraudulent')];
    const a = encodeLabelIndex('ethereum', entriesOfLabels(labels));
    const b = encodeLabelIndex('ethereum', entriesOfLabels([...labels].reverse()));
    expect(b.version).toBe(a.version);
    expect(b.parts).toEqual(a.parts);
    const c = encodeLabelIndex('ethereum', entriesOfLabels([label(evm(3), 'ofac', 'sanction')]));
    expect(c.version).not.toBe(a.version);
  });
});

describe('mergeLabelIndex', () => {
  it('replaces the refreshed sources, keeps the others and reports what disappeared', () => {
    // Prepare: a delisted OFAC address (1), a still-listed one (2), and ScamSniffer not refreshed (3).
    const previous = entriesOfLabels([
      label(evm(1), 'ofac', 'sanction'),
      label(evm(2), 'ofac', 'sanction'),
      label(evm(3), 'scamsniffer', 'fraudulent'),
    ]);
    // Act
    const { entries, stale } = mergeLabelIndex(previous, new Set(['ofac']), [
      label(evm(2), 'ofac', 'sanction'),
    ]);
    // Assess
    expect([...entries.keys()].sort()).toEqual([evm(2), evm(3)]);
    expect(stale).toEqual([{ address: evm(1), slot: 'ofac#sanction' }]);
  });
});
