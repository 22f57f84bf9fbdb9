import { defineStyle } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuInfo } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { formatDate } from '../../../../../shared/format/date-format';
import { formatDisplayAmount } from '../../../../../shared/format/number-format';
import type { BalancePointKind } from '../../../../../shared/rules/report-metrics';
import { outlined, row, stack, wrapRow } from '../../../components/layout-styles';
import { PlainBadge } from '../../../components/plain-badge';
import { ScrollTable } from '../../../components/scroll-table';
import { useRecipeClass, useStaticClass } from '../../../components/static-class';
import { messageOf } from '../../../i18n/message-text';
import { ReportSection } from '../report-section';
import { AmountText } from '../sections/amount-text';
import { BalanceChart } from './balance-chart';
import {
  type BalancePoint,
  type BalanceSummary,
  balanceSummary,
  countKinds,
  dateOf,
  NOTABLE_KINDS,
  notablePoints,
  toBalancePoints,
} from './balance-data';
import { ChartEmpty } from './chart-empty';
import { ChartTable } from './data-table-toggle';
import { KeyPointIcon } from './key-point-symbol';

const keyPointColumns = ['date', 'kind', 'balance', 'change'] as const;
const keyPointFigures: ReadonlySet<string> = new Set(['balance', 'change']);

/** Key points listed before "show all". */
export const KEY_POINTS_SHOWN = 10;

const dayText = (day: string) => formatDate(dateOf(day), { withTime: false, timeZone: 'UTC' });

/** The section's body: its parts in a column, and the note on how the balances were found. */
const balanceStyles = defineStyle({
  ...stack('4'),
  '& > .balance-basis': { ...row('1.5'), alignItems: 'start', fontSize: 'sm', color: 'fg.muted' },
  '& > .balance-basis > span': { mt: '0.5', flexShrink: 0 },
});

/**
 * spec 02 §2 balance chart: the balance over the analysed range with its lowest, highest and
 * latest values, and the key points of spec 02 §9 marked on the line and listed beneath.
 */
export function BalanceSection({ report }: { readonly report: QueryResult }) {
  const intl = useIntl();
  const points = useMemo(() => toBalancePoints(report), [report]);
  const summary = balanceSummary(points);
  const token = report.token.toUpperCase();
  const t = messageOf(intl, 'report.balance.');
  const balanceClass = useStaticClass(balanceStyles);

  return (
    <ReportSection id="report-balance" messages="report.balance">
      {summary === null ? (
        <ChartEmpty title={t('empty.title')} description={t('empty.description')} />
      ) : (
        <div className={balanceClass}>
          <BalanceFigures summary={summary} token={token} />
          {report.coverage.balance_basis === 'backward_from_current' && (
            <div className="balance-basis">
              <span>
                <LuInfo aria-hidden />
              </span>
              <p>{t('basis.backward')}</p>
            </div>
          )}
          <div>
            <KeyPointLegend />
            <BalanceChart
              points={points}
              token={token}
              summary={t('chartLabel', {
                from: dayText(points[0]!.date),
                to: dayText(points.at(-1)!.date),
                min: `${formatDisplayAmount(summary.min.balance, intl.locale)} ${token}`,
                max: `${formatDisplayAmount(summary.max.balance, intl.locale)} ${token}`,
                current: `${formatDisplayAmount(summary.current.balance, intl.locale)} ${token}`,
              })}
            />
          </div>
          <KeyPoints points={points} token={token} />
        </div>
      )}
    </ReportSection>
  );
}

/**
 * The lowest, highest and latest balance: one styled element, its figures plain elements. On a
 * phone one line each (name left, figure right); from sm up, three boxes side by side.
 */
const balanceFiguresStyles = defineStyle({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '2', sm: '3' },
  '& > div': {
    display: 'flex',
    flexDirection: { base: 'row', sm: 'column' },
    justifyContent: { base: 'space-between', sm: 'flex-start' },
    alignItems: { base: 'baseline', sm: 'stretch' },
    gap: { base: '2', sm: '0' },
    ...outlined('md'),
    px: '3',
    py: '2',
    minW: '0',
  },
  '& dt': { fontSize: 'sm', color: 'fg.muted' },
  '& dd': {
    fontWeight: 'semibold',
    fontVariantNumeric: 'tabular-nums',
    wordBreak: 'break-word',
    textAlign: { base: 'end', sm: 'start' },
  },
  '& dd > span': { display: 'block', fontSize: 'xs', fontWeight: 'normal', color: 'fg.muted' },
});

