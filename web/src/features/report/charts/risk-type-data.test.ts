import { RISK_TYPE_ROWS_MAX, toRiskTypeBarData, toRiskTypeRows } from './risk-type-data';

const entries = [
  { type: 'normal', amount: '900', count: 90 },
  { type: 'sanction', amount: '60', count: 2 },
  { type: 'gamble', amount: '40', count: 8 },
];

describe('risk-type rows (spec 02 §2, §3)', () => {
  it('leaves normal out unless asked for', () => {
    expect(toRiskTypeRows(entries, { mode: 'amount', showNormal: false }).rows.map((r) => r.type)).toEqual([
      'sanction',
      'gamble',
    ]);
    expect(toRiskTypeRows(entries, { mode: 'amount', showNormal: true }).rows.map((r) => r.type)).toEqual([
      'normal',
      'sanction',
      'gamble',
    ]);
  });

  it('orders by the chosen mode, largest first', () => {
    expect(toRiskTypeRows(entries, { mode: 'count', showNormal: false }).rows.map((r) => r.type)).toEqual([
      'gamble',
      'sanction',
    ]);
  });

  it('gives each type its share of all transfers, normal included, in the chosen mode', () => {
    const [sanction] = toRiskTypeRows(entries, { mode: 'amount', showNormal: false }).rows;
    expect(sanction?.share).toBeCloseTo(0.06);
    const [gamble] = toRiskTypeRows(entries, { mode: 'count', showNormal: false }).rows;
    expect(gamble?.share).toBeCloseTo(0.08);
  });

  it('colours normal grey and every other type red, with the spec severities', () => {
    const rows = toRiskTypeRows([...entries, { type: 'something_new', amount: '1', count: 1 }], {
      mode: 'amount',
      showNormal: true,
    }).rows;
    const byType = Object.fromEntries(rows.map((r) => [r.type, r]));
    expect(byType.normal).toMatchObject({ color: 'gray', severity: 'low' });
    expect(byType.gamble).toMatchObject({ color: '#C00F0C', severity: 'medium' });
    expect(byType.sanction).toMatchObject({ color: '#C00F0C', severity: 'high' });
    expect(byType.something_new).toMatchObject({ color: '#C00F0C', severity: 'high' });
  });

  it('keeps at most 10 rows and counts the rest', () => {
    const many = Array.from({ length: 13 }, (_, i) => ({
      type: `type_${i}`,
      amount: String(100 - i),
      count: 1,
    }));
    const { rows, more } = toRiskTypeRows(many, { mode: 'amount', showNormal: false });
    expect(rows).toHaveLength(RISK_TYPE_ROWS_MAX);
    expect(rows[0]?.type).toBe('type_0');
    expect(more).toBe(3);
  });

  it('adds up a type listed twice and skips empty ones', () => {
    const { rows } = toRiskTypeRows(
      [
        { type: 'thefts', amount: '10', count: 1 },
        { type: 'thefts', amount: '5', count: 2 },
        { type: 'attack', amount: '0', count: 0 },
      ],
      { mode: 'amount', showNormal: false },
    );
    expect(rows).toEqual([expect.objectContaining({ type: 'thefts', amount: 15, count: 3 })]);
  });

  it('puts the largest bar on top (nivo draws the first datum at the bottom)', () => {
    const { rows } = toRiskTypeRows(entries, { mode: 'amount', showNormal: true });
    expect(toRiskTypeBarData(rows, 'amount').map((d) => d.type)).toEqual(['gamble', 'sanction', 'normal']);
    expect(toRiskTypeBarData(rows, 'count').at(-1)).toEqual({ type: 'normal', value: 90 });
  });
});
