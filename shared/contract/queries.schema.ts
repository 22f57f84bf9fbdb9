import { z } from 'zod';
import {
  END_BEFORE_START_MESSAGE,
  HABIT_HOURS,
  HISTORY_PAGE_SIZE_DEFAULT,
  isEndBeforeStart,
  LIMIT_MESSAGES,
  PAGE_SIZE_MAX,
  QUERY_LIMIT_MAX,
  QUERY_LIMIT_MIN,
  transferSources,
} from '../rules/query-rules';
import { habitPeriods } from '../rules/report-metrics';
import {
  chainSchema,
  cursorParamSchema,
  decimalAmountSchema,
  epochSecondsSchema,
  isoTimestampSchema,
  nextCursorField,
  queryHashSchema,
  queryInt,
  refineAddress,
  riskLevelSchema,
  tokenSchema,
  walletFields,
} from './common.schema';
import { riskPolicyRefSchema, verdictSchema } from './risk-policy.schema';

/** Requests and answers of the risk-query routes (spec 01 §3, §5, §7; spec 02 §3, §7). */

// ---- create -------------------------------------------------------------------------------------

export const createQueryRequestSchema = z
  .object({
    ...walletFields,
    start_at: epochSecondsSchema
      .optional()
      .meta({ description: 'Start of the range, epoch seconds (optional)' }),
    end_at: epochSecondsSchema.optional().meta({
      description: 'End of the range, epoch seconds (optional, not before start_at)',
      example: 1796169599,
    }),
    // spec 01 §5: whole numbers 1..100000; omitted means every transaction.
    limit: z
      .int({ error: LIMIT_MESSAGES.not_integer })
      .min(QUERY_LIMIT_MIN, LIMIT_MESSAGES.too_small)
      .max(QUERY_LIMIT_MAX, LIMIT_MESSAGES.too_large)
      .optional()
      .meta({ description: 'Most transfers to analyse, 1-100000 (optional: all)', example: 5000 }),
    // Beyond spec: the cost the client confirmed (GET /v1/query/estimate's credits.max).
    max_credits: z
      .int({ error: 'max_credits must be a whole number' })
      .min(1, 'max_credits must be at least 1')
      .optional()
      .meta({
        description:
          'Most credits the analysis may cost (optional): it fetches at most max_credits × 1000 transfers, the newest. Without limit and max_credits, an analysis the balance cannot pay for in full answers 409 confirm_cost instead of starting',
        example: 121,
      }),
  })
  .superRefine(refineAddress)
  .refine((v) => !isEndBeforeStart(v.start_at, v.end_at), {
    message: END_BEFORE_START_MESSAGE,
    path: ['end_at'],
  })
  .meta({ id: 'CreateQueryRequest' });

export const createQueryResponseSchema = z
  .object({ query_hash: queryHashSchema })
  .meta({ id: 'CreateQueryResponse' });

// ---- status -------------------------------------------------------------------------------------

export const queryHashParamsSchema = z.object({ hash: queryHashSchema });

/** Longest a status or result call may wait for the query to finish (a bounded long poll). */
export const QUERY_WAIT_MS_MAX = 3000;

/**
 * Beyond spec: `wait_ms` holds the answer until the query is completed or failed, at most that
 * long, so a client's first status (and result) call returns as soon as a short analysis is done.
 */
export const queryWaitQuerySchema = z.object({
  wait_ms: queryInt()
    .min(0, 'wait_ms must be at least 0')
    .max(QUERY_WAIT_MS_MAX, `wait_ms must be at most ${QUERY_WAIT_MS_MAX}`)
    .optional()
    .meta({
      description: `Wait up to this many ms (0-${QUERY_WAIT_MS_MAX}) for the query to complete or fail before answering (beyond spec)`,
    }),
});
export const queryHashQuerySchema = z.object({ query_hash: queryHashSchema });
export const queryHashWaitQuerySchema = queryHashQuerySchema.extend(queryWaitQuerySchema.shape);

export const queryStatusCodeSchema = z
  .int()
  .min(0)
  .max(3)
  .meta({ id: 'QueryStatusCode', description: '0 pending, 1 processing, 2 completed, 3 failed', example: 2 });

