import type { UsagePoint, UsageStatsResponse, UsageSummary } from '../../../../shared/contract/usage.schema';
import { chainHex, chartPalette } from '../../../../shared/format/usage-format';
import type { UsageChain } from '../../../../shared/rules/chain-rules';
import { responseTimeBand, successRateBand } from '../../../../shared/rules/usage-rules';

/**
 * What the stats screen derives from the answer (spec 01 §3, §9): the summary's strings as
 * numbers, the bands, the display of counts and times, and the trend series per chain.
 */

export interface SummaryFigures {
  readonly calls: number;
  readonly success: number;
  readonly failed: number;
  readonly cost: number;
  readonly avgMs: number;
  /** Percent, 0–100. */
  readonly ratePercent: number;
  /** spec 01 §3: total cost divided by calls; 0 without calls. */
  readonly costPerCall: number;
}

const num = (text: string): number => {
  const n = Number(text);
  return Number.isFinite(n) ? n : 0;
};

export function summaryFigures(summary: UsageSummary): SummaryFigures {
  const calls = num(summary.total_calls);
  const cost = num(summary.total_cost);
  return {
    calls,
    success: num(summary.success_calls),
    failed: num(summary.failed_calls),
    cost,
    avgMs: num(summary.avg_query_time_ms),
    ratePercent: num(summary.success_rate) * 100,
    costPerCall: calls > 0 ? cost / calls : 0,
  };
}

export const rateBand = successRateBand;
export const timeBand = responseTimeBand;

export const ratePalette = { excellent: 'green', good: 'blue', average: 'yellow', attention: 'red' } as const;
export const timePalette = { fast: 'green', normal: 'blue', slow: 'orange', very_slow: 'red' } as const;

/**
 * A success rate as a percentage with one decimal, "98.3%": a rate reads to a tenth (report shares
 * and policy thresholds read through lib/percent-format.ts).
 */
export const formatRate = (percent: number): string => `${(Math.round(percent * 10) / 10).toFixed(1)}%`;

/** spec 01 §9: 1000 ms or more in seconds ("2.8s"), else whole milliseconds ("850ms"). */
export const formatMs = (ms: number): string =>
  ms >= 1000 ? `${(ms / 1000).toFixed(ms >= 10_000 ? 1 : 2).replace(/\.?0+$/, '')}s` : `${Math.round(ms)}ms`;

export type TrendMetric = 'calls' | 'cost' | 'time';

const pointValue = (point: UsagePoint, metric: TrendMetric): number =>
  metric === 'calls'
    ? point.success_count + point.failed_count
    : metric === 'cost'
      ? point.cost
      : Math.round(point.avg_query_time_ms);

/** A chain's series, or `other`: the calls that name no chain (histories, status polls). */
export type SeriesId = UsageChain | 'other';

export interface TrendSeries {
  readonly id: SeriesId;
  readonly color: string;
  readonly data: { x: Date; y: number }[];
}

/**
 * The calls that name no chain: the palette's first colour no chain takes (grey is every other
 * chain's, bsc's among them).
 */
export const OTHER_HEX = chartPalette[4];

/** Every part of the answer that has a timeline: the chains, then the calls naming none. */
export function seriesParts(stats: UsageStatsResponse) {
  const parts: { id: SeriesId; summary: UsageSummary; timeline: readonly UsagePoint[] }[] = [
    ...stats.chains.map((c) => ({ id: c.chain, summary: c.summary, timeline: c.timeline })),
  ];
  if (stats.no_chain && stats.no_chain.timeline.length > 0) parts.push({ id: 'other', ...stats.no_chain });
  return parts;
}

/**
 * One series per chain and one for the calls that name no chain, so the charts count every call.
 * Buckets where a part had no calls are absent from its timeline; they are 0 calls and 0
 * credits, but have no response time, so the time series simply skips them.
 */
export function trendSeries(stats: UsageStatsResponse, metric: TrendMetric): TrendSeries[] {
  const parts = seriesParts(stats);
  const times = [...new Set(parts.flatMap((c) => c.timeline.map((p) => p.time)))].sort();
  return parts.map((part) => {
    const byTime = new Map(part.timeline.map((p) => [p.time, p]));
    const data = times.flatMap((time) => {
      const point = byTime.get(time);
      if (!point) return metric === 'time' ? [] : [{ x: new Date(time), y: 0 }];
      return [{ x: new Date(time), y: pointValue(point, metric) }];
    });
    return { id: part.id, color: part.id === 'other' ? OTHER_HEX : chainHex(part.id), data };
  });
}

/**
 * A bucket's label in the chosen zone: an hour, or a day. The stats query asks for days of the
 * same zone (statsQuery), so a day bucket starts at that zone's midnight and keeps its date.
 */
export function bucketLabel(time: Date, granularity: 'hour' | 'day', timeZone: string): string {
  // zh-CN digits in every language, as every date of the console (date-format.ts).
  return new Intl.DateTimeFormat(
    'zh-CN',
    granularity === 'hour'
      ? { timeZone, month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
      : { timeZone, month: '2-digit', day: '2-digit' },
  ).format(time);
}

/** The CSV's file name: `api-usage-<from>-<to>.csv`, days of the range in the zone. */
export const csvFileName = (fromDay: string, toDay: string): string => `api-usage-${fromDay}-${toDay}.csv`;
