import { balanceSummary, countKinds, dateTicks, notablePoints, toBalancePoints } from './balance-data';
import { testReports } from './test-reports';

const history = (balances: number[]) =>
  balances.map((balance, i) => ({
    date: `2026-01-${String(i + 1).padStart(2, '0')}`,
    balance: String(balance),
  }));

describe('balance points (spec 02 §9 key points)', () => {
  it('classifies the points itself when the report has no metrics', () => {
    const points = toBalancePoints({
      historical_balance: history([100, 100.5, 200, 120, 121, 40, 90]),
      metrics: undefined,
    });
    expect(points.map((p) => p.kind)).toEqual([
      'start',
      'stable',
      'peak',
      'significant_change',
      'stable',
      'valley',
      'significant_change',
    ]);
    expect(points[0]?.change).toBeNull();
    expect(points[2]?.change).toBeCloseTo(99.0, 0);
  });

  it('takes the report’s key points by date when it has metrics', () => {
    const report = testReports.sanctioned;
    const points = toBalancePoints(report);
    expect(points).toHaveLength(report.historical_balance.length);
    const counts = countKinds(points);
    const expected = { start: 0, peak: 0, valley: 0, significant_change: 0, stable: 0 };
    for (const p of report.metrics?.balance_key_points ?? []) expected[p.kind] += 1;
    expect(counts).toEqual(expected);
  });

  it('lists start, peaks, valleys and significant changes but not stable days', () => {
    const points = toBalancePoints({
      historical_balance: history([100, 100.5, 200, 120, 121, 40, 90]),
      metrics: undefined,
    });
    expect(notablePoints(points).map((p) => p.date)).toEqual([
      '2026-01-01',
      '2026-01-03',
      '2026-01-04',
      '2026-01-06',
      '2026-01-07',
    ]);
  });

  it('marks a change from a zero balance as infinite', () => {
    const points = toBalancePoints({ historical_balance: history([0, 50]), metrics: undefined });
    expect(points[1]?.change).toBe(Number.POSITIVE_INFINITY);
  });

  it('summarises the lowest, highest and latest balance', () => {
    const points = toBalancePoints({ historical_balance: history([5, 9, 1, 9, 3]), metrics: undefined });
    expect(balanceSummary(points)).toEqual({
      min: { date: '2026-01-03', balance: 1 },
      max: { date: '2026-01-02', balance: 9 },
      current: { date: '2026-01-05', balance: 3 },
    });
    expect(balanceSummary([])).toBeNull();
  });
});

describe('date ticks', () => {
  const iso = (dates: readonly Date[]) => dates.map((d) => d.toISOString().slice(0, 10));

  it('ticks month starts inside the range', () => {
    const ticks = dateTicks('2025-11-20', '2026-03-10', 10);
    expect(ticks.unit).toBe('month');
    expect(iso(ticks.values)).toEqual(['2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01']);
  });

  it('thins the months to fit', () => {
    const ticks = dateTicks('2025-11-20', '2026-11-20', 4);
    expect(ticks.values.length).toBeLessThanOrEqual(4);
    expect(iso(ticks.values)[0]).toBe('2025-12-01');
  });

  it('falls back to evenly spaced days over a short range', () => {
    const ticks = dateTicks('2026-01-05', '2026-01-25', 5);
    expect(ticks.unit).toBe('day');
    expect(iso(ticks.values)).toEqual(['2026-01-05', '2026-01-10', '2026-01-15', '2026-01-20', '2026-01-25']);
    expect(iso(dateTicks('2026-01-05', '2026-01-05', 5).values)).toEqual(['2026-01-05']);
  });
});
