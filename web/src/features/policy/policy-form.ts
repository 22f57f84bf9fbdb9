import {
  type PolicyBand,
  type PolicyExposure,
  type PolicyTier,
  policyExposures,
  policyTiers,
  type RiskPolicyThresholds,
  type Verdict,
} from '../../../../shared/rules/risk-policy';

/**
 * The policy editor's rules: each threshold is typed as text, a percent of the
 * address's volume from 0 to 100; empty means "never", 0 "any amount". A band's review share
 * must not be above its reject share (the contract refuses it too).
 */
export type BandText = { readonly review: string; readonly reject: string };
export type PolicyText = {
  readonly bands: Readonly<Record<PolicyExposure, Readonly<Record<PolicyTier, BandText>>>>;
  readonly lookalike_paid: Verdict;
};

export type BandProblem = 'not_a_percent' | 'review_above_reject';

const percentText = (value: number | null): string => (value === null ? '' : String(value));

export function textOf(thresholds: RiskPolicyThresholds): PolicyText {
  const bandsOf = (exposure: PolicyExposure) =>
    Object.fromEntries(
      policyTiers.map((tier) => {
        const band = thresholds[exposure][tier];
        return [
          tier,
          { review: percentText(band.review_at_percent), reject: percentText(band.reject_at_percent) },
        ];
      }),
    ) as Record<PolicyTier, BandText>;
  return {
    bands: { direct: bandsOf('direct'), indirect: bandsOf('indirect') },
    lookalike_paid: thresholds.lookalike_paid,
  };
}

/** A threshold's value: null for empty ("never"), undefined when it is not a percent 0-100. */
export function parsePercent(text: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= 100 ? value : undefined;
}

export function bandProblem(band: BandText): BandProblem | undefined {
  const review = parsePercent(band.review);
  const reject = parsePercent(band.reject);
  if (review === undefined || reject === undefined) return 'not_a_percent';
  if (review !== null && reject !== null && review > reject) return 'review_above_reject';
  return undefined;
}

/** The thresholds to save, or undefined while any band has a problem. */
export function thresholdsOf(text: PolicyText): RiskPolicyThresholds | undefined {
  const bands = {} as Record<PolicyExposure, Record<PolicyTier, PolicyBand>>;
  for (const exposure of policyExposures) {
    bands[exposure] = {} as Record<PolicyTier, PolicyBand>;
    for (const tier of policyTiers) {
      const band = text.bands[exposure][tier];
      if (bandProblem(band)) return undefined;
      bands[exposure][tier] = {
        review_at_percent: parsePercent(band.review) ?? null,
        reject_at_percent: parsePercent(band.reject) ?? null,
      };
    }
  }
  return { ...bands, lookalike_paid: text.lookalike_paid };
}
