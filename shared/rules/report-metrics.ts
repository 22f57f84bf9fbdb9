import { roundPercent, roundTo } from './rounding';
import { DAY_SECONDS } from './time';
/**
 * The derived metrics of the risk report (spec 02 §9 "Report metrics"), shared by the report
 * builder (which stores them in `metrics`) and the report screen. Pure; inputs are numbers or
 * decimal strings at display precision (whole tokens), times are epoch seconds.
 */

export type Numeric = number | string;

/** Decimal strings (the report's amounts) read as numbers; display precision only. */
export const toNumber = (value: Numeric): number =>
  typeof value === 'number' ? value : Number.parseFloat(value);

// ---- activity and age -----------------------------------------------------------------------------

/** spec 02 §9: active when the latest transaction is within 30 days. */
export const ACTIVE_WITHIN_SECONDS = 30 * DAY_SECONDS;

export const isActive = (latestTransferAt: number | null | undefined, now: number): boolean =>
  latestTransferAt != null && now - latestTransferAt <= ACTIVE_WITHIN_SECONDS;

export type AccountAgeUnit = 'under_day' | 'days' | 'months' | 'years';
export interface AccountAge {
  readonly unit: AccountAgeUnit;
  /** Whole units (0 for under_day). */
  readonly value: number;
}

/** spec 02 §9: under 1 day, days, months (30-day units), years (365-day units). */
export function accountAge(firstTransferAt: number, now: number): AccountAge {
  const days = Math.max(0, now - firstTransferAt) / DAY_SECONDS;
  if (days < 1) return { unit: 'under_day', value: 0 };
  if (days < 30) return { unit: 'days', value: Math.floor(days) };
  if (days < 365) return { unit: 'months', value: Math.floor(days / 30) };
  return { unit: 'years', value: Math.floor(days / 365) };
}

// ---- flows ---------------------------------------------------------------------------------------

/** spec 02 §9: inflow / outflow; Infinity when outflow is 0 (also when both are 0). */
export function flowRatio(inflow: Numeric, outflow: Numeric): number {
  const out = toNumber(outflow);
  return out === 0 ? Number.POSITIVE_INFINITY : toNumber(inflow) / out;
}

export type DominantFlow = 'inflow' | 'outflow' | 'balanced';

/** spec 02 §9: inflow above 1.2, outflow below 0.8, else balanced. */
export const dominantFlow = (ratio: number): DominantFlow =>
  ratio > 1.2 ? 'inflow' : ratio < 0.8 ? 'outflow' : 'balanced';

export type Band = 'high' | 'medium' | 'low';

/** spec 02 §9: high at 1000 transactions or more, medium at 100 or more, else low. */
export const transactionFrequency = (count: number): Band =>
  count >= 1000 ? 'high' : count >= 100 ? 'medium' : 'low';

export type AmountCategory = 'large' | 'medium' | 'small';

/** spec 02 §9: large at 1e6 or more, medium at 1e4 or more, else small. */
export function amountCategory(amount: Numeric): AmountCategory {
  const a = toNumber(amount);
  return a >= 1e6 ? 'large' : a >= 1e4 ? 'medium' : 'small';
}

/** spec 02 §9: the average amount per transaction, with 4 decimals ("0.0000" without transactions). */
export const averageAmount = (amount: Numeric, count: number): string =>
  roundTo(count > 0 ? toNumber(amount) / count : 0, 4).toFixed(4);

// ---- risk ratios ---------------------------------------------------------------------------------

/** spec 02 §9: risk amount (or count) over the total, as a percentage; 0 when the total is 0. */
export function riskRatioPercent(risk: Numeric, total: Numeric): number {
  const t = toNumber(total);
  return t > 0 ? (toNumber(risk) / t) * 100 : 0;
}

/**
 * spec 02 §9: risk-level bar width = ratio / 50, the ratio in percent: a fraction of the full bar,
 * so a 50% risk share fills it. Clamped to 0..1 (a bar cannot overflow its track).
 */
export const riskBarWidth = (ratioPercent: number): number => Math.min(1, Math.max(0, ratioPercent / 50));

/** spec 02 §9: per-risk average per risky address; 0 without addresses. */
export const averagePerAddress = (riskAmount: Numeric, addressCount: number): number =>
  addressCount > 0 ? toNumber(riskAmount) / addressCount : 0;

/** spec 02 §9: per-risk average per risky transaction; 0 without transactions. */
export const averagePerTransaction = (riskAmount: Numeric, transactionCount: number): number =>
  transactionCount > 0 ? toNumber(riskAmount) / transactionCount : 0;

