import type { IntlShape } from 'react-intl';
import type { QueryResult } from '../../../../shared/contract/queries.schema';
import { shortenAddress } from '../../../../shared/format/address-format';
import { riskLevelText } from '../../i18n/risk-text';

/** The tab's name for a report: the address (abbreviated), the verdict and the level. */
export function reportTabTitle(report: QueryResult, intl: IntlShape): string {
  const level = riskLevelText(intl, report.risk_level);
  const verdict = report.assessment
    ? intl.formatMessage({ id: `report.verdict.${report.assessment.verdict}` })
    : undefined;
  return [shortenAddress(report.address), verdict, level].filter(Boolean).join(' · ');
}
