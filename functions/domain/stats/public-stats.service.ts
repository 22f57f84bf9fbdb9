import type { PublicStatsResponse } from '../../../shared/contract/public-stats.schema';
import { DAY_MS, rfc3339, utcDayOf } from '../../../shared/rules/time';
import type { LabelRepository } from '../labels/label.ports';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import { bucketOf, medianMs, sumHistograms } from './analysis-time-histogram';
import { countRiskAddresses } from './risk-address-count';
import type { ServiceStatsRepository } from './service-stats.ports';

/**
 * The figures the home page shows, read live and kept for CACHE_MS in the
 * process: a burst of visitors costs one read of the aggregates, not one per visit.
 *   1. risk-labelled addresses per feed, from the label snapshots;
 *   2. analyses completed in the last 7 UTC days and their median time, from the daily histograms
 *      the analysis adds to on completion;
 *   3. monitored addresses, from their counter.
 */
export interface PublicStatsDeps {
  readonly labels: Pick<LabelRepository, 'getLabelIndexHeader' | 'getLabelIndex'>;
  readonly stats: ServiceStatsRepository;
  readonly clock: Clock;
  readonly log: Logger;
  readonly cacheMs?: number;
}

export const PUBLIC_STATS_CACHE_MS = 5 * 60_000;
const WINDOW_DAYS = 7;

export function createPublicStatsService(deps: PublicStatsDeps) {
  const { stats, clock } = deps;
  const cacheMs = deps.cacheMs ?? PUBLIC_STATS_CACHE_MS;
  let cached: { at: number; answer: Promise<PublicStatsResponse> } | undefined;

  async function compute(now: number): Promise<PublicStatsResponse> {
    const days = Array.from({ length: WINDOW_DAYS }, (_, i) => utcDayOf(now - i * DAY_MS));
    const [risk, histograms, monitored] = await Promise.all([
      countRiskAddresses(deps.labels),
      stats.analysisTimes(days),
      stats.monitoredAddresses(),
    ]);
    const week = sumHistograms(histograms);
    const median = medianMs(week);
    return {
      risk_addresses: risk,
      analysis: {
        completed_7d: week.reduce((a, b) => a + b, 0),
        median_seconds_7d: median === null ? null : Math.round(median / 10) / 100,
      },
      monitoring: { monitored_addresses: monitored },
      generated_at: rfc3339(now),
    };
  }

  function get(): Promise<PublicStatsResponse> {
    const now = clock.nowMs();
    if (!cached || now - cached.at >= cacheMs) {
      const answer = compute(now);
      cached = { at: now, answer };
      // A failed read is not kept: the next visitor tries again.
      answer.catch(() => {
        if (cached?.answer === answer) cached = undefined;
      });
    }
    return cached.answer;
  }

  /** Adds a completed analysis to its day's histogram; a failure is logged, never thrown (a figure, not a record). */
  async function recordAnalysis(createdAtMs: number, completedAtMs: number): Promise<void> {
    try {
      await stats.addAnalysisTime(
        utcDayOf(completedAtMs),
        bucketOf(Math.max(0, completedAtMs - createdAtMs)),
      );
    } catch (error) {
      deps.log.warn('analysis time not recorded', { error });
    }
  }

  return { get, recordAnalysis };
}

export type PublicStatsService = ReturnType<typeof createPublicStatsService>;
