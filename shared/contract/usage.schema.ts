import { z } from 'zod';
import { usageChains } from '../rules/chain-rules';
import { splitListParameter } from '../rules/usage-rules';
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
      .union([z.string(), z.array(z.string())])
      .transform(splitListParameter)
      .pipe(z.array(usageChainSchema, { error: 'Chains are bsc, eth or tron' }))
      .optional()
      .meta({
        description: 'Comma-separated or repeated: bsc, eth, tron (default all)',
        example: 'tron,eth',
      }),
  })
  .refine((v) => v.end_date >= v.start_date, {
    message: 'The end date must not be before the start date',
    path: ['end_date'],
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
    time: isoTimestampSchema.meta({ description: 'Start of the hour or day (UTC)' }),
    success_count: z.int().min(0),
    failed_count: z.int().min(0),
    cost: z.int().min(0).meta({ description: 'Credits' }),
    avg_query_time_ms: z.number().min(0),
  })
  .meta({ id: 'UsagePoint' });

export const usageStatsResponseSchema = z
  .object({
    summary: usageSummarySchema,
    chains: z.array(
      z.object({ chain: usageChainSchema, summary: usageSummarySchema, timeline: z.array(usagePointSchema) }),
    ),
    time_range: z.object({
      start_date: z.int().min(0).meta({ description: 'Epoch milliseconds', example: 1790985600000 }),
      end_date: z.int().min(0).meta({ description: 'Epoch milliseconds', example: 1793577599999 }),
      granularity: z.enum(['hour', 'day']),
    }),
  })
  .meta({ id: 'UsageStats' });

export type UsageStatsQuery = z.infer<typeof usageStatsQuerySchema>;
export type UsageSummary = z.infer<typeof usageSummarySchema>;
export type UsagePoint = z.infer<typeof usagePointSchema>;
export type UsageStatsResponse = z.infer<typeof usageStatsResponseSchema>;
