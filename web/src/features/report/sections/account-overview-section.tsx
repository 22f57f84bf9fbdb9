import { defineStyle } from '@chakra-ui/react';
import type { CSSProperties, ReactNode } from 'react';
import { LuArrowDownLeft, LuArrowLeftRight, LuArrowUpRight } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { CopyValue } from '../../../components/copy-value';
import { gridColumns, outlined, row, stack } from '../../../components/layout-styles';
import { PlainBadge } from '../../../components/plain-badge';
import { colorVar, useStaticClass } from '../../../components/static-class';
import { useMessage } from '../../../i18n/message-text';
import { ReportSection } from '../report-section';
import { ExchangeLogo } from './exchange-logo';
import { Fact } from './fact';
import { reportFigures } from './report-figures';
import { reportCoin, useReportFormat } from './use-report-format';

const bandPalette = { high: 'red', medium: 'orange', low: 'green' } as const;
const sizePalette = { large: 'purple', medium: 'blue', small: 'gray' } as const;
const flowPalette = { inflow: 'green', outflow: 'orange', balanced: 'blue' } as const;

/**
 * The section's content drawn by one styled element: its stack, grids, inline rows and money flow
 * cards are plain elements styled from here.
 */
const overviewStyles = defineStyle({
  ...stack('6'),
  '& .overview-inline': row('2'),
  '& .overview-wrap': { flexWrap: 'wrap' },
  '& .overview-active, & .overview-dominant': { mt: '1' },
  '& .overview-exchange > span': { fontWeight: 'semibold' },
  '& > .overview-facts': { ...gridColumns({ base: 2, lg: 4 }), columnGap: '4', rowGap: '3' },
  '& > .overview-flows': { ...gridColumns({ base: 1, md: 3 }), gap: '3' },
  '& > .overview-bands': { ...gridColumns({ base: 2, md: 4 }), columnGap: '4', rowGap: '4' },
  '& .overview-infinite-note': { fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' },
  '& .flow': { ...outlined('lg'), p: '3', minW: '0' },
  '& .flow > .flow-label': {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    mb: '1',
    fontSize: 'sm',
    color: 'fg.muted',
  },
  '& .flow-label > svg': { boxSize: '4', flexShrink: 0, color: 'var(--flow-colour)' },
  '& .flow > .flow-amount': {
    fontWeight: 'semibold',
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  },
  '& .flow > .flow-count': { fontSize: 'sm', color: 'fg.muted' },
  '& .flow > .flow-latest': { fontSize: 'xs', color: 'fg.subtle', fontVariantNumeric: 'tabular-nums' },
});

/**
 * Account overview (spec 02 §2, §3, §9): balance, activity, account type (with the exchange when
 * identified), first transfer and age, the flows in and out, and the bands derived from them.
 */
export function AccountOverviewSection({ report }: { readonly report: QueryResult }) {
  const intl = useIntl();
  const text = useMessage();
  const format = useReportFormat();
  const { overview } = report;
  const figures = reportFigures(report);
  const coin = reportCoin(report);
  const money = (value: string | number) => `${format.amount(value)} ${coin}`;
  const ratio = figures.inflow_outflow_ratio;
  const age = figures.account_age;
  const className = useStaticClass(overviewStyles);

  return (
    <ReportSection id="report-overview" messages="report.overview">
      <div className={className}>
        <Fact
          label={text('report.overview.balance')}
          emphasis
          note={
            <div className="overview-inline overview-wrap overview-active">
              <PlainBadge colorPalette={figures.active ? 'green' : 'gray'} variant="subtle">
                {text(figures.active ? 'report.overview.active' : 'report.overview.inactive')}
              </PlainBadge>
              <span>{text('report.overview.activeNote')}</span>
            </div>
          }
        >
          {money(overview.balance)}
        </Fact>

        <div className="overview-facts">
          <AccountType type={overview.type} exchangeName={overview.exchange_name} />
          <Fact label={text('report.overview.firstTransfer')}>
            {format.date(overview.first_transfer_time)}
          </Fact>
          <Fact label={text('report.overview.firstCounterparty')}>
            {overview.first_transfer_address ? <CopyValue value={overview.first_transfer_address} /> : '-'}
          </Fact>
          <Fact label={text('report.overview.age')}>
            {age === null ? '-' : text(`report.overview.age.${age.unit}`, { value: age.value })}
          </Fact>
        </div>

        {/* biome-ignore lint/a11y/useSemanticElements: a group of figures, not a form's fieldset */}
        <div className="overview-flows" aria-label={text('report.overview.flows')} role="group">
          {(
            [
              [
                'inflow',
                <LuArrowDownLeft key="in" aria-hidden />,
                'green',
                overview.in_info,
                overview.in_info.latest,
              ],
              [
                'outflow',
                <LuArrowUpRight key="out" aria-hidden />,
                'orange',
                overview.out_info,
                overview.out_info.latest,
              ],
              ['total', <LuArrowLeftRight key="total" aria-hidden />, 'blue', overview.total_info, undefined],
            ] as const
          ).map(([kind, icon, palette, info, latest]) => (
            <Flow
              key={kind}
              icon={icon}
              palette={palette}
              label={text(`report.overview.${kind}`)}
              amount={money(info.amount)}
              count={info.count}
              latest={latest}
            />
          ))}
        </div>

        <div className="overview-bands">
          <Fact
            label={text('report.overview.ratio')}
            note={
              <PlainBadge
                colorPalette={flowPalette[figures.dominant_flow]}
                variant="subtle"
                className="overview-dominant"
              >
                {text(`report.overview.dominant.${figures.dominant_flow}`)}
              </PlainBadge>
            }
          >
            {Number.isFinite(ratio) ? (
              intl.formatNumber(ratio, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
            ) : (
              <span title={text('report.overview.ratioInfinite')}>
                ∞ <span className="overview-infinite-note">({text('report.overview.ratioInfinite')})</span>
              </span>
            )}
          </Fact>
          <Fact label={text('report.overview.frequency')} note={text('report.overview.frequencyNote')}>
            <PlainBadge colorPalette={bandPalette[figures.transaction_frequency]} variant="subtle">
              {text(`report.overview.frequency.${figures.transaction_frequency}`)}
            </PlainBadge>
          </Fact>
          <Fact
            label={text('report.overview.amountCategory')}
            note={text('report.overview.amountCategoryNote')}
          >
            <PlainBadge colorPalette={sizePalette[figures.amount_category]} variant="subtle">
              {text(`report.overview.amountCategory.${figures.amount_category}`)}
            </PlainBadge>
          </Fact>
          <Fact label={text('report.overview.average')}>
            {format.fixed(figures.average_amount, 4)} {coin}
          </Fact>
        </div>
      </div>
    </ReportSection>
  );
}

/** spec 02 §3: 0 ordinary, 1 exchange (named, with its mark, when identified); others by number. */
function AccountType({
  type,
  exchangeName,
}: {
  readonly type: number;
  readonly exchangeName: string | null;
}) {
  const text = useMessage();
  const label =
    type === 0
      ? text('report.overview.type.ordinary')
      : type === 1
        ? text('report.overview.type.exchange')
        : text('report.overview.type.other', { type });
  return (
    <Fact label={text('report.overview.type')}>
      <div className="overview-inline overview-wrap">
        <PlainBadge colorPalette={type === 1 ? 'purple' : 'gray'} variant="subtle">
          {label}
        </PlainBadge>
        {type === 1 && (
          <div className="overview-inline overview-exchange" data-testid="exchange">
            <ExchangeLogo name={exchangeName} size="7" />
            <span>{exchangeName?.trim() || text('report.overview.exchangeUnknown')}</span>
          </div>
        )}
      </div>
    </Fact>
  );
}

/** One money flow card, styled by the section's content (its lines are plain elements). */
function Flow({
  icon,
  palette,
  label,
  amount,
  count,
  latest,
}: {
  readonly icon: ReactNode;
  readonly palette: string;
  readonly label: string;
  readonly amount: string;
  readonly count: number;
  /** Absent for the total, which has no latest time in the report. */
  readonly latest?: string | null;
}) {
  const intl = useIntl();
  const format = useReportFormat();
  return (
    <div className="flow" style={{ '--flow-colour': colorVar(`${palette}.fg`) } as CSSProperties}>
      <p className="flow-label">
        {icon}
        {label}
      </p>
      <p className="flow-amount">{amount}</p>
      <p className="flow-count">{intl.formatMessage({ id: 'report.overview.transfers' }, { count })}</p>
      {latest !== undefined && (
        <p className="flow-latest">
          {intl.formatMessage({ id: 'report.overview.latest' }, { time: format.date(latest) })}
        </p>
      )}
    </div>
  );
}
