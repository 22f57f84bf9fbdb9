import { defineStyle } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { CopyValue } from '../../../components/copy-value';
import { useStaticClass } from '../../../components/static-class';
import { useReportFormat } from './use-report-format';

const footerStyles = defineStyle({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  justifyContent: 'space-between',
  alignItems: { base: 'flex-start', sm: 'center' },
  gap: '2',
  borderTopWidth: '1px',
  pt: '4',
  fontSize: 'sm',
  color: 'fg.muted',
  '& > .footer-updated': { fontVariantNumeric: 'tabular-nums' },
  '& > .footer-hash': { display: 'flex', alignItems: 'center', gap: '2', minW: '0' },
  '& > .footer-hash > p': { flexShrink: 0 },
});

/**
 * The report's last line (spec 02 §2 "data update time footer"): when its data was last updated
 * (the status's update time when the page has it, else the analysis time) and the query hash,
 * which support asks for.
 */
export function UpdateTimeFooter({
  report,
  updatedAt,
}: {
  readonly report: QueryResult;
  readonly updatedAt?: string;
}) {
  const intl = useIntl();
  const format = useReportFormat();
  const className = useStaticClass(footerStyles);
  return (
    <footer className={className}>
      <p className="footer-updated">
        {intl.formatMessage(
          { id: 'report.footer.updated' },
          { time: format.date(updatedAt ?? report.created_at) },
        )}
      </p>
      <div className="footer-hash">
        <p>{intl.formatMessage({ id: 'report.footer.hash' })}</p>
        <CopyValue
          value={report.query_hash}
          whole
          fontSize="xs"
          label={intl.formatMessage({ id: 'report.footer.copyHash' }, { hash: report.query_hash })}
        />
      </div>
    </footer>
  );
}
