import type { IntlShape } from 'react-intl';

/** The smallest share shown as a number; below it reads "<0.01%" rather than a misleading 0%. */
const SMALLEST_SHARE = 0.0001;

/** A fraction (0..1) as a percentage with up to two decimals, in the interface language. */
export function formatShare(intl: IntlShape, share: number): string {
  if (share > 0 && share < SMALLEST_SHARE)
    return `<${intl.formatNumber(SMALLEST_SHARE, { style: 'percent', maximumFractionDigits: 2 })}`;
  return intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 2 });
}
