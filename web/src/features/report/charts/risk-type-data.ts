import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import {
  type RiskSeverity,
  riskCategoryColor,
  riskSeverity,
} from '../../../../../shared/format/risk-display';
import { toNumber } from '../../../../../shared/rules/report-metrics';
import type { ChartMode } from './chart-mode';

/**
 * The risk-type chart's rows (spec 02 §2, §3): one per type, largest first in the chosen mode,
 * "normal" left out unless asked for, at most 10.
 */

/** spec 02 §2: the risk-type table shows at most 10 rows (the chart shows the same rows). */
export const RISK_TYPE_ROWS_MAX = 10;

export interface RiskTypeRow {
  readonly type: string;
  readonly amount: number;
  readonly count: number;
  /** This type's part of all transfers (normal included) in the chosen mode, 0..1. */
  readonly share: number;
  readonly severity: RiskSeverity;
  /** spec 02 §3: normal grey, every other type red. */
  readonly color: string;
}

export interface RiskTypeRows {
  readonly rows: readonly RiskTypeRow[];
  /** Types left out by the 10-row limit. */
  readonly more: number;
}

export interface RiskTypeOptions {
  readonly mode: ChartMode;
  readonly showNormal: boolean;
}

export function toRiskTypeRows(
  entries: QueryResult['risk_type'],
  { mode, showNormal }: RiskTypeOptions,
): RiskTypeRows {
  // A type listed twice is one bar; the engine sends each once, an external report may not.
  const byType = new Map<string, { amount: number; count: number }>();
  for (const entry of entries) {
    const sum = byType.get(entry.type) ?? { amount: 0, count: 0 };
    sum.amount += toNumber(entry.amount) || 0;
    sum.count += entry.count;
    byType.set(entry.type, sum);
  }
  let total = 0;
  for (const sum of byType.values()) total += sum[mode];
  const all = [...byType]
    .filter(([type, sum]) => (showNormal || type !== 'normal') && (sum.amount > 0 || sum.count > 0))
    .map(
      ([type, sum]): RiskTypeRow => ({
        type,
        amount: sum.amount,
        count: sum.count,
        share: total > 0 ? sum[mode] / total : 0,
        severity: riskSeverity(type),
        color: riskCategoryColor(type),
      }),
    )
    .sort((a, b) => b[mode] - a[mode] || a.type.localeCompare(b.type));
  return { rows: all.slice(0, RISK_TYPE_ROWS_MAX), more: Math.max(0, all.length - RISK_TYPE_ROWS_MAX) };
}

export interface RiskTypeBarDatum {
  readonly [key: string]: string | number;
  readonly type: string;
  readonly value: number;
}

/**
 * The horizontal bar chart's data. nivo draws the first datum of a horizontal chart at the
 * bottom, so the rows go in reversed to put the largest on top, as in the table.
 */
export const toRiskTypeBarData = (rows: readonly RiskTypeRow[], mode: ChartMode): RiskTypeBarDatum[] =>
  rows.map((row) => ({ type: row.type, value: row[mode] })).reverse();
