/**
 * The derived metrics of the risk report (spec 02 §9 "Report metrics"), shared by the report
 * builder (which stores them in `metrics`) and the report screen. Pure; inputs are numbers or
 * decimal strings at display precision (whole tokens), times are epoch seconds.
 */

export type Numeric = number | string;

/** Decimal strings (the report's amounts) read as numbers; display precision only. */
export const toNumber = (value: Numeric): number =>
  typeof value === 'number' ? value : Number.parseFloat(value);

const DAY_SECONDS = 86_400;

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
  (count > 0 ? toNumber(amount) / count : 0).toFixed(4);

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

/**
 * spec 02 §9: the first point is the start; a peak is above both neighbours and above 80% of the
 * maximum; a valley is below both neighbours and below 120% of the minimum; a significant change
 * moves more than 30% from the previous point; stable moves less than 1%. One kind per point, in
 * that order of precedence; null for an ordinary point.
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
  return values.map((v, i) => {
    if (i === 0) return 'start';
    const prev = values[i - 1]!;
    const next = values[i + 1];
    if (next !== undefined) {
      if (v > prev && v > next && v > 0.8 * max) return 'peak';
      if (v < prev && v < next && v < 1.2 * min) return 'valley';
    }
    const change = Math.abs(percentChange(prev, v));
    if (change > 30) return 'significant_change';
    if (change < 1) return 'stable';
    return null;
  });
}