/** spec 02 §7: the public docs' shape, with create_at/update_at spelt as there. */
export const queryStatusSchema = z
  .object({
    query_hash: queryHashSchema,
    status: queryStatusCodeSchema,
    status_text: z.string().meta({
      description: 'pending, processing, completed or failed; for a failed query, the reason',
      example: 'completed',
    }),
    create_at: isoTimestampSchema,
    update_at: isoTimestampSchema.meta({ example: '2026-11-21T08:00:04Z' }),
  })
  .meta({ id: 'QueryStatus' });

// ---- result (the report, spec 02 §3) ------------------------------------------------------------

const countSchema = z.int().min(0).meta({ example: 42 });

export const riskAddressTotalSchema = z
  .object({
    amount: decimalAmountSchema,
    address_count: countSchema.meta({ description: 'Distinct risky counterparties' }),
    amount_count: countSchema.meta({ description: 'Transfers with risky counterparties' }),
  })
  .meta({ id: 'RiskAddressTotal' });

const flowInfoSchema = z.object({
  count: countSchema,
  amount: decimalAmountSchema,
  latest: isoTimestampSchema
    .nullable()
    .meta({ description: 'Time of the latest transfer in this direction' }),
});

export const overviewSchema = z
  .object({
    address: z.string(),
    balance: decimalAmountSchema,
    balance_coin: z.string().meta({ example: 'USDT' }),
    active: z.boolean().meta({ description: 'The latest transfer is within 30 days (spec 02 §9)' }),
    type: z.int().min(0).meta({ description: '0 ordinary, 1 exchange', example: 0 }),
    exchange_name: z.string().nullable().meta({ example: null }),
    first_transfer_time: isoTimestampSchema.nullable(),
    first_transfer_address: z.string().nullable(),
    in_info: flowInfoSchema,
    out_info: flowInfoSchema,
    total_info: z.object({ count: countSchema, amount: decimalAmountSchema }),
  })
  .meta({ id: 'Overview' });

export const txFlowSchema = z
  .object({
    nodes: z.array(
      z.object({
        id: z.string(),
        label: z.string(),
        // Beyond spec: what the node stands for, so the graph needs no parsing of ids or labels.
        side: z
          .enum(['in', 'self', 'out'])
          .optional()
          .meta({ description: 'Sender side, the analysed address, or receiver side' }),
        address: z
          .string()
          .optional()
          .meta({ description: 'The address the node stands for; absent on an "others" group' }),
        category: z
          .string()
          .optional()
          .meta({ description: 'Risk category of the address, when labelled', example: 'sanction' }),
        name: z.string().optional().meta({
          description:
            'The list’s own name for the address (e.g. "Binance 14"), so two nodes labelled alike can be told apart',
          example: 'Binance 14',
        }),
      }),
    ),
    links: z.array(z.object({ source: z.string(), target: z.string(), value: decimalAmountSchema })),
  })
  .meta({ id: 'TxFlow', description: 'Fund-flow Sankey: node ids are addresses, link values amounts' });

export const riskTypeEntrySchema = z
  .object({
    type: z
      .string()
      .meta({ description: 'Risk category (spec 02 §3); unknown ones are shown raw', example: 'gamble' }),
    amount: decimalAmountSchema,
    count: countSchema,
  })
  .meta({ id: 'RiskTypeEntry' });

/** What the label database says about a counterparty. Beyond spec. */
export const counterpartyLabelSchema = z
  .object({
    category: z
      .string()
      .optional()
      .meta({ description: 'Gravest risk category of its labels, if any', example: 'sanction' }),
    name: z.string().optional().meta({
      description: 'Entity or list name: the exchange, or the list’s own name for the address',
      example: 'Binance 14',
    }),
    source: z.string().meta({ description: 'Feed the label came from', example: 'etherscan-names' }),
    source_date: z.iso.date().meta({ description: 'Date of that feed’s snapshot', example: '2026-11-01' }),
  })
  .meta({ id: 'CounterpartyLabel' });

