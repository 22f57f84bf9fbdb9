import { defineStyle } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { networkLabel } from '../../../../../shared/format/history-fields';
import { stack } from '../../../components/layout-styles';
import { useStaticClass } from '../../../components/static-class';
import { useMessage } from '../../../i18n/message-text';
import { riskLevelText } from '../../../i18n/risk-text';
import { useReportFormat } from './use-report-format';
import { policyText } from './verdict-panel';

/** One styled element for the head and its lines (the title at Chakra's heading size md). */
const printHeaderStyles = defineStyle({
  display: 'none',
  _print: { display: 'block' },
  borderBottomWidth: '2px',
  pb: '3',
  '& > div': { ...stack('1'), fontSize: 'sm' },
  '& .print-title': { fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'md' },
  '& .print-verdict': { fontWeight: 'semibold' },
});

/**
 * The head of the printed report (drawn while printing only, hidden on screen): on paper the
 * verdict, the policy version that decided it and the time of printing head the first page, so a
 * PDF filed in a case says what it decided and when it was taken, without the screen's buttons.
 */
export function PrintHeader({
  report,
  printedAt,
}: {
  readonly report: QueryResult;
  readonly printedAt: string;
}) {
  const intl = useIntl();
  const format = useReportFormat();
  const text = useMessage();
  const className = useStaticClass(printHeaderStyles);
  const { assessment } = report;
  return (
    <div className={className} data-testid="print-header">
      <div>
        <p className="print-title">
          {text('report.print.title', { chain: networkLabel(report.chain), address: report.address })}
        </p>
        <p className="print-verdict" data-testid="print-verdict">
          {assessment
            ? text('report.print.verdict', {
                verdict: text(`report.verdict.${assessment.verdict}`),
                level: riskLevelText(intl, report.risk_level),
              })
            : text('report.print.noVerdict', { level: riskLevelText(intl, report.risk_level) })}
        </p>
        {assessment && <p data-testid="print-policy">{policyText(intl, assessment.policy)}</p>}
        <p data-testid="print-time">
          {text('report.print.times', {
            analysed: format.date(report.created_at),
            printed: format.date(printedAt),
          })}
        </p>
      </div>
    </div>
  );
}
