import type { IntlShape } from 'react-intl';
import { riskCategories } from '../../../../shared/rules/query-rules';

const known: ReadonlySet<string> = new Set(riskCategories);

/** spec 02 §3: a risk category's translated text; an unknown type is shown by its raw name. */
export const categoryLabel = (intl: IntlShape, type: string): string =>
  known.has(type) ? intl.formatMessage({ id: `report.category.${type}` }) : type;