export const topTransactionSchema = z
  .object({
    own_address: z.string(),
    counterparty_address: z.string(),
    total_amount: decimalAmountSchema,
    total_count: countSchema,
    last_transaction_time: isoTimestampSchema,
    counterparty_label: counterpartyLabelSchema.optional().meta({
      description: 'Present when the label database knows the counterparty (beyond spec)',
    }),
    indirect_category: z.string().optional().meta({
      description:
        'Gravest risk category reached through this counterparty (an indirect finding), beyond spec',
      example: 'sanction',
    }),
  })
  .meta({ id: 'TopTransaction' });

export const habitEntrySchema = z
  .object({
    hour: z.enum(HABIT_HOURS as [string, ...string[]]).meta({ description: 'Hour of day (UTC), "0"-"23"' }),
    inflow_amount: decimalAmountSchema,
    inflow_count: countSchema,
    outflow_amount: decimalAmountSchema,
    outflow_count: countSchema,
  })
  .meta({ id: 'HabitEntry' });

export const historicalBalanceSchema = z
  .object({ date: z.iso.date().meta({ example: '2026-11-20' }), balance: decimalAmountSchema })
  .meta({ id: 'HistoricalBalance' });

/** Why the risk level is what it is (DESIGN §7: keep the reasons with the result). Beyond spec. */
export const riskReasonSchema = z
  .object({
    rule: z
      .string()
      .meta({ description: 'Identifier of the rule that fired', example: 'direct_counterparty' }),
    category: z.string().meta({ description: 'Risk category of the evidence', example: 'sanction' }),
    level: riskLevelSchema,
    amount: decimalAmountSchema,
    counterparty: z.string().optional(),
    evidence_tx_hashes: z.array(z.string()),
    exposure: z.enum(['self', 'direct', 'indirect', 'lookalike']).optional().meta({
      description: 'The address itself, a counterparty, a counterparty’s counterparty, or a lookalike',
    }),
    direction: z.enum(['incoming', 'outgoing', 'both']).optional().meta({
      description: 'Whether the tainted money came in, went out, or both (absent for the address itself)',
    }),
    hops: z.int().min(0).max(2).optional().meta({
      description:
        '0 the address itself, 1 a counterparty (direct or lookalike), 2 a counterparty’s counterparty',
      example: 1,
    }),
    first_at: isoTimestampSchema.optional().meta({ description: 'First transfer with the counterparty' }),
    last_at: isoTimestampSchema.optional().meta({ description: 'Latest transfer with the counterparty' }),
    label: z
      .object({
        address: z
          .string()
          .meta({ description: 'The labelled address (for indirect: the one behind the counterparty)' }),
        source: z.string().meta({ description: 'Feed (list) the label came from', example: 'ofac' }),
        source_date: z.iso
          .date()
          .meta({ description: 'Date of the feed snapshot that lists it', example: '2026-11-01' }),
        name: z.string().optional().meta({ description: 'The list’s own name or comment for the address' }),
      })
      .optional()
      .meta({
        description: 'The list or entity behind the label; absent for a lookalike (our own detection)',
      }),
  })
  .meta({ id: 'RiskReason' });

/** One kind of exposure, summed over every finding of that kind (not only the listed ones). */
export const exposureSummarySchema = z
  .object({
    amount: decimalAmountSchema,
    address_count: countSchema.meta({ description: 'Distinct counterparties the exposure runs through' }),
    transfer_count: countSchema.meta({ description: 'Our transfers with those counterparties' }),
    share_percent: z
      .number()
      .min(0)
      .meta({ description: 'amount over the volume (in + out), percent', example: 1.9 }),
  })
  .meta({ id: 'ExposureSummary' });

/**
 * Direct and indirect exposure. direct = risk_address_total (labelled
 * counterparties; the address's own label is not counted here). indirect = the pro-rata amounts
 * of the indirect findings. Beyond spec.
 */
export const reportExposureSchema = z
  .object({ direct: exposureSummarySchema, indirect: exposureSummarySchema })
  .meta({ id: 'ReportExposure' });

