import { RISK_CATEGORY_RED } from '../../../../../shared/format/risk-display';
import { FLOW_HEIGHT, flowChartHeight, OTHERS_COLOR, SELF_COLOR, toSankeyData } from './flow-data';
import { testReports } from './test-reports';

describe('flow graph height (spec 02 §2)', () => {
  it('keeps the base height for a small graph: 500 px, 600 on larger screens', () => {
    expect(flowChartHeight(3, false)).toBe(500);
    expect(flowChartHeight(3, true)).toBe(600);
    expect(flowChartHeight(0, false)).toBe(500);
  });

  it('grows 20 px per node plus 300 once that is taller than the base', () => {
    expect(flowChartHeight(25, false)).toBe(800);
    expect(flowChartHeight(25, true)).toBe(800);
    expect(flowChartHeight(16, false)).toBe(620);
    expect(flowChartHeight(16, true)).toBe(620);
  });

  it('never goes past 1200 px', () => {
    expect(flowChartHeight(45, false)).toBe(1200);
    expect(flowChartHeight(500, true)).toBe(FLOW_HEIGHT.max);
  });
});

describe('Sankey data from tx_flow', () => {
  const flow = toSankeyData(testReports.sanctioned.tx_flow);

  it('keeps every node and link of the engine’s graph, amounts as numbers', () => {
    expect(flow.nodes).toHaveLength(testReports.sanctioned.tx_flow.nodes.length);
    expect(flow.links).toHaveLength(testReports.sanctioned.tx_flow.links.length);
    expect(flow.links[0]?.value).toBe(53156.42);
  });

  it('marks the sanctioned counterparties red with a warning', () => {
    const warned = flow.nodes.filter((n) => n.warning);
    expect(warned.map((n) => n.side)).toEqual(['in', 'out']);
    expect(warned.every((n) => n.fill === RISK_CATEGORY_RED && n.category === 'sanction')).toBe(true);
    expect(flow.warnings).toBe(2);
  });

  it('keeps names but not category words or shortened addresses as labels', () => {
    expect(flow.nodes.find((n) => n.warning)?.name).toBeUndefined();
    expect(flow.nodes.find((n) => n.side === 'self')?.name).toBeUndefined();
    const exchange = toSankeyData(testReports.exchange.tx_flow);
    // Two KuCoin addresses in this report: each carries the end of its address.
    expect(exchange.nodes[0]?.name).toBe('KuCoin ·e1ab');
  });

  it('treats "others" as a group without an address, counting the addresses it stands for', () => {
    const others = flow.nodes.filter((n) => n.others);
    expect(others.map((n) => [n.side, n.othersCount, n.address, n.fill])).toEqual([
      ['in', 33, undefined, OTHERS_COLOR],
      ['out', 10, undefined, OTHERS_COLOR],
    ]);
    expect(flow.senders).toBe(11 + 33);
    expect(flow.receivers).toBe(11 + 10);
  });

  it('totals what came in and went out', () => {
    const sum = (side: 'in' | 'out') =>
      testReports.sanctioned.tx_flow.links
        .filter((l) => (side === 'in' ? l.target : l.source) === testReports.sanctioned.address)
        .reduce((total, l) => total + Number(l.value), 0);
    expect(flow.inflow).toBeCloseTo(sum('in'));
    expect(flow.outflow).toBeCloseTo(sum('out'));
  });

  it('gives a counterparty on both sides one colour, and the analysed address its own', () => {
    const colour = (id: string) => flow.nodes.find((n) => n.id === id)?.fill;
    expect(colour('in:TPk1PimAA2vwLtCroTkDrEasw5ikLdhN2t')).toBe(
      colour('out:TPk1PimAA2vwLtCroTkDrEasw5ikLdhN2t'),
    );
    expect(colour('in:TPk1PimAA2vwLtCroTkDrEasw5ikLdhN2t')).not.toBe(
      colour('in:TMz6vZGQxwosNNwtDhhnesxfeLStWQB4yZ'),
    );
    expect(colour(testReports.sanctioned.address)).toBe(SELF_COLOR);
  });

  it('drops links nivo cannot draw and the nodes left without links', () => {
    const result = toSankeyData({
      nodes: [
        { id: 'A', label: 'A' },
        { id: 'S', label: 'S' },
        { id: 'B', label: 'B' },
        { id: 'lonely', label: 'lonely' },
      ],
      links: [
        { source: 'A', target: 'S', value: '10' },
        { source: 'S', target: 'B', value: '4' },
        { source: 'S', target: 'missing', value: '3' },
        { source: 'S', target: 'S', value: '3' },
        { source: 'A', target: 'B', value: '0' },
      ],
    });
    expect(result.links).toEqual([
      { source: 'A', target: 'S', value: 10 },
      { source: 'S', target: 'B', value: 4 },
    ]);
    // Without `side` (a report in the spec's bare shape), the links tell the sides and ids are addresses.
    expect(result.nodes.map((n) => [n.id, n.side, n.address])).toEqual([
      ['A', 'in', 'A'],
      ['S', 'self', 'S'],
      ['B', 'out', 'B'],
    ]);
  });
});

describe('Sankey names', () => {
  it('tells apart two addresses shown under one name, and keeps the list’s own name first', () => {
    const node = (id: string, label: string, name?: string) => ({
      id,
      label,
      address: id,
      side: 'in' as const,
      ...(name ? { name } : {}),
    });
    const flow = toSankeyData({
      nodes: [
        node('TSelf', 'TSelf…', undefined),
        node('TAaaa1111', 'Binance'),
        node('TBbbb2222', 'Binance'),
        node('TCccc3333', 'Binance', 'Binance 14'),
      ].map((n, i) => (i === 0 ? { ...n, side: 'self' as const } : n)),
      links: [
        { source: 'TAaaa1111', target: 'TSelf', value: '5' },
        { source: 'TBbbb2222', target: 'TSelf', value: '6' },
        { source: 'TCccc3333', target: 'TSelf', value: '7' },
      ],
    });
    expect(flow.nodes.map((n) => n.name)).toEqual([
      undefined,
      'Binance ·1111',
      'Binance ·2222',
      'Binance 14',
    ]);
  });
});
