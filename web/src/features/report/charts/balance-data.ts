import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import {
  type BalancePointKind,
  classifyBalancePoints,
  percentChange,
  toNumber,
} from '../../../../../shared/rules/report-metrics';
import { DAY_MS } from '../../../../../shared/rules/time';

/**
 * The balance chart's data (spec 02 §3 historical_balance, §9 key points). Dates are calendar
 * days (YYYY-MM-DD) read as UTC midnights.
 */

export interface BalancePoint {
  readonly date: string;
  readonly balance: number;
  /** spec 02 §9: start, peak, valley, significant change, stable, or null for an ordinary day. */
  readonly kind: BalancePointKind | null;
  /** Percent change from the previous point; null for the first; Infinity from a zero balance. */
  readonly change: number | null;
}

/**
 * Every point with its kind: the report's own key points when it has metrics (matched by date),
 * otherwise classified here by the same rules.
 */
export function toBalancePoints(report: Pick<QueryResult, 'historical_balance' | 'metrics'>): BalancePoint[] {
  const history = report.historical_balance;
  const balances = history.map((h) => toNumber(h.balance) || 0);
  let kindAt: (index: number) => BalancePointKind | null;
  if (report.metrics) {
    const byDate = new Map(report.metrics.balance_key_points.map((p) => [p.date, p.kind]));
    kindAt = (i) => byDate.get(history[i]!.date) ?? null;
  } else {
    const kinds = classifyBalancePoints(balances);
    kindAt = (i) => kinds[i] ?? null;
  }
  return history.map((h, i) => ({
    date: h.date,
    balance: balances[i]!,
    kind: kindAt(i),
    change: i === 0 ? null : percentChange(balances[i - 1]!, balances[i]!),
  }));
}

/** The kinds worth listing one by one; stable days (there can be hundreds) are only counted. */
export const NOTABLE_KINDS: readonly BalancePointKind[] = ['start', 'peak', 'valley', 'significant_change'];
const notable: ReadonlySet<BalancePointKind | null> = new Set(NOTABLE_KINDS);

export const notablePoints = (points: readonly BalancePoint[]): BalancePoint[] =>
  points.filter((p) => notable.has(p.kind));

export function countKinds(points: readonly BalancePoint[]): Record<BalancePointKind, number> {
  const counts = { start: 0, peak: 0, valley: 0, significant_change: 0, stable: 0 };
  for (const p of points) if (p.kind) counts[p.kind] += 1;
  return counts;
}

export interface BalanceExtreme {
  readonly date: string;
  readonly balance: number;
}

export interface BalanceSummary {
  readonly min: BalanceExtreme;
  readonly max: BalanceExtreme;
  /** The last point of the history. */
  readonly current: BalanceExtreme;
}

/** Lowest, highest (the earliest on a tie) and latest balance; null without history. */
export function balanceSummary(points: readonly BalancePoint[]): BalanceSummary | null {
  const first = points[0];
  if (!first) return null;
  let min = first;
  let max = first;
  for (const p of points) {
    if (p.balance < min.balance) min = p;
    if (p.balance > max.balance) max = p;
  }
  const pick = ({ date, balance }: BalancePoint) => ({ date, balance });
  return { min: pick(min), max: pick(max), current: pick(points.at(-1)!) };
}

export const dateOf = (day: string): Date => new Date(`${day}T00:00:00Z`);

export interface DateTicks {
  readonly unit: 'month' | 'day';
  readonly values: readonly Date[];
}

/**
 * The x axis's ticks, at most `maxTicks`: the first of each month inside the range (every second,
 * third… month when they would crowd), or evenly spaced days when the range spans under two
 * month starts.
 */
export function dateTicks(first: string, last: string, maxTicks: number): DateTicks {
  const start = dateOf(first);
  const end = dateOf(last);
  const most = Math.max(2, Math.floor(maxTicks));
  const months: Date[] = [];
  const cursor = new Date(
    Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + (start.getUTCDate() === 1 ? 0 : 1), 1),
  );
  while (cursor <= end) {
    months.push(new Date(cursor));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  if (months.length >= 2) {
    const step = Math.ceil(months.length / most);
    return { unit: 'month', values: months.filter((_, i) => i % step === 0) };
  }
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  const count = Math.min(most, days + 1);
  if (count <= 1) return { unit: 'day', values: [start] };
  const values = Array.from({ length: count }, (_, i) => {
    const offset = Math.round((i * days) / (count - 1));
    return new Date(start.getTime() + offset * DAY_MS);
  });
  return { unit: 'day', values };
}