/** A policy rule that decided the verdict, with the findings behind it. Beyond spec. */
export const decidingFindingSchema = z
  .object({
    rule: z.string().meta({
      description: '<exposure>.<tier> (e.g. direct.sanction) or lookalike_paid',
      example: 'direct.sanction',
    }),
    verdict: verdictSchema,
    share_percent: z
      .number()
      .min(0)
      .meta({ description: 'Share of the volume the rule measured', example: 3.2 }),
    threshold_percent: z
      .number()
      .min(0)
      .nullable()
      .meta({ description: 'The policy’s threshold that was reached; null for lookalike_paid', example: 0 }),
    amount: decimalAmountSchema,
    reason_indexes: z
      .array(z.int().min(0))
      .meta({ description: 'Indexes into reasons of the findings behind it', example: [0] }),
  })
  .meta({ id: 'DecidingFinding' });

/** What one policy rule measured in a report, whatever verdict it gives. Beyond spec. */
export const policyMeasureSchema = decidingFindingSchema
  .pick({ rule: true, share_percent: true, amount: true, reason_indexes: true })
  .meta({ id: 'PolicyMeasure' });

/**
 * The answer to "can I accept funds from this address?". Beyond spec. The verdict is always
 * the owner's current policy's: a report read after the policy changed is judged again from its
 * measures, free, and `original` keeps the verdict it was made with.
 */
export const reportAssessmentSchema = z
  .object({
    verdict: verdictSchema,
    policy: riskPolicyRefSchema.meta({
      description:
        'The policy that gave the verdict: the owner’s current one (a report made under an older version is re-evaluated when read)',
    }),
    deciding_findings: z
      .array(decidingFindingSchema)
      .meta({ description: 'The rules that gave the verdict (empty for accept)' }),
    measures: z.array(policyMeasureSchema).optional().meta({
      description:
        'Every rule the report’s exposure reaches (share of the volume per exposure and tier, and lookalike_paid), whatever its verdict: what a re-evaluation under another policy reads. Absent on reports built before it existed, which keep the verdict they were made with',
    }),
    original: z.object({ verdict: verdictSchema, policy: riskPolicyRefSchema }).optional().meta({
      description:
        'Present when the report was re-evaluated: the verdict and policy it was made with. Re-evaluation costs nothing',
    }),
  })
  .meta({ id: 'ReportAssessment' });

/** An inbound counterparty imitating a real one (address poisoning). Beyond spec. */
export const lookalikeCounterpartySchema = z
  .object({
    address: z.string(),
    mimics: z.string().meta({ description: 'The real counterparty it imitates' }),
    first_seen: isoTimestampSchema,
    inbound_count: countSchema,
    outbound_amount: decimalAmountSchema.meta({ description: 'Sent to the lookalike: likely lost' }),
  })
  .meta({ id: 'LookalikeCounterparty' });

/** Transfers left out of the exposure amounts (not out of the totals). Beyond spec. */
export const exposureExclusionsSchema = z
  .object({
    unsolicited_dust_count: countSchema.meta({
      description: 'Inbound under 1 token from never-paid senders',
    }),
    unsolicited_dust_amount: decimalAmountSchema,
    zero_value_count: countSchema,
    lookalike_transfer_count: countSchema,
  })
  .meta({ id: 'ExposureExclusions' });

const bandSchema = z.enum(['high', 'medium', 'low']);