/** The report's two exposures as shares of its volume (spec 02 §3 extended: `exposure`). */
interface ExposureShares {
  readonly direct: { readonly share_percent: number };
  readonly indirect: { readonly share_percent: number };
}

/**
 * The whole risk exposure: the direct and the indirect share added, so the headline figure is the
 * sum of the two the report shows beside it (a 0.11% indirect exposure never sits under "0%").
 */
export const totalExposurePercent = (exposure: ExposureShares): number =>
  roundPercent(exposure.direct.share_percent + exposure.indirect.share_percent);

// ---- the report's flow and risk figures, together -------------------------------------------------

/** The report's overview totals these figures read (spec 02 §3 overview). */
export interface FlowTotals {
  readonly in_info: { readonly amount: Numeric };
  readonly out_info: { readonly amount: Numeric };
  readonly total_info: { readonly count: number; readonly amount: Numeric };
}

/** The report's risk totals (spec 02 §3 risk_address_total). */
export interface RiskTotals {
  readonly amount: Numeric;
  readonly address_count: number;
  readonly amount_count: number;
}

/**
 * Every spec 02 §9 figure that follows from the overview and risk totals alone, for the report
 * builder and for the screen showing a report that came without metrics. The ratio is Infinity
 * without outflow.
 */
export function flowAndRiskFigures(overview: FlowTotals, risk: RiskTotals) {
  const ratio = flowRatio(overview.in_info.amount, overview.out_info.amount);
  const riskAmountPercent = riskRatioPercent(risk.amount, overview.total_info.amount);
  return {
    inflow_outflow_ratio: ratio,
    dominant_flow: dominantFlow(ratio),
    transaction_frequency: transactionFrequency(overview.total_info.count),
    amount_category: amountCategory(overview.total_info.amount),
    average_amount: averageAmount(overview.total_info.amount, overview.total_info.count),
    risk_amount_percent: riskAmountPercent,
    risk_count_percent: riskRatioPercent(risk.amount_count, overview.total_info.count),
    risk_bar_width: riskBarWidth(riskAmountPercent),
    risk_average_per_address: averagePerAddress(risk.amount, risk.address_count),
    risk_average_per_transaction: averagePerTransaction(risk.amount, risk.amount_count),
  };
}

// ---- hourly habit --------------------------------------------------------------------------------

export const habitPeriods = ['night', 'morning', 'afternoon', 'evening'] as const;
export type HabitPeriod = (typeof habitPeriods)[number];

/** spec 02 §9: night 0-5, morning 6-11, afternoon 12-17, evening 18-23 (UTC hours of the habit chart). */
export function habitPeriodOf(hour: number): HabitPeriod {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23)
    throw new RangeError(`Not an hour of the day: ${hour}`);
  return habitPeriods[Math.floor(hour / 6)]!;
}

/** spec 02 §9: activity level high above 1e6, medium above 1e5, else low. */
export function activityLevel(amount: Numeric): Band {
  const a = toNumber(amount);
  return a > 1e6 ? 'high' : a > 1e5 ? 'medium' : 'low';
}

export interface HabitHour {
  readonly hour: string;
  readonly inflow_amount: Numeric;
  readonly inflow_count: number;
  readonly outflow_amount: Numeric;
  readonly outflow_count: number;
}

export interface HabitPeriodSummary {
  readonly period: HabitPeriod;
  /** Inflow plus outflow, whole tokens. */
  readonly amount: number;
  readonly count: number;
  readonly activity: Band;
}

/** The habit chart's 24 hours folded into the four periods, in period order. */
export function summariseHabitPeriods(habit: readonly HabitHour[]): HabitPeriodSummary[] {
  const amount = [0, 0, 0, 0];
  const count = [0, 0, 0, 0];
  for (const h of habit) {
    const p = Math.floor(Number(h.hour) / 6);
    amount[p]! += toNumber(h.inflow_amount) + toNumber(h.outflow_amount);
    count[p]! += h.inflow_count + h.outflow_count;
  }
  return habitPeriods.map((period, i) => ({
    period,
    amount: amount[i]!,
    count: count[i]!,
    activity: activityLevel(amount[i]!),
  }));
}

/** The period with the most transfers (the earliest on a tie); undefined when there are none. */
export function busiestPeriod(periods: readonly HabitPeriodSummary[]): HabitPeriod | undefined {
  let best: HabitPeriodSummary | undefined;
  for (const p of periods) if (p.count > 0 && (!best || p.count > best.count)) best = p;
  return best?.period;
}

// ---- balance chart key points --------------------------------------------------------------------

export type BalancePointKind = 'start' | 'peak' | 'valley' | 'significant_change' | 'stable';