function BalanceFigures({ summary, token }: { readonly summary: BalanceSummary; readonly token: string }) {
  const intl = useIntl();
  const figuresClass = useStaticClass(balanceFiguresStyles);
  return (
    <dl className={figuresClass}>
      {(['min', 'max', 'current'] as const).map((key) => (
        <div key={key}>
          <dt>{intl.formatMessage({ id: `report.balance.${key}` })}</dt>
          <dd>
            {formatDisplayAmount(summary[key].balance, intl.locale)} {token}
            <span>{dayText(summary[key].date)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The legend of the chart's marks: one styled element, its entries plain. */
const keyPointLegendStyles = defineStyle({
  ...wrapRow('4'),
  mb: '2',
  fontSize: 'sm',
  color: 'fg.muted',
  '& > span': { display: 'inline-flex', alignItems: 'center', gap: '1.5' },
});

function KeyPointLegend() {
  const intl = useIntl();
  const legendClass = useStaticClass(keyPointLegendStyles);
  return (
    <div className={legendClass} aria-hidden>
      {NOTABLE_KINDS.map((kind) => (
        <span key={kind}>
          <KeyPointIcon kind={kind} />
          {intl.formatMessage({ id: `report.balance.kind.${kind}` })}
        </span>
      ))}
    </div>
  );
}

const kindPalette: Readonly<Record<BalancePointKind, string>> = {
  start: 'blue',
  peak: 'green',
  valley: 'orange',
  significant_change: 'purple',
  stable: 'gray',
};

const keyPointsStyles = defineStyle({
  ...stack('2'),
  '& > .key-points-title': { fontWeight: 'medium' },
  '& > .key-points-counts': { fontSize: 'sm', color: 'fg.muted' },
});

function KeyPoints({ points, token }: { readonly points: readonly BalancePoint[]; readonly token: string }) {
  const intl = useIntl();
  const [all, setAll] = useState(false);
  const listed = useMemo(() => notablePoints(points), [points]);
  const counts = countKinds(points);
  const shown = all ? listed : listed.slice(0, KEY_POINTS_SHOWN);
  const t = messageOf(intl, 'report.balance.');
  const keyPointsClass = useStaticClass(keyPointsStyles);
  const buttonClass = useRecipeClass({ recipe: 'button', variants: { size: 'xs', variant: 'outline' } });
  const changeText = (change: number | null) => {
    if (change === null) return '-';
    if (!Number.isFinite(change)) return t('fromZero');
    const text = intl.formatNumber(change / 100, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    return text;
  };

  return (
    <div className={keyPointsClass}>
      <p className="key-points-title">{t('keyPoints')}</p>
      <p className="key-points-counts">
        {t('kindCounts', {
          peaks: counts.peak,
          valleys: counts.valley,
          changes: counts.significant_change,
          stable: counts.stable,
        })}
      </p>
      <ScrollTable borderWidth="1px" rounded="md">
        <ChartTable
          label={t('keyPoints')}
          columns={keyPointColumns}
          header={(column) => t(`column.${column}`, { token })}
          end={keyPointFigures}
        >
          {shown.map((p) => (
            <tr key={p.date}>
              <td className="nowrap">{dayText(p.date)}</td>
              <td>
                {p.kind && (
                  <PlainBadge colorPalette={kindPalette[p.kind]} variant="subtle">
                    {p.kind !== 'stable' && <KeyPointIcon kind={p.kind} />}
                    {t(`kind.${p.kind}`)}
                  </PlainBadge>
                )}
              </td>
              <td className="end nowrap">
                <AmountText value={p.balance} />
              </td>
              <td className="end nowrap">{changeText(p.change)}</td>
            </tr>
          ))}
        </ChartTable>
      </ScrollTable>
      {listed.length > KEY_POINTS_SHOWN && (
        <div>
          <button type="button" className={buttonClass} onClick={() => setAll(!all)} aria-expanded={all}>
            {all ? t('showFewer') : t('showAll', { count: listed.length })}
          </button>
        </div>
      )}
    </div>
  );
}
