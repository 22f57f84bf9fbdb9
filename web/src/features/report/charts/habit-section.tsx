import { defineStyle } from '@chakra-ui/react';
import { Bar } from '@nivo/bar';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { formatDisplayAmount } from '../../../../../shared/format/number-format';
import type { HabitPeriodSummary } from '../../../../../shared/rules/report-metrics';
import { gridColumns, outlined, row, spreadRow, stack } from '../../../components/layout-styles';
import { PlainBadge } from '../../../components/plain-badge';
import { ScrollTable } from '../../../components/scroll-table';
import { useStaticClass } from '../../../components/static-class';
import { messageOf } from '../../../i18n/message-text';
import { CHART_ANIMATION } from '../../../lib/resting-springs';
import { ReportSection } from '../report-section';
import { countTicks, formatAxisValue } from './axis-format';
import { ChartEmpty } from './chart-empty';
import { ChartFrame, wholeSection } from './chart-frame';
import type { ChartMode } from './chart-mode';
import { ChartModeToggle } from './chart-toggles';
import { ChartTooltip, TooltipRow } from './chart-tooltip';
import { ChartTable, DataTableToggle } from './data-table-toggle';
import {
  type HabitBarDatum,
  habitPeriodsOf,
  hasHabitActivity,
  PERIOD_HOURS,
  peakHours,
  toHabitBarData,
} from './habit-data';
import { FLOW_COLORS, nivoTheme, UNUSED_LABEL_COLOR } from './nivo-theme';

const HABIT_HEIGHT = 280;
/** Below this drawing width every third hour is labelled, so the labels do not touch. */
const ALL_HOURS_MIN_WIDTH = 560;
const activityPalette = { high: 'red', medium: 'orange', low: 'gray' } as const;
const hourText = (hour: number | string) => `${String(hour).padStart(2, '0')}:00`;
const habitColumns = ['inflowAmount', 'inflowCount', 'outflowAmount', 'outflowCount'] as const;
const habitFigures: ReadonlySet<string> = new Set(habitColumns);

const stackStyles = defineStyle(stack('4'));

/**
 * spec 02 §2 habit chart: inflow and outflow per UTC hour (inflow up, outflow mirrored down), by
 * amount or count, and the four periods of spec 02 §9 with the busiest one marked.
 */
export function HabitSection({ report }: { readonly report: QueryResult }) {
  const intl = useIntl();
  const [mode, setMode] = useState<ChartMode>('amount');
  const t = messageOf(intl, 'report.habit.');
  const active = hasHabitActivity(report.habit);
  const stackClass = useStaticClass(stackStyles);

  return (
    <ReportSection
      id="report-habit"
      messages="report.habit"
      actions={active && <ChartModeToggle value={mode} onChange={setMode} />}
    >
      {active ? (
        <div className={stackClass}>
          <HabitChart report={report} mode={mode} />
          <HabitPeriods report={report} />
          <DataTableToggle>
            <HabitTable report={report} />
          </DataTableToggle>
        </div>
      ) : (
        <ChartEmpty title={t('empty.title')} description={t('empty.description')} />
      )}
    </ReportSection>
  );
}

/** The chart's legend: one styled element, its entries plain. */
const habitLegendStyles = defineStyle({
  ...row('4'),
  flexWrap: 'wrap',
  mb: '2',
  fontSize: 'sm',
  color: 'fg.muted',
  '& > div': row('1.5'),
  '& .swatch': { w: '3', h: '3', rounded: 'sm' },
});

