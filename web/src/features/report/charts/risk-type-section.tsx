import { defineStyle } from '@chakra-ui/react';
import { Bar } from '@nivo/bar';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { formatDisplayAmount } from '../../../../../shared/format/number-format';
import type { RiskSeverity } from '../../../../../shared/format/risk-display';
import { row } from '../../../components/layout-styles';
import { PlainBadge } from '../../../components/plain-badge';
import { ScrollTable } from '../../../components/scroll-table';
import { useStaticClass } from '../../../components/static-class';
import { useMediaQuery } from '../../../components/use-media-query';
import { messageOf } from '../../../i18n/message-text';
import { riskCategoryText } from '../../../i18n/risk-text';
import { formatShare } from '../../../lib/percent-format';
import { CHART_ANIMATION } from '../../../lib/resting-springs';
import { ReportSection } from '../report-section';
import { AmountText } from '../sections/amount-text';
import { countTicks, estimateTextWidth, formatAxisValue } from './axis-format';
import { ChartEmpty } from './chart-empty';
import { ChartFrame, wholeSection } from './chart-frame';
import type { ChartMode } from './chart-mode';
import { ChartModeToggle, ToggleButton } from './chart-toggles';
import { ChartTooltip, TooltipRow } from './chart-tooltip';
import { ChartTable } from './data-table-toggle';
import { nivoTheme, UNUSED_LABEL_COLOR } from './nivo-theme';
import { type RiskTypeRow, toRiskTypeBarData, toRiskTypeRows } from './risk-type-data';

const riskTypeColumns = ['type', 'severity', 'amount', 'count', 'share'] as const;
const riskTypeFigures: ReadonlySet<string> = new Set(['amount', 'count', 'share']);

const severityPalette: Readonly<Record<RiskSeverity, string>> = {
  high: 'red',
  medium: 'orange',
  low: 'gray',
};
const BAR_ROW_HEIGHT = 34;
const AXIS_HEIGHT = 44;

const actionsStyles = defineStyle({ ...row('2'), flexWrap: 'wrap' });

/** Between the chart and its table, in CSS pixels (the theme's spacing 5). */
const CHART_TABLE_GAP = 20;
/** From Chakra's lg breakpoint up, the chart sits beside its table. */
const BESIDE_TABLE_QUERY = '(min-width: 64rem)';
/** The first width of the chart beside its table: half the section, less the gap. */
const besideItsTable = (sectionWidth: number): number =>
  Math.max(0, Math.floor((sectionWidth - CHART_TABLE_GAP) / 2));

/** The chart beside its table (from lg up), and the note on the rows left out. */
const riskTypeStyles = defineStyle({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  gap: `${CHART_TABLE_GAP}px`,
  alignItems: 'start',
  '& .risk-type-more': { mt: '2', fontSize: 'sm', color: 'fg.muted' },
});

/**
 * spec 02 §2 risk-type chart: the categories of the counterparties, as bars and as a table of at
 * most 10 rows, by amount or by count; "normal" is hidden until asked for.
 */
export function RiskTypeSection({ report }: { readonly report: QueryResult }) {
  const intl = useIntl();
  const [mode, setMode] = useState<ChartMode>('amount');
  const [showNormal, setShowNormal] = useState(false);
  const { rows, more } = useMemo(
    () => toRiskTypeRows(report.risk_type, { mode, showNormal }),
    [report.risk_type, mode, showNormal],
  );
  const token = report.token.toUpperCase();
  const t = messageOf(intl, 'report.riskType.');
  const actionsClass = useStaticClass(actionsStyles);
  const riskTypeClass = useStaticClass(riskTypeStyles);

  return (
    <ReportSection
      id="report-risk-types"
      messages="report.riskType"
      actions={
        <div className={actionsClass}>
          <ChartModeToggle value={mode} onChange={setMode} />
          <ToggleButton pressed={showNormal} onChange={setShowNormal}>
            {t('showNormal')}
          </ToggleButton>
        </div>
      }
    >
      {rows.length === 0 ? (
        <RiskTypeEmpty report={report} showNormal={showNormal} />
      ) : (
        <div className={riskTypeClass}>
          <RiskTypeChart rows={rows} mode={mode} token={token} />
          <div>
            <RiskTypeTable rows={rows} token={token} />
            {more > 0 && <p className="risk-type-more">{t('more', { count: more })}</p>}
          </div>
        </div>
      )}
    </ReportSection>
  );
}

function RiskTypeEmpty({
  report,
  showNormal,
}: {
  readonly report: QueryResult;
  readonly showNormal: boolean;
}) {
  const intl = useIntl();
  const onlyNormal = !showNormal && report.risk_type.some((e) => e.type === 'normal' && e.count > 0);
  // Never "no risky counterparties" beside findings: those come from indirect exposure or lookalikes.
  const findings = report.reasons.some((r) => r.level > 0);
  const key = onlyNormal ? (findings ? 'onlyIndirect' : 'onlyNormal') : 'none';
  return (
    <ChartEmpty
      title={intl.formatMessage({ id: `report.riskType.empty.${key}.title` })}
      description={intl.formatMessage({ id: `report.riskType.empty.${key}.description` })}
    />
  );
}

