import type { UsageChain } from '../../../../shared/rules/chain-rules';
import { api } from '../../lib/api';
import { cacheLifetimes } from '../../lib/swr';
import { useApi } from '../../lib/use-api';
import type { UsageRange } from './usage-range';

export interface StatsFilter {
  readonly range: UsageRange;
  /** Empty: every chain. */
  readonly chains: readonly UsageChain[];
  readonly apiKeyId?: number;
  /** The stored display zone: day buckets are its days (spec 01 §9). */
  readonly timeZone: string;
}

/** The stats query (spec 01 §3): epoch-ms dates, the key and the comma-separated chains when chosen. */
export const statsQuery = ({ range, chains, apiKeyId, timeZone }: StatsFilter) => ({
  start_date: range.startMs,
  end_date: range.endMs,
  time_zone: timeZone,
  ...(apiKeyId !== undefined ? { api_key_id: apiKeyId } : {}),
  // The client types a query field as the schema's input and output at once; a list parameter (text
  // in, a list out) has no value of both types, hence the cast. The URL carries it comma-separated,
  // which is how the schema reads it.
  ...(chains.length > 0 ? { chains: chains.join(',') as string & UsageChain[] } : {}),
});

/**
 * GET /v1/api-usage/stats (spec 01 §9: usage statistics follow the list rule, fresh 60 s). The
 * previous answer stays on screen while a new filter loads.
 */
export const useUsageStats = (filter: StatsFilter) =>
  useApi(
    'getApiUsageStats',
    { query: statsQuery(filter) },
    { ...cacheLifetimes.list, keepPreviousData: true },
  );

/** GET /v1/api-usage/stats/export: the same figures' timeline as CSV text. */
export const exportUsageCsv = (filter: StatsFilter) =>
  api('exportApiUsageStats', { query: statsQuery(filter) });
