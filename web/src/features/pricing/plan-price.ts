import type { IntlShape } from 'react-intl';
import type { PlanDefinition } from '../../../../shared/constants/plans';

/** A plan's monthly price as the pricing page shows it: "$29", "Free", or "Contact us". */
export function planPriceText(plan: PlanDefinition, intl: IntlShape): string {
  if (plan.priceUsdPerMonth === null) {
    return intl.formatMessage({
      id: plan.packageType === 0 ? 'pricing.price.free' : 'pricing.price.contact',
    });
  }
  return intl.formatNumber(plan.priceUsdPerMonth, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
}
