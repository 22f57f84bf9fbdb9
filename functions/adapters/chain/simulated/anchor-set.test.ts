import type { AddressLabel } from '../../../domain/labels/address-label';
import { fixtureLabels } from './anchor-labels.fixture';
import { selectAnchors } from './anchor-set';

describe('selectAnchors', () => {
  it('keeps labelled exchange wallets and risk addresses of the chain, nothing invented', () => {
    const anchors = selectAnchors(fixtureLabels, 'ethereum');

    expect(anchors.chain).toBe('ethereum');
    expect(anchors.exchanges).toContainEqual({
      address: '0x28c6c06298d514db089934071355e5743bf21d60',
      exchangeName: 'Binance',
      name: 'Binance 14',
      source: 'etherscan-names',
    });
    expect(anchors.risks.map((r) => [r.address, r.category])).toEqual(
      expect.arrayContaining([
        ['0x04dba1194ee10112fe6c3207c0687def0e78bacf', 'sanction'],
        ['0x80d7bb18521acbef32d7906502ebe94928690e93', 'fraudulent'],
        ['0xd21be7248e0197ee08e0c20d4a96debdac3d20af', 'money_laundering'],
        ['0x932d447274dcffb4aea4f0944d3c804e88056416', 'gamble'],
      ]),
    );
    const labelled = new Set(fixtureLabels.map((l) => l.address.toLowerCase()));
    for (const anchor of [...anchors.exchanges, ...anchors.risks])
      expect(labelled.has(anchor.address)).toBe(true);
  });

  it('has no TRON exchange: the feeds label none, only OFAC addresses', () => {
    const anchors = selectAnchors(fixtureLabels, 'tron');

    expect(anchors.exchanges).toEqual([]);
    expect(anchors.risks.map((r) => r.address)).toContain('TAYhjpL8pPs8T84FSM329nffQpc6jD8GBM');
    expect(anchors.risks.every((r) => r.category === 'sanction')).toBe(true);
  });

  it('skips token contracts that carry an exchange label', () => {
    const anchors = selectAnchors(fixtureLabels, 'bsc');

    expect(anchors.exchanges.map((e) => e.name)).toEqual(
      expect.arrayContaining(['Binance: Hot Wallet 2', 'Gate.io']),
    );
    expect(anchors.exchanges.map((e) => e.name)).not.toContain('Hotbit Token (HTB)');
  });

  it('gives an address with a risk category and an exchange name the risk role, the most serious category', () => {
    const base = {
      chain: 'ethereum',
      address: '0x83a2eb63b6cc296529468afa85dbde4a469d8b37',
      sourceDate: '2023-01-26',
    } as const;
    const labels: AddressLabel[] = [
      { ...base, source: 'etherscan-names', exchangeName: 'Binance' },
      { ...base, source: 'forta-etherscan', category: 'fraudulent' },
      { ...base, source: 'forta-etherscan', category: 'thefts' },
    ];

    const anchors = selectAnchors(labels, 'ethereum');

    expect(anchors.exchanges).toEqual([]);
    expect(anchors.risks).toMatchObject([{ category: 'thefts' }]);
  });

  it('does not depend on the order labels arrive in', () => {
    const reversed = [...fixtureLabels].reverse();

    for (const chain of ['tron', 'ethereum', 'bsc'] as const) {
      expect(selectAnchors(reversed, chain)).toEqual(selectAnchors(fixtureLabels, chain));
    }
  });
});
