import { z } from 'zod';
import {
  defaultRiskPolicyThresholds,
  type PolicyBand,
  policyTiers,
  type RiskPolicyThresholds,
  verdicts,
} from '../rules/risk-policy';
import type { RiskPolicyChange } from '../rules/risk-policy-diff';
import { isoTimestampSchema, pageSizeParamSchema } from './common.schema';

/** Versions the policy history answers when not asked for a number. */
export const RISK_POLICY_VERSIONS_PAGE = 20;

/** The risk policy: what the verdict of a report is made of. Beyond spec. */

export const verdictSchema = z.enum(verdicts).meta({
  id: 'Verdict',
  description: 'accept, review or reject: what the policy recommends for funds from this address',
  example: 'reject',
});

export const riskPolicyRefSchema = z
  .object({
    id: z
      .string()
      .meta({ description: '"default" (built in) or "custom" (the user’s own)', example: 'default' }),
    version: z.int().min(1).meta({
      description:
        'Version in the user’s one sequence of policies: 1 is the built-in default, each save the next number (2, 3, ...), never reused',
      example: 1,
    }),
  })
  .meta({ id: 'RiskPolicyRef' });

const sharePercentSchema = z
  .number()
  .min(0, 'A share is at least 0 percent')
  .max(100, 'A share is at most 100 percent')
  .nullable();

const bandSchema = z
  .object({
    review_at_percent: sharePercentSchema.meta({
      description:
        'Share of the volume at or above which the exposure asks for review; 0 any amount, null never',
      example: 0,
    }),
    reject_at_percent: sharePercentSchema.meta({
      description: 'Share of the volume at or above which it is rejected; 0 any amount, null never',
      example: 10,
    }),
  })
  .refine(
    (b: PolicyBand) =>
      b.review_at_percent === null ||
      b.reject_at_percent === null ||
      b.review_at_percent <= b.reject_at_percent,
    { message: 'The review threshold must not be above the reject threshold', path: ['review_at_percent'] },
  )
  .meta({ id: 'RiskPolicyBand' });

const tiersSchema = z.object(
  Object.fromEntries(policyTiers.map((tier) => [tier, bandSchema])) as Record<
    (typeof policyTiers)[number],
    typeof bandSchema
  >,
);

export const riskPolicyThresholdsSchema = z
  .object({
    direct: tiersSchema.meta({
      description:
        'The address itself or a counterparty carries the label (the address’s own label counts as 100%)',
    }),
    indirect: tiersSchema.meta({
      description: 'A counterparty’s counterparty carries the label (pro-rata amounts)',
    }),
    lookalike_paid: verdictSchema.meta({ description: 'Money was sent to an address-poisoning lookalike' }),
  })
  .meta({
    id: 'RiskPolicyThresholds',
    description:
      'Tiers: sanction; severe = blocked, thefts, attack, money_laundering; high = fraudulent, black_industry, high_risk; medium = gamble',
    example: defaultRiskPolicyThresholds,
  }) satisfies z.ZodType<RiskPolicyThresholds>;

export const riskPolicySchema = z
  .object({
    id: riskPolicyRefSchema.shape.id,
    version: riskPolicyRefSchema.shape.version,
    thresholds: riskPolicyThresholdsSchema,
    updated_at: isoTimestampSchema.nullable().meta({ description: 'null for the built-in default' }),
  })
  .meta({ id: 'RiskPolicy' });

export const getRiskPolicyResponseSchema = z
  .object({ policy: riskPolicySchema, default_policy: riskPolicySchema })
  .meta({ id: 'RiskPolicyAnswer' });

export const setRiskPolicyRequestSchema = z
  .object({
    thresholds: riskPolicyThresholdsSchema,
    expected_version: z.int().min(0).optional().meta({
      description:
        'The version this change is based on (the version GET answered; 1, or 0, while the built-in default applies); a different current version answers 409, so two editors cannot overwrite each other',
      example: 1,
    }),
  })
  .meta({ id: 'SetRiskPolicyRequest' });

export const setRiskPolicyResponseSchema = z
  .object({ policy: riskPolicySchema })
  .meta({ id: 'SetRiskPolicyAnswer' });

const thresholdValueSchema = z.union([z.number(), z.null(), verdictSchema]);

export const riskPolicyChangeSchema = z
  .object({
    rule: z.string().meta({
      description: '<exposure>.<tier> (e.g. direct.sanction) or lookalike_paid',
      example: 'indirect.high',
    }),
    field: z.enum(['review_at_percent', 'reject_at_percent', 'verdict']).meta({
      description: 'The band’s side that changed, or verdict for lookalike_paid',
      example: 'reject_at_percent',
    }),
    from: thresholdValueSchema.meta({ description: 'Percent (null: never), or a verdict', example: null }),
    to: thresholdValueSchema.meta({ description: 'Percent (null: never), or a verdict', example: 20 }),
  })
  .meta({ id: 'RiskPolicyChange' }) satisfies z.ZodType<RiskPolicyChange>;

export const riskPolicyVersionSchema = riskPolicySchema
  .extend({
    changes: z.array(riskPolicyChangeSchema).meta({
      description:
        'What this version changed from the one before it; empty for version 1 (the built-in default)',
    }),
  })
  .meta({ id: 'RiskPolicyVersion' });

export const listRiskPolicyVersionsQuerySchema = z.object({
  limit: pageSizeParamSchema(RISK_POLICY_VERSIONS_PAGE).meta({
    description: 'Versions to answer, newest first, 1-100',
    example: RISK_POLICY_VERSIONS_PAGE,
  }),
});

export const listRiskPolicyVersionsResponseSchema = z
  .object({
    versions: z.array(riskPolicyVersionSchema).meta({ description: 'Newest first, the current one first' }),
    total_count: z.int().min(1).meta({ description: 'Versions the user has had, the built-in one counted' }),
  })
  .meta({ id: 'RiskPolicyVersions' });

export type RiskPolicyRef = z.infer<typeof riskPolicyRefSchema>;
export type RiskPolicyVersion = z.infer<typeof riskPolicyVersionSchema>;
export type ListRiskPolicyVersionsResponse = z.infer<typeof listRiskPolicyVersionsResponseSchema>;
export type RiskPolicy = z.infer<typeof riskPolicySchema>;
export type GetRiskPolicyResponse = z.infer<typeof getRiskPolicyResponseSchema>;
export type SetRiskPolicyRequest = z.infer<typeof setRiskPolicyRequestSchema>;
export type SetRiskPolicyResponse = z.infer<typeof setRiskPolicyResponseSchema>;
