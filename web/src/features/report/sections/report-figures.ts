/**
 * The derived figures the sections show (spec 02 §9 "Report metrics"): the report's own
 * `metrics` when the engine sent them, else computed here with the same shared functions, so an
 * older or externally supplied report reads the same.
 */

import type { QueryResult, ReportMetrics } from '../../../../../shared/contract/queries.schema';
import { accountAge, flowAndRiskFigures, isActive } from '../../../../../shared/rules/report-metrics';

export type ReportFigures = Pick<
  ReportMetrics,
  | 'active'
  | 'account_age'
  | 'dominant_flow'
  | 'transaction_frequency'
  | 'amount_category'
  | 'average_amount'
  | 'risk_amount_percent'
  | 'risk_count_percent'
  | 'risk_bar_width'
  | 'risk_average_per_address'
  | 'risk_average_per_transaction'
> & {
  /** Inflow over outflow; Infinity when there was no outflow (spec 02 §9). */
  readonly inflow_outflow_ratio: number;
};

/** Epoch seconds of an ISO time; undefined when absent or unreadable. */
const epochSeconds = (iso: string | null | undefined): number | undefined => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
};

export function reportFigures(report: QueryResult): ReportFigures {
  const { metrics } = report;
  if (metrics)
    return {
      active: metrics.active,
      account_age: metrics.account_age,
      // The wire carries infinity as null (JSON has no Infinity).
      inflow_outflow_ratio: metrics.inflow_outflow_ratio ?? Number.POSITIVE_INFINITY,
      dominant_flow: metrics.dominant_flow,
      transaction_frequency: metrics.transaction_frequency,
      amount_category: metrics.amount_category,
      average_amount: metrics.average_amount,
      risk_amount_percent: metrics.risk_amount_percent,
      risk_count_percent: metrics.risk_count_percent,
      risk_bar_width: metrics.risk_bar_width,
      risk_average_per_address: metrics.risk_average_per_address,
      risk_average_per_transaction: metrics.risk_average_per_transaction,
    };
  const { overview } = report;
  // Ages and activity are measured at the analysis, not at the time the report is read.
  const now = epochSeconds(report.created_at) ?? Math.floor(Date.now() / 1000);
  const latest = [overview.in_info.latest, overview.out_info.latest]
    .map(epochSeconds)
    .filter((t) => t !== undefined)
    .reduce<number | null>((a, b) => (a === null || b > a ? b : a), null);
  const first = epochSeconds(overview.first_transfer_time);
  return {
    ...flowAndRiskFigures(overview, report.risk_address_total),
    active: latest === null ? overview.active : isActive(latest, now),
    account_age: first === undefined ? null : accountAge(first, now),
  };
}