function HabitChart({ report, mode }: { readonly report: QueryResult; readonly mode: ChartMode }) {
  const intl = useIntl();
  const legendClass = useStaticClass(habitLegendStyles);
  const data = useMemo(() => toHabitBarData(report.habit, mode), [report.habit, mode]);
  const token = report.token.toUpperCase();
  const t = messageOf(intl, 'report.habit.');
  const { busiest } = habitPeriodsOf(report);
  const peaks = peakHours(data);
  const summary = t('chartLabel', {
    mode: intl.formatMessage({ id: `report.chart.modeInText.${mode}` }),
    inflowHour: peaks.inflow === null ? '-' : hourText(peaks.inflow),
    outflowHour: peaks.outflow === null ? '-' : hourText(peaks.outflow),
    busiest: busiest ? t(`period.${busiest}`) : '-',
  });
  const maxIn = Math.max(0, ...data.map((d) => d.inflow));
  const maxOut = Math.max(0, ...data.map((d) => -d.outflow));
  const max = Math.max(maxIn, maxOut);
  const ticks = mode === 'count' ? countTicks(max) : undefined;
  const valueTicks = ticks
    ? [
        ...ticks
          .slice(1)
          .map((v) => -v)
          .reverse(),
        ...ticks,
      ]
    : 6;
  const label = { inflow: t('inflow'), outflow: t('outflow') };

  return (
    <div>
      <div className={legendClass} aria-hidden>
        {(['inflow', 'outflow'] as const).map((key) => (
          <div key={key}>
            <div className="swatch" style={{ background: FLOW_COLORS[key] }} />
            <p>{label[key]}</p>
          </div>
        ))}
        <p>{t('utcNote')}</p>
      </div>
      <ChartFrame label={summary} height={HABIT_HEIGHT} firstWidth={wholeSection}>
        {(width) => (
          <Bar<HabitBarDatum>
            animate={CHART_ANIMATION}
            width={width}
            height={HABIT_HEIGHT}
            data={data}
            keys={['inflow', 'outflow']}
            indexBy="hour"
            groupMode="stacked"
            role="presentation"
            theme={nivoTheme}
            margin={{ top: 8, right: 8, bottom: 40, left: 48 }}
            padding={0.25}
            // nivo's automatic domain leaves out the negative (outflow) stack; give it both sides.
            valueScale={{ type: 'linear', min: -maxOut || -1, max: maxIn || 1, nice: true }}
            colors={({ id }) => FLOW_COLORS[id as 'inflow' | 'outflow']}
            borderRadius={2}
            enableLabel={false}
            labelTextColor={UNUSED_LABEL_COLOR}
            gridYValues={valueTicks}
            axisLeft={{
              tickSize: 0,
              tickPadding: 6,
              tickValues: valueTicks,
              format: (v) => formatAxisValue(Math.abs(v)),
            }}
            axisBottom={{
              tickSize: 0,
              tickPadding: 6,
              tickValues:
                width < ALL_HOURS_MIN_WIDTH
                  ? data.filter((_, i) => i % 3 === 0).map((d) => d.hour)
                  : undefined,
              legend: t('hourAxis'),
              legendPosition: 'middle',
              legendOffset: 32,
            }}
            markers={[
              {
                axis: 'y',
                value: 0,
                lineStyle: { stroke: 'var(--chakra-colors-border-emphasized)', strokeWidth: 1 },
              },
            ]}
            tooltip={({ indexValue }) => {
              const hour = report.habit.find((h) => h.hour === String(indexValue));
              if (!hour) return null;
              return (
                <ChartTooltip
                  title={t('hourRange', {
                    from: hourText(hour.hour),
                    to: `${String(hour.hour).padStart(2, '0')}:59`,
                  })}
                >
                  <TooltipRow
                    color={FLOW_COLORS.inflow}
                    label={label.inflow}
                    value={`${formatDisplayAmount(hour.inflow_amount, intl.locale)} ${token} · ${t('transfers', { count: hour.inflow_count })}`}
                  />
                  <TooltipRow
                    color={FLOW_COLORS.outflow}
                    label={label.outflow}
                    value={`${formatDisplayAmount(hour.outflow_amount, intl.locale)} ${token} · ${t('transfers', { count: hour.outflow_count })}`}
                  />
                </ChartTooltip>
              );
            }}
          />
        )}
      </ChartFrame>
    </div>
  );
}