/** The derived metrics of spec 02 §9, computed by shared/rules/report-metrics.ts. Beyond spec. */
export const reportMetricsSchema = z
  .object({
    active: z.boolean(),
    account_age: z
      .object({ unit: z.enum(['under_day', 'days', 'months', 'years']), value: z.int().min(0) })
      .nullable()
      .meta({ description: 'From the first analysed transfer to the analysis; null without transfers' }),
    inflow_outflow_ratio: z.number().nullable().meta({ description: 'null: infinite (no outflow)' }),
    dominant_flow: z.enum(['inflow', 'outflow', 'balanced']),
    transaction_frequency: bandSchema,
    amount_category: z.enum(['large', 'medium', 'small']),
    average_amount: decimalAmountSchema.meta({
      description: 'Per transaction, 4 decimals',
      example: '12.5000',
    }),
    risk_amount_percent: z.number().min(0),
    risk_count_percent: z.number().min(0),
    risk_bar_width: z.number().min(0).max(1).meta({ description: 'Fraction of the bar: ratio / 50' }),
    risk_average_per_address: z.number().min(0),
    risk_average_per_transaction: z.number().min(0),
    habit_periods: z.array(
      z.object({
        period: z.enum(habitPeriods),
        amount: z.number().min(0),
        count: countSchema,
        activity: bandSchema,
      }),
    ),
    busiest_period: z.enum(habitPeriods).nullable(),
    balance_key_points: z.array(
      z.object({
        date: z.iso.date(),
        balance: decimalAmountSchema,
        kind: z.enum(['start', 'peak', 'valley', 'significant_change', 'stable']),
      }),
    ),
  })
  .meta({ id: 'ReportMetrics' });

/** What the report is built from and what it cost. Beyond spec. */
export const reportCoverageSchema = z
  .object({
    transfers_analysed: countSchema,
    truncated: z.boolean().meta({ description: 'More transfers existed than were analysed' }),
    source: z.enum(transferSources),
    simulated: z.boolean().meta({ description: 'Built from the simulated ledger, not chain data' }),
    limit_applied: z.int().min(1).optional().meta({ description: 'The request’s limit, when one was given' }),
    credits_charged: countSchema.meta({
      description: '1 per 1000 transfers, minimum 1 (spec 01 §9)',
      example: 1,
    }),
    balance_basis: z.enum(['forward_from_zero', 'backward_from_current']).optional().meta({
      description:
        'How historical_balance was rebuilt: from 0 when the history starts at the first transfer, else back from the current balance',
    }),
  })
  .meta({ id: 'ReportCoverage' });

export const queryResultSchema = z
  .object({
    chain: chainSchema,
    token: tokenSchema,
    address: z.string(),
    created_at: isoTimestampSchema,
    start_time: isoTimestampSchema.meta({
      description: 'Start of the analysed range: start_at, or the earliest transfer analysed',
    }),
    end_time: isoTimestampSchema
      .nullable()
      .meta({ description: 'End of the analysed range; null: up to the analysis' }),
    query_hash: queryHashSchema,
    risk_level: riskLevelSchema,
    risk_address_total: riskAddressTotalSchema,
    overview: overviewSchema,
    tx_flow: txFlowSchema,
    risk_type: z.array(riskTypeEntrySchema),
    top_transaction: z.array(topTransactionSchema),
    habit: z
      .array(habitEntrySchema)
      .length(24, 'The habit chart has 24 entries')
      .refine(
        (h) => h.every((e, i) => e.hour === String(i)),
        'Habit entries run from hour "0" to "23" in order',
      ),
    historical_balance: z.array(historicalBalanceSchema),
    reasons: z.array(riskReasonSchema),
    coverage: reportCoverageSchema,
    metrics: reportMetricsSchema.optional(),
    lookalikes: z.array(lookalikeCounterpartySchema).optional(),
    exposure_exclusions: exposureExclusionsSchema.optional(),
    exposure: reportExposureSchema
      .optional()
      .meta({ description: 'Absent on reports built before it existed' }),
    assessment: reportAssessmentSchema
      .optional()
      .meta({ description: 'Absent on reports built before it existed' }),
  })
  .meta({ id: 'QueryResult', description: 'The risk report (spec 02 §3)' });

// ---- recent report of an address --------------------------------------------------------------

export const recentQueryQuerySchema = z.object(walletFields).superRefine(refineAddress);

