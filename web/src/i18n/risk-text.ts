import type { IntlShape } from 'react-intl';
import { riskLevelDisplay } from '../../../shared/format/risk-display';

/** A risk level's text (spec 01 §3); null, a non-integer or a level off the scale reads "unknown". */
export const riskLevelText = (intl: IntlShape, level: number | null | undefined): string =>
  intl.formatMessage({ id: `risk.level.${riskLevelDisplay(level).name}` });

/** spec 02 §3: a risk category's text; a type without one is shown by its raw name. */
export const riskCategoryText = (intl: IntlShape, type: string): string =>
  intl.messages[`risk.category.${type}`] === undefined
    ? type
    : intl.formatMessage({ id: `risk.category.${type}` });

/** A label source's one display name ("ofac" → "OFAC SDN list"); a source without one reads as its id. */
export const labelSourceText = (intl: IntlShape, source: string): string =>
  intl.messages[`label.source.${source}`] === undefined
    ? source
    : intl.formatMessage({ id: `label.source.${source}` });
