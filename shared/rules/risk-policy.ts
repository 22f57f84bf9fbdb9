import type { RiskCategory } from './query-rules';

/**
 * The risk policy turns a report's findings into a verdict: accept, review or
 * reject. Pure data shared by the analysis (which applies it), the contract (which validates a
 * user's thresholds) and the web (which prints the default on the docs page).
 *
 * A policy is a table of thresholds: for each kind of exposure (direct: the address itself or a
 * counterparty carries the label; indirect: a counterparty's own counterparty does) and each
 * severity tier, the share of the address's volume (in + out) at or above which the exposure
 * asks for review, and the share at or above which it is rejected. 0 means "any amount"; null
 * means "never". A paid address-poisoning lookalike has a verdict of its own.
 */

export const verdicts = ['accept', 'review', 'reject'] as const;
export type Verdict = (typeof verdicts)[number];

/** How grave a verdict is, for taking the gravest of several. */
export const verdictRank: Readonly<Record<Verdict, number>> = { accept: 0, review: 1, reject: 2 };

/**
 * Tiers of the risk categories (the same split as the risk rules): sanction alone is `sanction`;
 * frozen, stolen, exploit and laundering funds are `severe`; fraud, black industry and generic
 * high risk are `high`; gambling is `medium` (spec 02 §3).
 */
export const policyTiers = ['sanction', 'severe', 'high', 'medium'] as const;
export type PolicyTier = (typeof policyTiers)[number];

export const policyTierOf: Readonly<Record<Exclude<RiskCategory, 'normal'>, PolicyTier>> = {
  sanction: 'sanction',
  blocked: 'severe',
  thefts: 'severe',
  attack: 'severe',
  money_laundering: 'severe',
  fraudulent: 'high',
  black_industry: 'high',
  high_risk: 'high',
  gamble: 'medium',
};

export const policyExposures = ['direct', 'indirect'] as const;
export type PolicyExposure = (typeof policyExposures)[number];

/** Percent of volume, 0-100; 0: any amount; null: never. */
export interface PolicyBand {
  readonly review_at_percent: number | null;
  readonly reject_at_percent: number | null;
}

export interface RiskPolicyThresholds {
  readonly direct: Readonly<Record<PolicyTier, PolicyBand>>;
  readonly indirect: Readonly<Record<PolicyTier, PolicyBand>>;
  /** Money sent to an address-poisoning lookalike (likely lost to a scam). */
  readonly lookalike_paid: Verdict;
}

/**
 * The built-in policy every user starts with; a user's own policy starts as a copy of it. It is
 * version 1 of every user's policy, so a user's versions are one sequence: the built-in 1, then
 * each save the next number (2, 3, ...), never reused. A report's "version 1" is always the
 * built-in default and no two policies a user has had share a number.
 */
export const DEFAULT_RISK_POLICY_ID = 'default';
export const DEFAULT_RISK_POLICY_VERSION = 1;
/** A user's tuned policy: its versions follow the built-in version 1 (2, 3, ...). */
export const USER_RISK_POLICY_ID = 'custom';

export const defaultRiskPolicyThresholds: RiskPolicyThresholds = {
  direct: {
    // Dealing with a sanctioned address at all is the violation, whatever the amount.
    sanction: { review_at_percent: null, reject_at_percent: 0 },
    severe: { review_at_percent: 0, reject_at_percent: 1 },
    high: { review_at_percent: 0, reject_at_percent: 10 },
    medium: { review_at_percent: 1, reject_at_percent: null },
  },
  indirect: {
    sanction: { review_at_percent: 0, reject_at_percent: 10 },
    severe: { review_at_percent: 1, reject_at_percent: null },
    high: { review_at_percent: 5, reject_at_percent: null },
    medium: { review_at_percent: null, reject_at_percent: null },
  },
  lookalike_paid: 'review',
};

/** Where a policy departs from another: some tiers of either exposure, the lookalike verdict. */
export interface RiskPolicyChanges {
  readonly direct?: Partial<Record<PolicyTier, PolicyBand>>;
  readonly indirect?: Partial<Record<PolicyTier, PolicyBand>>;
  readonly lookalike_paid?: Verdict;
}

/** The thresholds with these changes, every tier not named as it was (the default's, unless given). */
export const thresholdsWith = (
  { direct, indirect, lookalike_paid }: RiskPolicyChanges,
  base: RiskPolicyThresholds = defaultRiskPolicyThresholds,
): RiskPolicyThresholds => ({
  direct: { ...base.direct, ...direct },
  indirect: { ...base.indirect, ...indirect },
  lookalike_paid: lookalike_paid ?? base.lookalike_paid,
});