/** The caller's latest completed report of an address, to offer it instead of paying again. */
export const recentQueryResponseSchema = z
  .object({
    recent: z
      .object({
        query_hash: queryHashSchema,
        created_at: isoTimestampSchema,
        completed_at: isoTimestampSchema,
        risk_level: riskLevelSchema,
        verdict: verdictSchema.nullable().meta({
          description:
            'Under the caller’s current policy (the report is re-evaluated when its policy changed, free); null for reports built before verdicts',
        }),
        policy: riskPolicyRefSchema.nullable().meta({
          description: 'The policy that gave the verdict; null for reports built before verdicts',
        }),
        transfers_analysed: countSchema,
        cost_quota: countSchema,
        start_time: isoTimestampSchema.nullable().meta({ description: 'start_at of its request, if any' }),
        end_time: isoTimestampSchema.nullable().meta({ description: 'end_at of its request, if any' }),
        limit: z.int().min(1).nullable().meta({ description: 'limit of its request, if any' }),
      })
      .nullable()
      .meta({ description: 'null: no completed report of this address on this chain and token' }),
    estimated_credits: z.int().min(1).nullable().meta({
      description:
        'What a new analysis of the whole history would cost if the address has as many transfers as then (1 per 1000, minimum 1); null without a recent report',
      example: 33,
    }),
  })
  .meta({ id: 'RecentQuery' });

// ---- what an analysis would cost (beyond spec) --------------------------------------------------

export const queryEstimateQuerySchema = z
  .object({
    ...walletFields,
    start_at: queryInt()
      .min(0, 'start_at must be epoch seconds')
      .optional()
      .meta({ description: 'Start of the range, epoch seconds (optional)' }),
    end_at: queryInt()
      .min(0, 'end_at must be epoch seconds')
      .optional()
      .meta({ description: 'End of the range, epoch seconds (optional, not before start_at)' }),
    limit: queryInt()
      .min(QUERY_LIMIT_MIN, LIMIT_MESSAGES.too_small)
      .max(QUERY_LIMIT_MAX, LIMIT_MESSAGES.too_large)
      .optional()
      .meta({ description: 'Most transfers to analyse, 1-100000 (optional: all)' }),
  })
  .superRefine(refineAddress)
  .refine((v) => !isEndBeforeStart(v.start_at, v.end_at), {
    message: END_BEFORE_START_MESSAGE,
    path: ['end_at'],
  });

export const estimateBases = ['earlier_report', 'chain_source', 'range'] as const;
export type EstimateBasis = (typeof estimateBases)[number];

/** What an analysis of the address would cost, before it is asked for. */
export const queryEstimateSchema = z
  .object({
    chain: chainSchema,
    token: tokenSchema,
    address: z.string().meta({ description: 'Normalised (EVM lower-case)' }),
    basis: z.enum(estimateBases).meta({
      description:
        'Where the figure comes from: earlier_report, the caller’s latest completed report of the address that covers this range (about as many transfers as then); chain_source, a count from the chain source now (exact); range, nothing is known, so a stated range up to the limit or 100000',
      example: 'earlier_report',
    }),
    transfers: z
      .object({
        min: countSchema,
        max: countSchema,
        exact: z.boolean().meta({ description: 'Counted now by the chain source', example: false }),
      })
      .meta({ description: 'Transfers the analysis would fetch: one figure (min = max) or a range' }),
    credits: z
      .object({ min: z.int().min(1).meta({ example: 121 }), max: z.int().min(1).meta({ example: 121 }) })
      .meta({ description: 'What they cost: 1 credit per 1000 transfers, minimum 1' }),
    earlier_report: z
      .object({
        query_hash: queryHashSchema,
        completed_at: isoTimestampSchema,
        transfers_analysed: countSchema,
      })
      .nullable()
      .meta({ description: 'The caller’s latest completed report of the address; null: never analysed' }),
    balance: countSchema.meta({ description: 'The caller’s credits now', example: 4840 }),
    covered: z.boolean().meta({
      description: 'The balance pays for credits.max: the analysis would not be cut short by it',
      example: true,
    }),
    affordable_limit: z.int().min(1).nullable().meta({
      description:
        'The limit that analyses the newest transfers the balance pays for (1000 a credit, at most 100000); null without a credit',
      example: 100000,
    }),
  })
  .meta({ id: 'QueryEstimate' });

// ---- histories ----------------------------------------------------------------------------------