/** Relative change from `previous` to `current` in percent; Infinity from 0 to non-zero. */
export function percentChange(previous: number, current: number): number {
  if (previous === 0) return current === 0 ? 0 : Number.POSITIVE_INFINITY;
  return ((current - previous) / Math.abs(previous)) * 100;
}

/** spec 02 §9 thresholds of the balance key points. */
const PEAK_SHARE_OF_MAX = 0.8;
const VALLEY_FACTOR_OF_MIN = 1.2;
/** A swing turns the line when it covers 30% of the range from min to max. */
const SWING_SHARE_OF_RANGE = 0.3;
const SIGNIFICANT_PERCENT = 30;
const STABLE_PERCENT = 1;

interface Pivot {
  readonly index: number;
  readonly high: boolean;
}

/**
 * The turning points of a balance line once swings smaller than `threshold` are ignored (a
 * zig-zag filter), the last extreme included. Plateaus turn on their first day.
 */
function turningPoints(values: readonly number[], threshold: number): Pivot[] {
  const pivots: Pivot[] = [];
  let hi = 0;
  let lo = 0;
  let direction: 'up' | 'down' | undefined;
  for (let i = 1; i < values.length; i++) {
    const v = values[i]!;
    if (direction !== 'down' && v > values[hi]!) hi = i;
    if (direction !== 'up' && v < values[lo]!) lo = i;
    if (direction !== 'down' && values[hi]! - v >= threshold && threshold > 0) {
      pivots.push({ index: hi, high: true });
      direction = 'down';
      lo = i;
    } else if (direction !== 'up' && v - values[lo]! >= threshold && threshold > 0) {
      pivots.push({ index: lo, high: false });
      direction = 'up';
      hi = i;
    }
  }
  if (direction === 'up' || (direction === undefined && hi > 0)) pivots.push({ index: hi, high: true });
  else if (direction === 'down') pivots.push({ index: lo, high: false });
  return pivots.filter((p) => p.index > 0);
}

/**
 * spec 02 §9, read so that the points mean something on a real balance line, a staircase that
 * zig-zags between transfers and often touches 0:
 * - the first point is the start;
 * - peaks and valleys are the turning points of the line once swings smaller than 30% of its
 *   range are ignored: a peak is such a high above 80% of the maximum (so the maximum itself is
 *   always a peak, unless it is the start), a valley such a low at most 120% of the minimum or
 *   within 20% of the range above it (so a minimum of 0 still has valleys);
 * - a significant change is a day that moves more than 30% from the previous one, grouped: one
 *   per swing between two turning points, its largest move, so a climb over ten days is one
 *   change, not ten, and the turning point itself is not counted twice;
 * - stable: any other day that moves less than 1% from the previous one.
 * One kind per point, in that order of precedence; null for an ordinary point.
 */
export function classifyBalancePoints(balances: readonly Numeric[]): (BalancePointKind | null)[] {
  const values = balances.map(toNumber);
  if (values.length === 0) return [];
  let max = Number.NEGATIVE_INFINITY;
  let min = Number.POSITIVE_INFINITY;
  for (const v of values) {
    if (v > max) max = v;
    if (v < min) min = v;
  }
  const range = max - min;
  const valleyCeiling = Math.max(VALLEY_FACTOR_OF_MIN * min, min + 0.2 * range);
  const kinds: (BalancePointKind | null)[] = values.map(() => null);
  kinds[0] = 'start';

  const pivots = turningPoints(values, SWING_SHARE_OF_RANGE * range);
  for (const { index, high } of pivots) {
    const v = values[index]!;
    if (high && v > PEAK_SHARE_OF_MAX * max) kinds[index] = 'peak';
    else if (!high && v <= valleyCeiling) kinds[index] = 'valley';
  }
  // One significant change per swing (between turning points): its largest day move above 30%.
  let from = 0;
  for (const { index } of pivots) {
    let largest: number | undefined;
    for (let i = from + 1; i <= index; i++) {
      const move = Math.abs(values[i]! - values[i - 1]!);
      const significant = Math.abs(percentChange(values[i - 1]!, values[i]!)) > SIGNIFICANT_PERCENT;
      if (
        kinds[i] === null &&
        significant &&
        (largest === undefined || move > Math.abs(values[largest]! - values[largest - 1]!))
      )
        largest = i;
    }
    if (largest !== undefined) kinds[largest] = 'significant_change';
    from = index;
  }

  values.forEach((v, i) => {
    if (i > 0 && kinds[i] === null && Math.abs(percentChange(values[i - 1]!, v)) < STABLE_PERCENT)
      kinds[i] = 'stable';
  });
  return kinds;
}
