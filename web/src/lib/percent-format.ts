import type { IntlShape } from 'react-intl';
import { PERCENT_DECIMALS, roundPercent } from '../../../shared/rules/rounding';

/** The smallest percentage shown as a number; below it reads "<0.01%" rather than a misleading 0%. */
const SMALLEST_PERCENT = 10 ** -PERCENT_DECIMALS;

const asPercent = (intl: IntlShape, percent: number) =>
  intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: PERCENT_DECIMALS });

/**
 * A percentage given in percent (0.63 → "0.63%") in the interface language, as the console shows
 * report shares and policy thresholds: rounded by the shared rule first, so a share the engine
 * stored and one computed here read the same; a non-zero share under 0.005% reads "<0.01%", never
 * "0%". (Signed changes and call rates have displays of their own.)
 */
export function formatPercent(intl: IntlShape, percent: number): string {
  const rounded = roundPercent(percent);
  if (percent > 0 && rounded < SMALLEST_PERCENT) return `<${asPercent(intl, SMALLEST_PERCENT)}`;
  return asPercent(intl, rounded);
}

/** A fraction (0..1) as a percentage, as `formatPercent` shows it. */
export const formatShare = (intl: IntlShape, share: number): string => formatPercent(intl, share * 100);