/**
 * spec 01 §7: `offset` carries the PAGE NUMBER from 1. The public docs' example sends offset 0
 * (spec 02 §7), which reads as page 1. Beyond spec: `cursor` (the previous answer's
 * `next_cursor`) reads the next page at the cost of that page alone, however deep it is.
 */
export const listQueryHistoriesQuerySchema = z.object({
  limit: queryInt()
    .min(1, 'The page size must be at least 1')
    .max(PAGE_SIZE_MAX, `The page size must be at most ${PAGE_SIZE_MAX}`)
    .default(HISTORY_PAGE_SIZE_DEFAULT)
    .meta({ description: `Page size, 1-${PAGE_SIZE_MAX}`, example: HISTORY_PAGE_SIZE_DEFAULT }),
  offset: queryInt()
    .min(0, 'The page number starts at 1')
    .default(1)
    .transform((n) => Math.max(1, n))
    .meta({ description: 'Page number from 1 (0 is read as 1); ignored with a cursor', example: 1 }),
  address: z
    .string()
    .trim()
    .max(128)
    .optional()
    .transform((a) => (a === '' ? undefined : a))
    .meta({
      description:
        'Only queries of this address; a shorter text lists the queries of every address starting with it (pages by number only when several match)',
      example: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
    }),
  cursor: cursorParamSchema,
});

export const queryHistoryItemSchema = z
  .object({
    id: z.string().meta({ example: '01JD3M6B9Q8Z3X4W5V6T7S8R9P' }),
    address: z.string(),
    chain: chainSchema,
    token: tokenSchema,
    created_at: isoTimestampSchema,
    updated_at: isoTimestampSchema,
    start_time: isoTimestampSchema.nullable().meta({ description: 'start_at of the request, if any' }),
    end_time: isoTimestampSchema.nullable().meta({ description: 'end_at of the request, if any' }),
    risk_level: riskLevelSchema.nullable().meta({ description: 'null until the query completes' }),
    status: queryStatusCodeSchema,
    api_key_id: z.int().min(0).meta({ description: 'The API key used; 0 means the web console', example: 0 }),
    cost_quota: countSchema.meta({ description: 'Credits charged', example: 1 }),
    query_hash: queryHashSchema,
  })
  .meta({ id: 'QueryHistoryItem' });

export const listQueryHistoriesResponseSchema = z
  .object({
    query_histories: z.array(queryHistoryItemSchema),
    total_count: countSchema,
    ...nextCursorField,
  })
  .meta({ id: 'QueryHistories' });

export type CreateQueryRequest = z.infer<typeof createQueryRequestSchema>;
export type CreateQueryResponse = z.infer<typeof createQueryResponseSchema>;
export type QueryStatus = z.infer<typeof queryStatusSchema>;
export type QueryResult = z.infer<typeof queryResultSchema>;
export type CounterpartyLabel = z.infer<typeof counterpartyLabelSchema>;
export type ReportExposure = z.infer<typeof reportExposureSchema>;
export type ReportAssessment = z.infer<typeof reportAssessmentSchema>;
export type DecidingFinding = z.infer<typeof decidingFindingSchema>;
export type QueryEstimateQuery = z.infer<typeof queryEstimateQuerySchema>;
export type QueryEstimate = z.infer<typeof queryEstimateSchema>;
export type PolicyMeasure = z.infer<typeof policyMeasureSchema>;
export type RecentQueryQuery = z.infer<typeof recentQueryQuerySchema>;
export type RecentQueryResponse = z.infer<typeof recentQueryResponseSchema>;
export type RiskReason = z.infer<typeof riskReasonSchema>;
export type ReportCoverage = z.infer<typeof reportCoverageSchema>;
export type ReportMetrics = z.infer<typeof reportMetricsSchema>;
export type LookalikeCounterparty = z.infer<typeof lookalikeCounterpartySchema>;
export type ListQueryHistoriesQuery = z.infer<typeof listQueryHistoriesQuerySchema>;
export type QueryHistoryItem = z.infer<typeof queryHistoryItemSchema>;
export type ListQueryHistoriesResponse = z.infer<typeof listQueryHistoriesResponseSchema>;
