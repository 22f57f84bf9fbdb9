import type { RiskReason } from '../../../../../shared/contract/queries.schema';
import { groupReasons, raisingReasons } from './reason-groups';

const reason = (overrides: Partial<RiskReason>): RiskReason => ({
  rule: 'direct_counterparty',
  category: 'sanction',
  level: 4,
  amount: '10',
  counterparty: 'TAddr',
  evidence_tx_hashes: [],
  exposure: 'direct',
  ...overrides,
});

describe('reason groups', () => {
  it('groups by exposure kind, the most serious group first, then in kind order', () => {
    const groups = groupReasons([
      reason({ rule: 'lookalike_counterparty', exposure: 'lookalike', level: 0 }),
      reason({ rule: 'indirect_counterparty', exposure: 'indirect', level: 1 }),
      reason({ level: 2 }),
      reason({ rule: 'self_label', exposure: 'self', level: 2, counterparty: undefined }),
    ]);
    expect(groups.map((g) => [g.key, g.level])).toEqual([
      ['self', 2],
      ['direct', 2],
      ['indirect', 1],
      ['lookalike', 0],
    ]);
    expect(groups.every((g) => g.known)).toBe(true);
  });

  it('orders a group by level, then by the larger amount', () => {
    const [direct] = groupReasons([
      reason({ counterparty: 'a', level: 3, amount: '5' }),
      reason({ counterparty: 'b', level: 4, amount: '1' }),
      reason({ counterparty: 'c', level: 3, amount: '50.5' }),
    ]);
    expect(direct!.reasons.map((r) => r.counterparty)).toEqual(['b', 'c', 'a']);
  });

  it('groups a reason without an exposure kind under its rule, after the known kinds of its level', () => {
    const groups = groupReasons([
      reason({ rule: 'new_rule', exposure: undefined, level: 1 }),
      reason({ rule: 'indirect_counterparty', exposure: 'indirect', level: 1 }),
    ]);
    expect(groups.map((g) => [g.key, g.known])).toEqual([
      ['indirect', true],
      ['new_rule', false],
    ]);
  });

  it('counts only reasons above level 0 as raising the level', () => {
    const notes = [reason({ level: 0, exposure: 'lookalike' })];
    expect(raisingReasons(notes)).toEqual([]);
    expect(raisingReasons([...notes, reason({ level: 1 })])).toHaveLength(1);
  });
});
