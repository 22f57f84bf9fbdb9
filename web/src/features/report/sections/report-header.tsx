import { defineStyle } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { networkLabel } from '../../../../../shared/format/history-fields';
import { chainColor } from '../../../../../shared/format/usage-format';
import { ActionButton } from '../../../components/action-button';
import { CopyValue } from '../../../components/copy-value';
import { gridColumns, outlined, stack, wrapRow } from '../../../components/layout-styles';
import { PlainAlert } from '../../../components/plain-alert';
import { PlainBadge } from '../../../components/plain-badge';
import { useStaticClass } from '../../../components/static-class';
import { useMessage } from '../../../i18n/message-text';
import { ExplorerLink } from './case-links';
import { Fact } from './fact';
import { ReportActions } from './report-actions';
import { useReportFormat } from './use-report-format';
import { VerdictPanel } from './verdict-panel';

/** The report's h1, where the keyboard focus goes once the report is on screen. */
export const REPORT_TITLE_ID = 'report-title';

/**
 * The header drawn by one styled element (the title at Chakra's heading sizes, the address whole
 * from md up and shortened below, the times, the coverage card and its grid), its parts plain:
 * the report's first screen.
 */
const headerStyles = defineStyle({
  ...stack('4'),
  minW: '0',
  '& .report-head': {
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    justifyContent: 'space-between',
    alignItems: { base: 'stretch', md: 'flex-start' },
    gap: '4',
  },
  '& .report-identity': { ...stack('2'), minW: '0' },
  '& .report-title': wrapRow('2'),
  '& .report-title > h1': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    textStyle: { base: 'xl', md: '2xl' },
    me: '1',
    outline: 'none',
  },
  '& .report-address': { minW: '0' },
  '& .report-address-wide, & .report-address-narrow': { display: 'flex', alignItems: 'center', gap: '1' },
  '& .report-address-wide': { hideBelow: 'md' },
  '& .report-address-narrow': { hideFrom: 'md' },
  '& .report-times': { ...stack('0.5'), fontSize: 'sm', color: 'fg.muted' },
  '& .report-times span': { color: 'fg', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& > .report-coverage': { ...stack('2'), ...outlined('lg'), bg: 'bg.subtle', px: '4', py: '3' },
  '& > .report-coverage > .report-coverage-facts': {
    ...gridColumns({ base: 2, md: 4 }),
    columnGap: '4',
    rowGap: '3',
  },
  '& > .report-coverage > p': { fontSize: 'sm', color: 'fg.warning' },
});

/**
 * The head of the report (spec 02 §2): what was analysed (chain, token, address), the verdict
 * (risk level), when and over which range, and what the report rests on (coverage). A report
 * built from the simulated ledger says so first, so it is never mistaken for chain data.
 */
export function ReportHeader({
  report,
  onBack,
}: {
  readonly report: QueryResult;
  readonly onBack?: () => void;
}) {
  const intl = useIntl();
  const text = useMessage();
  const format = useReportFormat();
  const className = useStaticClass(headerStyles);
  const range = text('report.header.rangeValue', {
    start: format.date(report.start_time),
    end: report.end_time === null ? text('report.header.rangeOpenEnd') : format.date(report.end_time),
  });

  return (
    <header className={className}>
      {onBack && (
        <div>
          <ActionButton icon={LuArrowLeft} variant="ghost" size="sm" ms="-2" onClick={onBack}>
            {text('report.header.back')}
          </ActionButton>
        </div>
      )}

      {report.coverage.simulated && <SimulatedNotice />}

      <div className="report-head">
        <div className="report-identity">
          <div className="report-title">
            {/* Focus lands here when a report finishes loading (not a tab stop otherwise). */}
            <h1 id={REPORT_TITLE_ID} tabIndex={-1}>
              {text('report.header.title')}
            </h1>
            <PlainBadge colorPalette={chainColor(report.chain)} variant="subtle">
              {networkLabel(report.chain)}
            </PlainBadge>
            <PlainBadge colorPalette="teal" variant="subtle">
              {report.token.toUpperCase()}
            </PlainBadge>
          </div>
          <div className="report-address">
            <div className="report-address-wide">
              <CopyValue value={report.address} whole fontSize="lg" />
              <ExplorerLink kind="address" value={report.address} />
            </div>
            <div className="report-address-narrow">
              <CopyValue value={report.address} fontSize="md" />
              <ExplorerLink kind="address" value={report.address} />
            </div>
          </div>
          <div className="report-times">
            <p>
              {intl.formatMessage(
                { id: 'report.header.analysedAt' },
                { time: <span key="time">{format.date(report.created_at)}</span> },
              )}
            </p>
            <p>
              {intl.formatMessage({ id: 'report.header.range' }, { range: <span key="range">{range}</span> })}
            </p>
          </div>
        </div>

        <ReportActions report={report} />
      </div>

      <VerdictPanel report={report} />
      <Coverage report={report} />
    </header>
  );
}

/** A report of the simulated ledger says so first, so it is never mistaken for chain data. */
function SimulatedNotice() {
  const text = useMessage();
  return (
    <PlainAlert
      status="warning"
      variant="surface"
      data-testid="simulated-notice"
      title={text('report.header.simulatedTitle')}
    >
      {text('report.header.simulatedBody')}
    </PlainAlert>
  );
}

/** What the report rests on: how many transfers, whether all of them, from where, at what cost. */
function Coverage({ report }: { readonly report: QueryResult }) {
  const intl = useIntl();
  const text = useMessage();
  const { coverage } = report;
  const count = coverage.transfers_analysed;
  return (
    <div className="report-coverage">
      <div className="report-coverage-facts">
        <Fact label={text('report.header.transfers')}>{intl.formatNumber(count)}</Fact>
        <Fact label={text('report.header.history')}>
          <PlainBadge colorPalette={coverage.truncated ? 'orange' : 'green'} variant="subtle">
            {text(coverage.truncated ? 'report.header.historyTruncated' : 'report.header.historyComplete')}
          </PlainBadge>
        </Fact>
        <Fact label={text('report.header.source')}>
          {coverage.simulated ? (
            <PlainBadge colorPalette="orange" variant="solid">
              {text('report.header.source.simulated')}
            </PlainBadge>
          ) : (
            text(`report.header.source.${coverage.source}`)
          )}
        </Fact>
        <Fact label={text('report.header.credits')}>{intl.formatNumber(coverage.credits_charged)}</Fact>
      </div>
      {coverage.truncated && (
        <p>
          {coverage.limit_applied === undefined
            ? text('report.header.truncatedNote', { count })
            : text('report.header.truncatedLimitNote', {
                count,
                limit: intl.formatNumber(coverage.limit_applied),
              })}
        </p>
      )}
    </div>
  );
}
