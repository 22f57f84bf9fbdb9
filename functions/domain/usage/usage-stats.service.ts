import {
  USAGE_CSV_COLUMNS,
  type UsageKeyLatency,
  type UsagePoint,
  type UsageStatsQuery,
  type UsageStatsResponse,
  type UsageSummary,
} from '../../../shared/contract/usage.schema';
import { type UsageChain, usageChains } from '../../../shared/rules/chain-rules';
import { HOUR_MS, rfc3339 } from '../../../shared/rules/time';
import { zoneDayStart } from '../../../shared/rules/time-zone';
import { type Granularity, granularityOf } from '../../../shared/rules/usage-rules';
import { addHistogram, emptyHistogram, percentileMs } from './latency-histogram';
import type { UsageCounter, UsageRepository } from './usage.ports';

/**
 * GET /v1/api-usage/stats and its CSV export (spec 01 §3): the user's own counters of the range,
 * filtered by key and chains, summed into the summary, the per-chain timelines (hours, or the
 * days of the caller's time zone) and, so that every call is drawn, the timeline of the calls
 * that name no chain, and per-key percentiles. Only the caller's partition is ever read. Credits come from the
 * ledger's moves (credit-ledger.ts): without a key filter, `total_cost` is what the balance lost
 * to spending in the range, the console's queries and the alert pushes included (key 0).
 */
interface Totals {
  calls: number;
  success: number;
  failed: number;
  credits: number;
  totalMs: number;
}
const zero = (): Totals => ({ calls: 0, success: 0, failed: 0, credits: 0, totalMs: 0 });
const add = (t: Totals, c: UsageCounter) => {
  t.calls += c.calls;
  t.success += c.success;
  t.failed += c.failed;
  t.credits += c.credits;
  t.totalMs += c.totalMs;
};
const average = (t: Totals) => (t.calls === 0 ? 0 : Math.round((t.totalMs / t.calls) * 10) / 10);

const summaryOf = (t: Totals): UsageSummary => ({
  total_calls: String(t.calls),
  success_calls: String(t.success),
  failed_calls: String(t.failed),
  total_cost: String(t.credits),
  avg_query_time_ms: String(average(t)),
  success_rate: t.calls === 0 ? '0' : String(Math.round((t.success / t.calls) * 10_000) / 10_000),
});

export function createUsageStatsService({ usage }: { usage: UsageRepository }) {
  async function countersOf(userId: string, query: UsageStatsQuery) {
    const from = Math.floor(query.start_date / HOUR_MS) * HOUR_MS;
    const to = Math.floor(query.end_date / HOUR_MS) * HOUR_MS;
    const chains = new Set<UsageChain>(query.chains?.length ? query.chains : usageChains);
    const counters = (await usage.read(userId, from, to)).filter(
      (c) =>
        (query.api_key_id === undefined || c.apiKeyId === query.api_key_id) &&
        // Calls that name no chain count in the summary unless the query asks for chains.
        (c.chain === null ? !query.chains?.length : chains.has(c.chain)),
    );
    const granularity: Granularity = query.granularity ?? granularityOf(query.start_date, query.end_date);
    const timeZone = query.time_zone ?? 'UTC';
    // Counters are UTC hours: an hour belongs to the local day it starts in (exact for whole-hour zones).
    const bucketStart = (ms: number) =>
      granularity === 'hour' ? Math.floor(ms / HOUR_MS) * HOUR_MS : zoneDayStart(ms, timeZone);
    return { counters, granularity, chains, bucketStart };
  }

  /** Per chain (null: none named): its totals and its timeline of buckets that had calls, oldest first. */
  function perChain(counters: readonly UsageCounter[], bucketStart: (ms: number) => number) {
    const chains = new Map<UsageChain | null, { totals: Totals; buckets: Map<number, Totals> }>();
    for (const c of counters) {
      const entry = chains.get(c.chain) ?? { totals: zero(), buckets: new Map<number, Totals>() };
      chains.set(c.chain, entry);
      add(entry.totals, c);
      const start = bucketStart(c.hourMs);
      const bucket = entry.buckets.get(start) ?? zero();
      entry.buckets.set(start, bucket);
      add(bucket, c);
    }
    return [...chains.entries()]
      .sort(([a], [b]) => (a ?? '~').localeCompare(b ?? '~'))
      .map(([chain, { totals, buckets }]) => ({
        chain,
        totals,
        points: [...buckets.entries()].sort(([a], [b]) => a - b),
      }));
  }

  async function stats(userId: string, query: UsageStatsQuery): Promise<UsageStatsResponse> {
    const { counters, granularity, bucketStart } = await countersOf(userId, query);
    const total = zero();
    const byKey = new Map<number, { calls: number; histogram: number[] }>();
    for (const c of counters) {
      add(total, c);
      const key = byKey.get(c.apiKeyId) ?? { calls: 0, histogram: emptyHistogram() };
      byKey.set(c.apiKeyId, key);
      key.calls += c.calls;
      addHistogram(key.histogram, c.histogram);
    }
    const keys: UsageKeyLatency[] = [...byKey.entries()]
      // Key 0 carries the credits of the console's and the service's own moves, not calls.
      .filter(([id, k]) => id > 0 && k.calls > 0)
      .sort(([a], [b]) => a - b)
      .map(([id, k]) => ({
        api_key_id: id,
        total_calls: String(k.calls),
        p50_query_time_ms: percentileMs(k.histogram, 0.5),
        p95_query_time_ms: percentileMs(k.histogram, 0.95),
      }));
    const timelineOf = (points: readonly (readonly [number, Totals])[]) =>
      points.map(
        ([time, t]): UsagePoint => ({
          time: rfc3339(time),
          success_count: t.success,
          failed_count: t.failed,
          cost: t.credits,
          avg_query_time_ms: average(t),
        }),
      );
    const series = perChain(counters, bucketStart);
    const none = series.find((s) => s.chain === null);
    return {
      summary: summaryOf(total),
      chains: series.flatMap(({ chain, totals, points }) =>
        chain === null ? [] : [{ chain, summary: summaryOf(totals), timeline: timelineOf(points) }],
      ),
      // Without a chain filter every call is in a chain or here, so the parts add up to the summary.
      ...(query.chains?.length
        ? {}
        : {
            no_chain: {
              summary: summaryOf(none?.totals ?? zero()),
              timeline: timelineOf(none?.points ?? []),
            },
          }),
      keys,
      time_range: { start_date: query.start_date, end_date: query.end_date, granularity },
    };
  }

  /** The timelines as CSV rows, oldest first, chains in alphabetical order within a bucket. */
  async function csv(userId: string, query: UsageStatsQuery): Promise<string> {
    const { counters, bucketStart } = await countersOf(userId, query);
    const rows = perChain(counters, bucketStart)
      .flatMap(({ chain, points }) => points.map(([time, t]) => ({ time, chain: chain ?? 'none', t })))
      .sort((a, b) => a.time - b.time || a.chain.localeCompare(b.chain))
      .map(({ time, chain, t }) =>
        [rfc3339(time), chain, t.calls, t.success, t.failed, t.credits, average(t)].join(','),
      );
    return `${[USAGE_CSV_COLUMNS.join(','), ...rows].join('\n')}\n`;
  }

  return { stats, csv };
}

export type UsageStatsService = ReturnType<typeof createUsageStatsService>;
