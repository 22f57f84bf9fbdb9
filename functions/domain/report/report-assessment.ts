import type {
  DecidingFinding,
  PolicyMeasure,
  ReportAssessment,
  RiskReason,
} from '../../../shared/contract/queries.schema';
import type { RiskPolicyRef } from '../../../shared/contract/risk-policy.schema';
import type { RiskCategory } from '../../../shared/rules/query-rules';
import {
  DEFAULT_RISK_POLICY_ID,
  DEFAULT_RISK_POLICY_VERSION,
  defaultRiskPolicyThresholds,
  type PolicyExposure,
  type PolicyTier,
  policyTierOf,
  policyTiers,
  type RiskPolicyThresholds,
  type Verdict,
  verdictRank,
} from '../../../shared/rules/risk-policy';
import { sharePercentOf } from '../../../shared/rules/rounding';
import { isRiskCategory } from './risk-categories';

/**
 * The verdict of a report under a risk policy (the policy's table is in
 * shared/rules/risk-policy.ts). Pure. Steps:
 *   1. sum the exposure per kind (direct, indirect) and tier; the address's own label is direct
 *      exposure of its whole volume (100 %);
 *   2. measure each (kind, tier) with exposure and a paid lookalike (measurePolicyRules, kept with
 *      the report), then judge them (judgeMeasures): a (kind, tier) gives reject at or above its
 *      reject share, else review at or above its review share, else nothing; a paid lookalike
 *      gives the policy's verdict;
 *   3. the gravest verdict wins (none: accept), and the rules that gave it are the deciding
 *      findings, each pointing at its reasons.
 */
export interface AppliedPolicy {
  readonly ref: RiskPolicyRef;
  readonly thresholds: RiskPolicyThresholds;
}

export const defaultPolicy: AppliedPolicy = {
  ref: { id: DEFAULT_RISK_POLICY_ID, version: DEFAULT_RISK_POLICY_VERSION },
  thresholds: defaultRiskPolicyThresholds,
};

export interface PolicyEvidence {
  /** The address's volume, in + out, base units. */
  readonly volume: bigint;
  readonly selfCategory: RiskCategory | undefined;
  /** Per category, base units. */
  readonly direct: ReadonlyMap<RiskCategory, bigint>;
  readonly indirect: ReadonlyMap<RiskCategory, bigint>;
  readonly lookalikePaid: bigint;
  /** The report's reasons, in their final order (deciding findings point into them). */
  readonly reasons: readonly RiskReason[];
}

/** The rule of money sent to an address-poisoning lookalike (no exposure tier). */
const LOOKALIKE_RULE = 'lookalike_paid';

/** Indexes listed per deciding rule, at most. */
const REASON_INDEXES_MAX = 10;

/** The verdict one band gives for a share (threshold 0 means any amount). */
export function bandVerdict(
  share: number,
  band: { review_at_percent: number | null; reject_at_percent: number | null },
): { verdict: Verdict; threshold: number } | undefined {
  if (band.reject_at_percent !== null && share >= band.reject_at_percent)
    return { verdict: 'reject', threshold: band.reject_at_percent };
  if (band.review_at_percent !== null && share >= band.review_at_percent)
    return { verdict: 'review', threshold: band.review_at_percent };
  return undefined;
}

export function assessReport(
  evidence: PolicyEvidence,
  policy: AppliedPolicy,
  fmt: (baseUnits: bigint) => string,
): ReportAssessment {
  const measures = measurePolicyRules(evidence, fmt);
  return { ...judgeMeasures(measures, policy), measures };
}

/**
 * Steps 1 and 2's measuring half: every rule the exposure reaches, with its share, whatever a
 * policy makes of it. Stored with the report, so the verdict can be given again under another
 * policy without the transfers.
 */
function measurePolicyRules(evidence: PolicyEvidence, fmt: (baseUnits: bigint) => string): PolicyMeasure[] {
  const measures: PolicyMeasure[] = [];
  const tierOf = (category: RiskCategory): PolicyTier | undefined =>
    isRiskCategory(category) ? policyTierOf[category] : undefined;

  for (const kind of ['direct', 'indirect'] as const satisfies readonly PolicyExposure[]) {
    const perTier = new Map<PolicyTier, bigint>();
    for (const [category, amount] of evidence[kind]) {
      const tier = tierOf(category);
      if (tier && amount > 0n) perTier.set(tier, (perTier.get(tier) ?? 0n) + amount);
    }
    const selfTier = kind === 'direct' && evidence.selfCategory ? tierOf(evidence.selfCategory) : undefined;
    for (const tier of policyTiers) {
      const amount = perTier.get(tier) ?? 0n;
      const self = selfTier === tier;
      if (amount === 0n && !self) continue;
      measures.push({
        rule: `${kind}.${tier}`,
        share_percent: self ? 100 : sharePercentOf(amount, evidence.volume),
        amount: fmt(self ? evidence.volume : amount),
        reason_indexes: indexesOf(evidence.reasons, (r) =>
          r.exposure === kind || (kind === 'direct' && r.exposure === 'self')
            ? tierOf(r.category as RiskCategory) === tier
            : false,
        ),
      });
    }
  }

  if (evidence.lookalikePaid > 0n)
    measures.push({
      rule: LOOKALIKE_RULE,
      share_percent: sharePercentOf(evidence.lookalikePaid, evidence.volume),
      amount: fmt(evidence.lookalikePaid),
      reason_indexes: indexesOf(evidence.reasons, (r) => r.exposure === 'lookalike' && r.level > 0),
    });
  return measures;
}

/**
 * Step 2's judging half and step 3: what a policy makes of a report's measures. Pure and cheap,
 * so a stored report is judged again under its owner's current policy each time it is read.
 */
export function judgeMeasures(
  measures: readonly PolicyMeasure[],
  policy: AppliedPolicy,
): Pick<ReportAssessment, 'verdict' | 'policy' | 'deciding_findings'> {
  const hits: DecidingFinding[] = [];
  for (const measure of measures) {
    if (measure.rule === LOOKALIKE_RULE) {
      const verdict = policy.thresholds.lookalike_paid;
      if (verdict !== 'accept') hits.push({ ...measure, verdict, threshold_percent: null });
      continue;
    }
    const [kind, tier] = measure.rule.split('.') as [PolicyExposure, PolicyTier];
    const band = policy.thresholds[kind]?.[tier];
    const hit = band ? bandVerdict(measure.share_percent, band) : undefined;
    if (hit) hits.push({ ...measure, verdict: hit.verdict, threshold_percent: hit.threshold });
  }
  const verdict = hits.reduce<Verdict>(
    (worst, h) => (verdictRank[h.verdict] > verdictRank[worst] ? h.verdict : worst),
    'accept',
  );
  return {
    verdict,
    policy: policy.ref,
    deciding_findings: hits
      .filter((h) => h.verdict === verdict)
      .map(({ rule, verdict, share_percent, threshold_percent, amount, reason_indexes }) => ({
        rule,
        verdict,
        share_percent,
        threshold_percent,
        amount,
        reason_indexes,
      })),
  };
}

function indexesOf(reasons: readonly RiskReason[], matches: (r: RiskReason) => boolean): number[] {
  const found: number[] = [];
  for (let i = 0; i < reasons.length && found.length < REASON_INDEXES_MAX; i++)
    if (matches(reasons[i]!)) found.push(i);
  return found;
}
