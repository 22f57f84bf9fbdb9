import { z } from 'zod';
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_PATTERN } from '../rules/idempotency-rules';
import { addressFieldSchema, chainSchema, refineAddress, riskLevelSchema } from './common.schema';

/**
 * Batch screening (beyond the spec): what the label database knows of up to 1,000
 * addresses, answered at once without fetching any transfers. Billing: screeningCreditsFor
 * (shared/rules/billing-rules.ts), through the credit ledger.
 */
export const SCREEN_MAX_ADDRESSES = 1000;

export const screenItemSchema = z
  .object({ chain: chainSchema, address: addressFieldSchema })
  .superRefine(refineAddress)
  .meta({ id: 'ScreenItem' });

export const screenRequestSchema = z
  .object({
    addresses: z
      .array(screenItemSchema)
      .min(1, 'Send at least one address')
      .max(SCREEN_MAX_ADDRESSES, `At most ${SCREEN_MAX_ADDRESSES} addresses per call`)
      .meta({ description: `1 to ${SCREEN_MAX_ADDRESSES} addresses, any supported chain` }),
    idempotency_key: z
      .string()
      .trim()
      .regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_MESSAGE)
      .optional()
      .meta({
        description:
          'Optional, like the Idempotency-Key header: the same key with the same addresses within 24 hours answers again, charged once (the labels are read again); with other addresses, 422 idempotency_key_reused',
        example: 'batch-2026-11-21-0001',
      }),
  })
  .meta({ id: 'ScreenRequest' });

export const screenLabelSchema = z
  .object({
    category: z
      .string()
      .nullable()
      .meta({ description: 'Risk category (spec 02 §3), null for a name-only label', example: 'fraudulent' }),
    name: z
      .string()
      .nullable()
      .meta({ description: 'The list’s name for the address', example: 'Fake_Phishing1772' }),
    exchange: z
      .string()
      .nullable()
      .meta({ description: 'Exchange name when it is an exchange address', example: null }),
    source: z.string().meta({ description: 'The feed the label comes from', example: 'scamsniffer' }),
    listed_at: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .meta({ description: 'Date (YYYY-MM-DD) of the feed snapshot that listed it', example: '2026-11-18' }),
  })
  .meta({ id: 'ScreenLabel' });

export const screenResultSchema = z
  .object({
    chain: z.string().meta({ example: 'ethereum' }),
    address: z.string().meta({
      description: 'Normalised (EVM lower-case)',
      example: '0x742d35cc6634c0532925a3b844bc454e4438f44e',
    }),
    labelled: z.boolean(),
    category: z.string().nullable().meta({
      description: 'The gravest risk category of its labels, null when none',
      example: 'fraudulent',
    }),
    direct_risk_level: riskLevelSchema.meta({
      description:
        'The level an analysed address gets for dealing directly with this one (a major counterparty, ≥ 10% of its volume): 0 when unlabelled or not risky',
    }),
    labels: z.array(screenLabelSchema),
  })
  .meta({ id: 'ScreenResult' });

export const screenResponseSchema = z
  .object({
    results: z.array(screenResultSchema).meta({ description: 'In the order sent' }),
    screened: z.int().min(0).meta({ example: 2 }),
    labelled: z.int().min(0).meta({ example: 1 }),
    credits_charged: z.int().min(0).meta({ example: 1 }),
  })
  .meta({ id: 'ScreenResponse' });

export type ScreenRequest = z.infer<typeof screenRequestSchema>;
export type ScreenResult = z.infer<typeof screenResultSchema>;
export type ScreenResponse = z.infer<typeof screenResponseSchema>;
