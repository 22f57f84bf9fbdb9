import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import {
  busiestPeriod,
  type HabitPeriod,
  type HabitPeriodSummary,
  summariseHabitPeriods,
  toNumber,
} from '../../../../../shared/rules/report-metrics';
import type { ChartMode } from './chart-mode';

/** The hourly habit chart's data (spec 02 §3 habit, §9 periods). Hours are UTC. */

type Habit = QueryResult['habit'];

export interface HabitBarDatum {
  readonly [key: string]: string | number;
  readonly hour: string;
  readonly inflow: number;
  /** Negative: the chart mirrors outflow below the axis. */
  readonly outflow: number;
}

/** One bar pair per hour, inflow up and outflow down, in the chosen mode. */
export function toHabitBarData(habit: Habit, mode: ChartMode): HabitBarDatum[] {
  return habit.map((h) => ({
    hour: h.hour,
    inflow: mode === 'amount' ? toNumber(h.inflow_amount) || 0 : h.inflow_count,
    outflow: -(mode === 'amount' ? toNumber(h.outflow_amount) || 0 : h.outflow_count),
  }));
}

export const hasHabitActivity = (habit: Habit): boolean =>
  habit.some((h) => h.inflow_count + h.outflow_count > 0);

/** spec 02 §9: each period's first and last hour. */
export const PERIOD_HOURS: Readonly<Record<HabitPeriod, readonly [number, number]>> = {
  night: [0, 5],
  morning: [6, 11],
  afternoon: [12, 17],
  evening: [18, 23],
};

export interface HabitPeriods {
  readonly periods: readonly HabitPeriodSummary[];
  readonly busiest: HabitPeriod | null;
}

/**
 * spec 02 §9: the four periods with their amount, count and activity, and the busiest one: the
 * report's own metrics when it has them, otherwise worked out from the 24 hours the same way.
 */
export function habitPeriodsOf(report: Pick<QueryResult, 'habit' | 'metrics'>): HabitPeriods {
  if (report.metrics)
    return { periods: report.metrics.habit_periods, busiest: report.metrics.busiest_period };
  const periods = summariseHabitPeriods(report.habit);
  return { periods, busiest: busiestPeriod(periods) ?? null };
}

/** The hour with the most inflow and the one with the most outflow (the earliest on a tie), for the chart's summary. */
export function peakHours(data: readonly HabitBarDatum[]): { inflow: string | null; outflow: string | null } {
  let inflow: HabitBarDatum | undefined;
  let outflow: HabitBarDatum | undefined;
  for (const d of data) {
    if (d.inflow > 0 && (!inflow || d.inflow > inflow.inflow)) inflow = d;
    if (d.outflow < 0 && (!outflow || d.outflow < outflow.outflow)) outflow = d;
  }
  return { inflow: inflow?.hour ?? null, outflow: outflow?.hour ?? null };
}