function RiskTypeChart({
  rows,
  mode,
  token,
}: {
  readonly rows: readonly RiskTypeRow[];
  readonly mode: ChartMode;
  readonly token: string;
}) {
  const intl = useIntl();
  const besideTable = useMediaQuery(BESIDE_TABLE_QUERY);
  const data = useMemo(() => toRiskTypeBarData(rows, mode), [rows, mode]);
  const labelOf = (type: string | number) => riskCategoryText(intl, String(type));
  const colorOf = new Map(rows.map((row) => [row.type, row.color]));
  const rowOf = new Map(rows.map((row) => [row.type, row]));
  const valueText = (value: number) =>
    mode === 'amount' ? `${formatDisplayAmount(value, intl.locale)} ${token}` : intl.formatNumber(value);
  const left = Math.min(160, Math.max(56, ...rows.map((row) => estimateTextWidth(labelOf(row.type)) + 14)));
  const max = Math.max(...rows.map((row) => row[mode]));
  const ticks = mode === 'count' ? countTicks(max) : undefined;
  const height = rows.length * BAR_ROW_HEIGHT + AXIS_HEIGHT;
  const summary = intl.formatMessage(
    { id: 'report.riskType.chartLabel' },
    {
      mode: intl.formatMessage({ id: `report.chart.modeInText.${mode}` }),
      items: intl.formatList(rows.map((row) => `${labelOf(row.type)} ${valueText(row[mode])}`)),
    },
  );

  return (
    <ChartFrame label={summary} height={height} firstWidth={besideTable ? besideItsTable : wholeSection}>
      {(width) => (
        <Bar
          animate={CHART_ANIMATION}
          width={width}
          height={height}
          data={data}
          keys={['value']}
          indexBy="type"
          layout="horizontal"
          role="presentation"
          theme={nivoTheme}
          margin={{ top: 4, right: 20, bottom: AXIS_HEIGHT - 4, left }}
          padding={0.3}
          valueScale={{ type: 'linear', min: 0, nice: true }}
          colors={(bar) => colorOf.get(String(bar.indexValue)) ?? 'gray'}
          borderRadius={3}
          enableLabel={false}
          labelTextColor={UNUSED_LABEL_COLOR}
          enableGridY={false}
          enableGridX
          gridXValues={ticks ?? 5}
          axisLeft={{ tickSize: 0, tickPadding: 8, format: labelOf }}
          axisBottom={{ tickSize: 0, tickPadding: 8, tickValues: ticks ?? 5, format: formatAxisValue }}
          tooltip={({ indexValue }) => {
            const row = rowOf.get(String(indexValue));
            if (!row) return null;
            return (
              <ChartTooltip title={labelOf(row.type)}>
                <TooltipRow
                  color={row.color}
                  label={intl.formatMessage({ id: 'report.riskType.column.amount' }, { token })}
                  value={formatDisplayAmount(row.amount, intl.locale)}
                />
                <TooltipRow
                  label={intl.formatMessage({ id: 'report.riskType.column.count' })}
                  value={intl.formatNumber(row.count)}
                />
                <TooltipRow
                  label={intl.formatMessage({ id: 'report.riskType.column.share' })}
                  value={formatShare(intl, row.share)}
                />
              </ChartTooltip>
            );
          }}
        />
      )}
    </ChartFrame>
  );
}

/** What the table's cells hold: the category's colour beside its name. */
const riskTypeTableStyles = defineStyle({
  '& .risk-type-name': row('2'),
  '& .swatch': { flexShrink: 0, w: '2.5', h: '2.5', rounded: 'sm' },
});

function RiskTypeTable({ rows, token }: { readonly rows: readonly RiskTypeRow[]; readonly token: string }) {
  const intl = useIntl();
  const tableClass = useStaticClass(riskTypeTableStyles);
  const header = (id: string) => intl.formatMessage({ id: `report.riskType.column.${id}` }, { token });
  return (
    <ScrollTable borderWidth="1px" rounded="md">
      <ChartTable
        label={intl.formatMessage({ id: 'report.riskType.tableLabel' })}
        columns={riskTypeColumns}
        header={header}
        end={riskTypeFigures}
        className={tableClass}
      >
        {rows.map((row) => (
          <tr key={row.type}>
            <td>
              <div className="risk-type-name">
                <div className="swatch" style={{ background: row.color }} />
                <span>{riskCategoryText(intl, row.type)}</span>
              </div>
            </td>
            <td>
              <PlainBadge colorPalette={severityPalette[row.severity]} variant="subtle">
                {intl.formatMessage({ id: `risk.severity.${row.severity}` })}
              </PlainBadge>
            </td>
            <td className="end figure nowrap">
              <AmountText value={row.amount} />
            </td>
            <td className="end figure">{intl.formatNumber(row.count)}</td>
            <td className="end figure">{formatShare(intl, row.share)}</td>
          </tr>
        ))}
      </ChartTable>
    </ScrollTable>
  );
}
