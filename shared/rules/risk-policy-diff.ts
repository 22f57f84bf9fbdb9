import {
  type PolicyBand,
  policyExposures,
  policyTiers,
  type RiskPolicyThresholds,
  type Verdict,
} from './risk-policy';

/**
 * What changed between two versions of a risk policy, threshold by threshold, in the order the
 * policy page lists them (direct before indirect, gravest tier first, the lookalike verdict last).
 * Pure: the policy history (API and console) shows it beside each version.
 */
export interface RiskPolicyChange {
  /** `<exposure>.<tier>` (as a deciding finding names it) or `lookalike_paid`. */
  readonly rule: string;
  /** Which threshold of the rule: a band's side, or the lookalike rule's verdict. */
  readonly field: keyof PolicyBand | 'verdict';
  /** Percent (null: never) for a band's side; a verdict for `lookalike_paid`. */
  readonly from: number | null | Verdict;
  readonly to: number | null | Verdict;
}

const bandSides = ['review_at_percent', 'reject_at_percent'] as const satisfies readonly (keyof PolicyBand)[];

export function riskPolicyChanges(
  before: RiskPolicyThresholds,
  after: RiskPolicyThresholds,
): RiskPolicyChange[] {
  const changes: RiskPolicyChange[] = [];
  for (const exposure of policyExposures)
    for (const tier of policyTiers)
      for (const field of bandSides) {
        const from = before[exposure][tier][field];
        const to = after[exposure][tier][field];
        if (from !== to) changes.push({ rule: `${exposure}.${tier}`, field, from, to });
      }
  if (before.lookalike_paid !== after.lookalike_paid)
    changes.push({
      rule: 'lookalike_paid',
      field: 'verdict',
      from: before.lookalike_paid,
      to: after.lookalike_paid,
    });
  return changes;
}
