import { z } from 'zod';
import { isoTimestampSchema } from './common.schema';

/**
 * Figures the home page can back with data, read live from the system and cached for a
 * few minutes on the server. Beyond spec.
 */
export const publicStatsResponseSchema = z
  .object({
    risk_addresses: z
      .object({
        total: z.int().min(0).meta({
          description: 'Addresses carrying a risk label, counted per chain; exchange names are not counted',
          example: 15512,
        }),
        sources: z
          .array(
            z.object({
              source: z.string().meta({ example: 'ofac' }),
              addresses: z.int().min(0).meta({ example: 280 }),
            }),
          )
          .meta({
            description:
              'Per feed, in a fixed reading order: OFAC first, then the freeze, scam and theft lists, then name tags; an address listed by two feeds counts in both',
          }),
      })
      .meta({ description: 'From the label snapshots screening uses' }),
    analysis: z.object({
      completed_7d: z
        .int()
        .min(0)
        .meta({ description: 'Analyses completed in the last 7 days', example: 1240 }),
      median_seconds_7d: z.number().min(0).nullable().meta({
        description:
          'Median time from submit to completed report over the last 7 days; null without analyses',
        example: 0.4,
      }),
    }),
    monitoring: z.object({
      monitored_addresses: z.int().min(0).meta({ description: 'Addresses under monitoring now', example: 0 }),
    }),
    generated_at: isoTimestampSchema,
  })
  .meta({ id: 'PublicStats' });

export type PublicStatsResponse = z.infer<typeof publicStatsResponseSchema>;
