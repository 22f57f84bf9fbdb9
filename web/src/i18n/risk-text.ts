import type { IntlShape } from 'react-intl';
import { riskLevelDisplay } from '../../../shared/format/risk-display';
import { labelSourceName } from '../../../shared/i18n/label-sources';

/** A risk level's text (spec 01 §3); null, a non-integer or a level off the scale reads "unknown". */
export const riskLevelText = (intl: IntlShape, level: number | null | undefined): string =>
  intl.formatMessage({ id: `risk.level.${riskLevelDisplay(level).name}` });

/** spec 02 §3: a risk category's text; a type without one is shown by its raw name. */
export const riskCategoryText = (intl: IntlShape, type: string): string =>
  intl.messages[`risk.category.${type}`] === undefined
    ? type
    : intl.formatMessage({ id: `risk.category.${type}` });

/**
 * A label source's one display name in the interface language ("ofac" → "OFAC SDN list"); a
 * source without one reads as its id. Read from the shared table as it is: plain strings, lighter
 * in the first load than the same names precompiled as messages.
 */
export const labelSourceText = (intl: IntlShape, source: string): string =>
  labelSourceName(intl.locale, source);

/**
 * A risk-policy rule's name in the interface language: "direct.sanction" → its exposure and tier
 * ("Direct exposure · sanctioned"); a rule without a tier (lookalike_paid) by its own message.
 */
export function policyRuleText(intl: IntlShape, rule: string): string {
  const [exposure, tier] = rule.split('.');
  if (!tier) return intl.formatMessage({ id: `report.verdict.rule.${rule}` });
  return intl.formatMessage(
    { id: 'report.verdict.rule' },
    {
      exposure: intl.formatMessage({ id: `report.verdict.exposure.${exposure}` }),
      tier: intl.formatMessage({ id: `report.verdict.tier.${tier}` }),
    },
  );
}
