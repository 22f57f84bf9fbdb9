import { queryResultSchema } from '../../../shared/contract/queries.schema';
import { DAY_SECONDS } from '../../../shared/rules/time';
import { buildReport } from './build-report';
import {
  evm,
  incoming,
  label,
  labelMap,
  outgoing,
  reportInput,
  SELF,
  T0,
  transfer,
  USDT,
} from './report-test-data';

const A = evm('aaaa', 'aaaa', 'a');
const B = evm('bbbb', 'bbbb', 'b');
const C = evm('cccc', 'cccc', 'c');

/** Every node reachable from itself means a cycle; a Sankey must have none. */
function hasCycle(links: readonly { source: string; target: string }[]): boolean {
  const next = new Map<string, string[]>();
  for (const l of links) next.set(l.source, [...(next.get(l.source) ?? []), l.target]);
  const state = new Map<string, 'open' | 'done'>();
  const visit = (n: string): boolean => {
    if (state.get(n) === 'open') return true;
    if (state.get(n) === 'done') return false;
    state.set(n, 'open');
    const cyclic = (next.get(n) ?? []).some(visit);
    state.set(n, 'done');
    return cyclic;
  };
  return [...next.keys()].some(visit);
}

describe('buildReport', () => {
  it('builds a valid report from an empty history', () => {
    // Act
    const report = buildReport(reportInput({ limit: 500 }));
    // Assess
    expect(queryResultSchema.parse(report)).toEqual(report);
    expect(report.risk_level).toBe(0);
    expect(report.overview.total_info).toEqual({ count: 0, amount: '0' });
    expect(report.overview.first_transfer_time).toBeNull();
    expect(report.overview.active).toBe(false);
    expect(report.tx_flow).toEqual({ nodes: [], links: [] });
    expect(report.habit.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, h) => String(h)));
    expect(report.historical_balance).toEqual([]);
    expect(report.start_time).toBe(report.created_at);
    expect(report.coverage).toMatchObject({ transfers_analysed: 0, truncated: false, limit_applied: 500 });
  });

  it('builds a valid report from one transfer', () => {
    // Prepare
    const input = reportInput({ transfers: [incoming(A, USDT(12.5), T0 + 3600 * 13 + 5)] });
    const withBalance = { ...input, history: { ...input.history, currentBalance: USDT(12.5) } };
    // Act
    const report = buildReport(withBalance);
    // Assess
    queryResultSchema.parse(report);
    expect(report.overview).toMatchObject({
      balance: '12.5',
      balance_coin: 'USDT',
      active: true,
      type: 0,
      exchange_name: null,
      first_transfer_time: '2026-01-01T13:00:05Z',
      first_transfer_address: A,
      in_info: { count: 1, amount: '12.5', latest: '2026-01-01T13:00:05Z' },
      out_info: { count: 0, amount: '0', latest: null },
    });
    expect(report.habit[13]).toEqual({
      hour: '13',
      inflow_amount: '12.5',
      inflow_count: 1,
      outflow_amount: '0',
      outflow_count: 0,
    });
    expect(report.historical_balance).toEqual([{ date: '2026-01-01', balance: '12.5' }]);
    expect(report.risk_type).toEqual([{ type: 'normal', amount: '12.5', count: 1 }]);
    expect(report.top_transaction).toEqual([
      {
        own_address: SELF,
        counterparty_address: A,
        total_amount: '12.5',
        total_count: 1,
        last_transaction_time: '2026-01-01T13:00:05Z',
      },
    ]);
  });

  it('sums 18-decimal bsc amounts exactly (0.1 + 0.2 = 0.3)', () => {
    // Prepare
    const tenth = `1${'0'.repeat(17)}`;
    const fifth = `2${'0'.repeat(17)}`;
    // Act
    const report = buildReport(
      reportInput({ chain: 'bsc', transfers: [incoming(A, tenth), incoming(B, fifth, T0 + 1)] }),
    );
    // Assess
    expect(report.overview.in_info.amount).toBe('0.3');
    expect(report.habit[0]!.inflow_amount).toBe('0.3');
    expect(report.historical_balance).toEqual([{ date: '2026-01-01', balance: '0.3' }]);
  });

  it('lays out an acyclic Sankey: a counterparty on both sides is two nodes', () => {
    // Prepare
    const transfers = [incoming(A, USDT(100)), outgoing(A, USDT(40), T0 + 1), outgoing(B, USDT(30), T0 + 2)];
    // Act
    const { tx_flow: flow } = buildReport(
      reportInput({ transfers, labels: labelMap(label(B, undefined, 'Binance')) }),
    );
    // Assess
    const ids = new Set(flow.nodes.map((n) => n.id));
    expect(ids).toEqual(new Set([`in:${A}`, SELF, `out:${A}`, `out:${B}`]));
    expect(flow.links.every((l) => ids.has(l.source) && ids.has(l.target))).toBe(true);
    expect(hasCycle(flow.links)).toBe(false);
    expect(flow.links).toContainEqual({ source: `in:${A}`, target: SELF, value: '100' });
    expect(flow.nodes.find((n) => n.id === `out:${B}`)!.label).toBe('Binance');
    expect(flow.nodes.find((n) => n.id === `in:${A}`)!.label).toBe('0xaaaa…aaaaaa');
  });

  it('groups small flows into one "others" node per side, at most 25 nodes', () => {
    // Prepare: 30 senders and 30 receivers
    const transfers = Array.from({ length: 30 }, (_, i) => [
      incoming(evm(`a${String(i).padStart(3, '0')}`), USDT(100 + i), T0 + i),
      outgoing(evm(`b${String(i).padStart(3, '0')}`), USDT(1 + i), T0 + 100 + i),
    ]).flat();
    // Act
    const { tx_flow: flow } = buildReport(reportInput({ transfers }));
    // Assess
    expect(flow.nodes).toHaveLength(25);
    expect(flow.nodes.find((n) => n.id === 'in:others')!.label).toBe('others (19)');
    expect(flow.links.find((l) => l.source === 'in:others')!.value).toBe(
      String(Array.from({ length: 19 }, (_, i) => 100 + i).reduce((a, b) => a + b)),
    );
    expect(hasCycle(flow.links)).toBe(false);
    expect(flow.links.every((l) => flow.nodes.some((n) => n.id === l.source))).toBe(true);
  });

  it('keeps a small labelled flow as its own node ahead of larger unlabelled ones', () => {
    // Prepare
    const risky = evm('dead', 'dead', 'd');
    const transfers = [
      ...Array.from({ length: 20 }, (_, i) =>
        incoming(evm(`a${String(i).padStart(3, '0')}`), USDT(1000), T0 + i),
      ),
      incoming(risky, USDT(2), T0 + 50),
    ];
    // Act
    const { tx_flow: flow } = buildReport(
      reportInput({ transfers, labels: labelMap(label(risky, 'sanction')) }),
    );
    // Assess
    expect(flow.nodes.find((n) => n.id === `in:${risky}`)).toMatchObject({ label: 'sanction', side: 'in' });
    expect(flow.nodes.find((n) => n.id === 'in:others')!.label).toBe('others (10)');
  });

  it('rebuilds the daily balance forwards from zero when the history is complete', () => {
    // Prepare
    const transfers = [incoming(A, USDT(10), T0 + 100), outgoing(B, USDT(3), T0 + 2 * DAY_SECONDS + 5)];
    // Act
    const report = buildReport(reportInput({ transfers }));
    // Assess
    expect(report.historical_balance).toEqual([
      { date: '2026-01-01', balance: '10' },
      { date: '2026-01-02', balance: '10' },
      { date: '2026-01-03', balance: '7' },
    ]);
    expect(report.coverage.balance_basis).toBe('forward_from_zero');
  });

  it('rebuilds the daily balance backwards from the current balance when the history starts later', () => {
    // Prepare
    const transfers = [incoming(A, USDT(10), T0 + 100), outgoing(B, USDT(3), T0 + 2 * DAY_SECONDS + 5)];
    const input = reportInput({ transfers, startAt: T0 });
    // Act
    const report = buildReport({ ...input, history: { ...input.history, currentBalance: USDT(100) } });
    // Assess
    expect(report.historical_balance.map((b) => b.balance)).toEqual(['103', '103', '100']);
    expect(report.coverage.balance_basis).toBe('backward_from_current');
  });

  it('honours the time range and the limit, newest transfers first', () => {
    // Prepare
    const transfers = [0, 1, 2, 3, 4, 5].map((d) => incoming(A, USDT(d + 1), T0 + d * DAY_SECONDS));
    // Act
    const report = buildReport(
      reportInput({ transfers, startAt: T0 + DAY_SECONDS, endAt: T0 + 4 * DAY_SECONDS, limit: 2 }),
    );
    // Assess: days 1..4 are in range; the limit keeps days 3 and 4
    expect(report.coverage).toMatchObject({ transfers_analysed: 2, truncated: true, limit_applied: 2 });
    expect(report.overview.in_info.amount).toBe('9');
    expect(report.start_time).toBe('2026-01-04T00:00:00Z');
    expect(report.end_time).toBe('2026-01-05T00:00:00Z');
    expect(report.historical_balance.map((b) => b.date)).toEqual(['2026-01-04', '2026-01-05']);
  });

  it('reports the requested start when nothing of the range was cut', () => {
    const report = buildReport(
      reportInput({ transfers: [incoming(A, USDT(1), T0 + DAY_SECONDS)], startAt: T0 }),
    );
    expect(report.start_time).toBe('2026-01-01T00:00:00Z');
    expect(report.end_time).toBeNull();
    expect(report.coverage.truncated).toBe(false);
  });

  it('says the history was truncated by the source or the credit budget', () => {
    // Prepare
    const input = reportInput({ transfers: [incoming(A, USDT(1))] });
    // Act
    const bySource = buildReport({ ...input, history: { ...input.history, truncated: true } });
    const byBudget = buildReport({ ...input, budgetTruncated: true, creditsCharged: 3 });
    // Assess
    expect(bySource.coverage.truncated).toBe(true);
    expect(byBudget.coverage).toMatchObject({
      truncated: true,
      credits_charged: 3,
      source: 'simulated',
      simulated: true,
    });
  });

  it('shows an exchange address as type 1 with its name', () => {
    const report = buildReport(reportInput({ labels: labelMap(label(SELF, undefined, 'OKX')) }));
    expect(report.overview).toMatchObject({ type: 1, exchange_name: 'OKX' });
  });

  it('sorts top counterparties by amount and counts both directions', () => {
    // Prepare
    const transfers = [
      incoming(A, USDT(5)),
      incoming(B, USDT(50), T0 + 1),
      outgoing(A, USDT(10), T0 + 2),
      incoming(C, USDT(7), T0 + 3),
    ];
    // Act
    const top = buildReport(reportInput({ transfers })).top_transaction;
    // Assess
    expect(top.map((t) => [t.counterparty_address, t.total_amount, t.total_count])).toEqual([
      [B, '50', 1],
      [A, '15', 2],
      [C, '7', 1],
    ]);
    expect(top[1]!.last_transaction_time).toBe('2026-01-01T00:00:02Z');
  });

  it('derives the spec 02 §9 metrics', () => {
    // Prepare
    const transfers = [
      incoming(A, USDT(300), T0 + 7 * 3600),
      outgoing(B, USDT(100), T0 + DAY_SECONDS + 20 * 3600),
    ];
    // Act
    const { metrics } = buildReport(reportInput({ transfers, now: T0 + 40 * DAY_SECONDS }));
    // Assess
    expect(metrics).toMatchObject({
      active: false,
      account_age: { unit: 'months', value: 1 },
      inflow_outflow_ratio: 3,
      dominant_flow: 'inflow',
      transaction_frequency: 'low',
      amount_category: 'small',
      average_amount: '200.0000',
      risk_amount_percent: 0,
      busiest_period: 'morning',
    });
    expect(metrics!.balance_key_points[0]).toEqual({ date: '2026-01-01', balance: '300', kind: 'start' });
  });

  it('treats a self-transfer as both in and out without a cycle', () => {
    const { tx_flow: flow, overview } = buildReport(
      reportInput({ transfers: [transfer({ from: SELF, to: SELF })] }),
    );
    expect(overview.in_info.count).toBe(1);
    expect(overview.out_info.count).toBe(1);
    expect(hasCycle(flow.links)).toBe(false);
  });
});