const periodsStyles = defineStyle({ ...gridColumns({ base: 2, md: 4 }), gap: '3' });

function HabitPeriods({ report }: { readonly report: QueryResult }) {
  const intl = useIntl();
  const { periods, busiest } = habitPeriodsOf(report);
  const periodsClass = useStaticClass(periodsStyles);
  return (
    <ul className={periodsClass} aria-label={intl.formatMessage({ id: 'report.habit.periodsLabel' })}>
      {periods.map((p) => (
        <PeriodCard
          key={p.period}
          period={p}
          busiest={p.period === busiest}
          token={report.token.toUpperCase()}
        />
      ))}
    </ul>
  );
}

/** One styled element per period card, its lines plain elements (four cards, six lines each). */
const periodCardStyles = defineStyle({
  ...stack('1'),
  p: '3',
  ...outlined('md'),
  borderColor: 'border',
  minW: '0',
  '&[data-busiest]': { borderColor: 'blue.solid', bg: 'blue.subtle' },
  '& > .period-head': spreadRow('2'),
  '& .period-name': { fontWeight: 'semibold' },
  '& > .period-hours': { fontSize: 'xs', color: 'fg.muted' },
  '& > .period-amount': { fontWeight: 'medium', fontVariantNumeric: 'tabular-nums', wordBreak: 'break-word' },
  '& > .period-count': { fontSize: 'sm', color: 'fg.muted' },
});

function PeriodCard({
  period,
  busiest,
  token,
}: {
  readonly period: HabitPeriodSummary;
  readonly busiest: boolean;
  readonly token: string;
}) {
  const intl = useIntl();
  const t = messageOf(intl, 'report.habit.');
  const [from, to] = PERIOD_HOURS[period.period];
  const cardClass = useStaticClass(periodCardStyles);
  return (
    <li className={cardClass} data-busiest={busiest || undefined}>
      <div className="period-head">
        <p className="period-name">{t(`period.${period.period}`)}</p>
        {busiest && (
          <PlainBadge colorPalette="blue" variant="solid" size="sm">
            {t('busiest')}
          </PlainBadge>
        )}
      </div>
      <p className="period-hours">
        {t('periodHours', { from: hourText(from), to: `${String(to).padStart(2, '0')}:59` })}
      </p>
      <p className="period-amount">
        {formatDisplayAmount(period.amount, intl.locale)} {token}
      </p>
      <p className="period-count">{t('transfers', { count: period.count })}</p>
      <div>
        <PlainBadge colorPalette={activityPalette[period.activity]} variant="subtle" size="sm">
          {t(`activity.${period.activity}`)}
        </PlainBadge>
      </div>
    </li>
  );
}

function HabitTable({ report }: { readonly report: QueryResult }) {
  const intl = useIntl();
  const token = report.token.toUpperCase();
  const t = (id: string) => intl.formatMessage({ id: `report.habit.column.${id}` }, { token });
  return (
    <ScrollTable borderWidth="1px" rounded="md" maxH="24rem">
      <ChartTable
        label={intl.formatMessage({ id: 'report.habit.tableLabel' })}
        columns={['hour', ...habitColumns]}
        header={t}
        end={habitFigures}
        stickyHeader
      >
        {report.habit.map((h) => (
          <tr key={h.hour}>
            <td className="figure">{hourText(h.hour)}</td>
            {[
              formatDisplayAmount(h.inflow_amount, intl.locale),
              intl.formatNumber(h.inflow_count),
              formatDisplayAmount(h.outflow_amount, intl.locale),
              intl.formatNumber(h.outflow_count),
            ].map((value, i) => (
              <td key={habitColumns[i]} className="end figure nowrap">
                {value}
              </td>
            ))}
          </tr>
        ))}
      </ChartTable>
    </ScrollTable>
  );
}
