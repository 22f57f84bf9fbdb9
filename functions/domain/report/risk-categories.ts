import type { RiskCategory } from '../../../shared/rules/query-rules';
import { policyTierOf } from '../../../shared/rules/risk-policy';
import type { AddressLabel } from '../labels/address-label';

/**
 * How grave each risk category is. spec 02 §3 gives the display severity (gamble medium, normal
 * low, others high); the rules split "high" further: `severe` categories are the ones that carry
 * legal exposure by themselves (frozen funds, stolen funds, exploits, laundering), and `strict`
 * is sanctions: dealing with an OFAC-listed address at all is the violation, whatever the amount.
 */
export type SeverityTier = 'strict' | 'severe' | 'high' | 'medium' | 'low';

/** The risk policy's tiers (shared/rules/risk-policy.ts), written once: sanction is `strict` here. */
export const severityTierOf: Readonly<Record<RiskCategory, SeverityTier>> = {
  ...(Object.fromEntries(
    Object.entries(policyTierOf).map(([category, tier]) => [category, tier === 'sanction' ? 'strict' : tier]),
  ) as Record<Exclude<RiskCategory, 'normal'>, SeverityTier>),
  normal: 'low',
};

/** Order used when one address carries several labels: the gravest one speaks for it. */
const rank: Readonly<Record<RiskCategory, number>> = {
  sanction: 9,
  blocked: 8,
  thefts: 7,
  attack: 6,
  money_laundering: 5,
  fraudulent: 4,
  black_industry: 3,
  high_risk: 2,
  gamble: 1,
  normal: 0,
};

export const isRiskCategory = (
  category: RiskCategory | undefined,
): category is Exclude<RiskCategory, 'normal'> => category !== undefined && category !== 'normal';

/** The gravest category among an address's labels; undefined when none carries one. */
export function mostSevereCategory(labels: readonly AddressLabel[]): RiskCategory | undefined {
  let best: RiskCategory | undefined;
  for (const l of labels)
    if (l.category !== undefined && (best === undefined || rank[l.category] > rank[best])) best = l.category;
  return best;
}

/** The graver of two categories. */
export const graverCategory = (a: RiskCategory, b: RiskCategory): RiskCategory => (rank[b] > rank[a] ? b : a);
