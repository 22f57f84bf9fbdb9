import type { RiskLabelChange } from '../../domain/labels/risk-label-changes';
import { rescreenMessagesOf } from './rescreen-queue';

const change = (chain: RiskLabelChange['chain'], n: number): RiskLabelChange => ({
  chain,
  address: `0x${n.toString(16).padStart(40, '0')}`,
  category: 'blocked',
  source: 'tether-freezes',
  sourceDate: '2026-11-26',
});

describe('rescreenMessagesOf', () => {
  it('groups changes by chain, at most 100 a message, in the contract form', () => {
    const changes = [
      ...Array.from({ length: 250 }, (_, n) => change('ethereum', n)),
      ...Array.from({ length: 3 }, (_, n) => change('bsc', n)),
    ];

    const messages = rescreenMessagesOf(changes);

    expect(messages.map((m) => [m.chain, m.changes.length])).toEqual([
      ['ethereum', 100],
      ['ethereum', 100],
      ['ethereum', 50],
      ['bsc', 3],
    ]);
    expect(messages[3]!.changes[0]).toEqual({
      address: change('bsc', 0).address,
      category: 'blocked',
      source: 'tether-freezes',
      source_date: '2026-11-26',
    });
  });
});
