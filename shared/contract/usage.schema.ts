import { z } from 'zod';
import { usageChains } from '../rules/chain-rules';
import { isTimeZone } from '../rules/time-zone';
import { HOURLY_OVERRIDE_MAX_MS, splitListParameter } from '../rules/usage-rules';
import { isoTimestampSchema, queryInt } from './common.schema';

/** The usage-statistics route (spec 01 §3, §7). Times are epoch MILLISECONDS here. */

export const usageChainSchema = z.enum(usageChains).meta({
  id: 'UsageChain',
  description: 'Chain code of the statistics: bsc, eth (ethereum) or tron',
});

const epochMsParam = (description: string, example: number) =>
  queryInt().min(0, 'Dates are epoch milliseconds').meta({ description, example });

export const usageStatsQuerySchema = z
  .object({
    start_date: epochMsParam('Start of the range, epoch milliseconds', 1790985600000),
    end_date: epochMsParam('End of the range, epoch milliseconds', 1793577599999),
    api_key_id: queryInt()
      .positive('Invalid API key ID')
      .optional()
      .meta({ description: 'Only calls made with this key', example: 12 }),
    // API Gateway hands a repeated parameter over as a list; both spellings mean the same.
    chains: z
      // Bounded before splitting: three chains, each named at most twice, fit well inside.
      .union([z.string().max(64), z.array(z.string().max(16)).max(6)])
      .transform(splitListParameter)
      .pipe(z.array(usageChainSchema, { error: 'Chains are bsc, eth or tron' }))
      .optional()
      .meta({
        description: 'Comma-separated or repeated: bsc, eth, tron (default all)',
        example: 'tron,eth',
      }),
    granularity: z.enum(['hour', 'day'], { error: 'The granularity is hour or day' }).optional().meta({
      description:
        'Timeline buckets; default hour for ranges up to 2 days, day beyond. hour is allowed for ranges up to 31 days',
      example: 'day',
    }),
    time_zone: z
      .string()
      .max(64)
      .refine(isTimeZone, 'The time zone is an IANA name such as Asia/Shanghai')
      .optional()
      .meta({
        description:
          'IANA zone whose local days the day buckets are (default UTC); hour buckets are hours whatever the zone',
        example: 'Asia/Shanghai',
      }),
  })
  .refine((v) => v.end_date >= v.start_date, {
    message: 'The end date must not be before the start date',
    path: ['end_date'],
  })
  .refine((v) => v.granularity !== 'hour' || v.end_date - v.start_date <= HOURLY_OVERRIDE_MAX_MS, {
    message: 'Hourly buckets are available for ranges up to 31 days',
    path: ['granularity'],
  });

const countString = z.string().regex(/^\d+$/).meta({ example: '120' });
const decimalString = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .meta({ example: '0.9833' });

/** spec 01 §3: the summary's numbers are sent as strings. */
export const usageSummarySchema = z
  .object({
    total_calls: countString,
    success_calls: countString.meta({ example: '118' }),
    failed_calls: countString.meta({ example: '2' }),
    total_cost: countString.meta({ description: 'Credits', example: '131' }),
    avg_query_time_ms: decimalString.meta({ example: '2840.5' }),
    success_rate: decimalString.meta({ description: 'A fraction from 0 to 1', example: '0.9833' }),
  })
  .meta({ id: 'UsageSummary' });

export const usagePointSchema = z
  .object({
    time: isoTimestampSchema.meta({
      description: 'Start of the hour, or of the day in time_zone (default UTC), as a UTC instant',
    }),
    success_count: z.int().min(0),
    failed_count: z.int().min(0),
    cost: z.int().min(0).meta({ description: 'Credits' }),
    avg_query_time_ms: z.number().min(0),
  })
  .meta({ id: 'UsagePoint' });

/**
 * Beyond the spec: response-time percentiles per key over the range. They come from a fixed
 * histogram kept per key and hour (mergeable by adding), so they are bucket upper bounds: exact
 * to the bucket's width (see functions/domain/usage/latency-histogram.ts).
 */
export const usageKeyLatencySchema = z
  .object({
    api_key_id: z.int().min(1).meta({ example: 12 }),
    total_calls: countString,
    p50_query_time_ms: z.int().min(0).meta({ example: 180 }),
    p95_query_time_ms: z.int().min(0).meta({ example: 900 }),
  })
  .meta({ id: 'UsageKeyLatency' });

export const usageStatsResponseSchema = z
  .object({
    summary: usageSummarySchema,
    chains: z.array(
      z.object({ chain: usageChainSchema, summary: usageSummarySchema, timeline: z.array(usagePointSchema) }),
    ),
    no_chain: z
      .object({ summary: usageSummarySchema, timeline: z.array(usagePointSchema) })
      .meta({
        description:
          'Calls that name no chain (histories, status polls, key management): with chains, they make up the summary. Absent when the query asks for chains',
      })
      .optional(),
    keys: z.array(usageKeyLatencySchema).meta({ description: 'Per API key (calls with a key only)' }),
    time_range: z.object({
      start_date: z.int().min(0).meta({ description: 'Epoch milliseconds', example: 1790985600000 }),
      end_date: z.int().min(0).meta({ description: 'Epoch milliseconds', example: 1793577599999 }),
      granularity: z.enum(['hour', 'day']),
    }),
  })
  .meta({ id: 'UsageStats' });

/**
 * The timeline as CSV (text/csv), one row per chain and bucket with calls (chain `none`: calls
 * that name no chain):
 * `time,chain,calls,success_calls,failed_calls,credits,avg_query_time_ms` (time ISO 8601 UTC).
 */
export const USAGE_CSV_COLUMNS = [
  'time',
  'chain',
  'calls',
  'success_calls',
  'failed_calls',
  'credits',
  'avg_query_time_ms',
] as const;

export const usageCsvSchema = z.string().meta({
  description: `CSV with the header ${USAGE_CSV_COLUMNS.join(',')}`,
  example: `${USAGE_CSV_COLUMNS.join(',')}\n2026-11-20T00:00:00Z,tron,71,70,1,77,2710.2\n`,
});

export type UsageStatsQuery = z.infer<typeof usageStatsQuerySchema>;
export type UsageSummary = z.infer<typeof usageSummarySchema>;
export type UsagePoint = z.infer<typeof usagePointSchema>;
export type UsageStatsResponse = z.infer<typeof usageStatsResponseSchema>;
export type UsageKeyLatency = z.infer<typeof usageKeyLatencySchema>;
