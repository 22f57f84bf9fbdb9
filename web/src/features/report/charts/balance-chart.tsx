import { Line, type LineCustomSvgLayerProps } from '@nivo/line';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from '../../../../../shared/format/date-format';
import { formatDisplayAmount } from '../../../../../shared/format/number-format';
import { CHART_ANIMATION } from '../../../lib/resting-springs';
import { formatAxisValue } from './axis-format';
import { type BalancePoint, dateOf, dateTicks } from './balance-data';
import { ChartFrame, wholeSection } from './chart-frame';
import { ChartTooltip, TooltipRow } from './chart-tooltip';
import { KeyPointSymbol } from './key-point-symbol';
import { nivoTheme } from './nivo-theme';

type Series = { id: string; data: { x: string; y: number }[] };

const BALANCE_HEIGHT = 300;
const LINE_COLOR = '#3182CE';
const MARGIN = { top: 12, right: 16, bottom: 36, left: 56 } as const;
/** Room one date label needs on the x axis. */
const TICK_SPACING = 84;

/** The order markers are drawn in: the many significant changes below the rarer kinds. */
const drawOrder = ['significant_change', 'valley', 'peak', 'start'] as const;

/** spec 02 §2 balance chart: the balance day by day, its key points (spec 02 §9) marked. */
export function BalanceChart({
  points,
  token,
  summary,
}: {
  readonly points: readonly BalancePoint[];
  readonly token: string;
  readonly summary: string;
}) {
  const intl = useIntl();
  const data = useMemo<Series[]>(
    () => [{ id: 'balance', data: points.map((p) => ({ x: p.date, y: p.balance })) }],
    [points],
  );
  const min = Math.min(0, ...points.map((p) => p.balance));

  const marks = points.filter((p) => p.kind === 'significant_change').length;
  const KeyPoints = useMemo(
    () =>
      function KeyPointsLayer({ series, currentPoint, innerWidth }: LineCustomSvgLayerProps<Series>) {
        const positions = series[0]?.data ?? [];
        // Full-size marks closer than 8 px on average would hide the line.
        const small = marks * 8 > innerWidth;
        return (
          <g>
            {currentPoint && (
              <circle
                cx={currentPoint.x}
                cy={currentPoint.y}
                r={4.5}
                fill={LINE_COLOR}
                stroke="var(--chakra-colors-bg-panel)"
                strokeWidth={2}
              />
            )}
            {drawOrder.map((kind) =>
              points.map((p, i) =>
                p.kind === kind && positions[i] ? (
                  <KeyPointSymbol
                    key={`${kind}-${p.date}`}
                    kind={kind}
                    small={small}
                    x={positions[i].position.x}
                    y={positions[i].position.y}
                  />
                ) : null,
              ),
            )}
          </g>
        );
      },
    [points, marks],
  );

  return (
    <ChartFrame label={summary} height={BALANCE_HEIGHT} firstWidth={wholeSection}>
      {(width) => {
        const ticks = dateTicks(
          points[0]!.date,
          points.at(-1)!.date,
          (width - MARGIN.left - MARGIN.right) / TICK_SPACING,
        );
        const tickLabels = new Map(
          ticks.values.map((value, i) => {
            const previous = ticks.values[i - 1];
            const withYear = !previous || previous.getUTCFullYear() !== value.getUTCFullYear();
            const label = new Intl.DateTimeFormat(intl.locale, {
              timeZone: 'UTC',
              month: 'short',
              ...(ticks.unit === 'day' && { day: 'numeric' }),
              ...(withYear && { year: 'numeric' }),
            }).format(value);
            return [value.getTime(), label];
          }),
        );
        return (
          <Line<Series>
            animate={CHART_ANIMATION}
            width={width}
            height={BALANCE_HEIGHT}
            data={data}
            role="presentation"
            theme={nivoTheme}
            margin={MARGIN}
            xScale={{ type: 'time', format: '%Y-%m-%d', precision: 'day', useUTC: true }}
            yScale={{ type: 'linear', min, max: 'auto', nice: true }}
            colors={[LINE_COLOR]}
            lineWidth={2}
            enablePoints={false}
            enableArea
            areaBaselineValue={min}
            areaOpacity={0.12}
            enableGridX={false}
            gridYValues={5}
            axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: 5, format: formatAxisValue }}
            axisBottom={{
              tickSize: 4,
              tickPadding: 6,
              tickValues: [...ticks.values],
              format: (value: Date) => tickLabels.get(value.getTime()) ?? '',
            }}
            useMesh
            enableCrosshair
            crosshairType="x"
            layers={['grid', 'markers', 'areas', 'lines', KeyPoints, 'axes', 'crosshair', 'mesh']}
            tooltip={({ point }) => {
              const p = points[point.indexInSeries];
              if (!p) return null;
              return (
                <ChartTooltip title={formatDate(dateOf(p.date), { withTime: false, timeZone: 'UTC' })}>
                  <TooltipRow
                    color={LINE_COLOR}
                    label={intl.formatMessage({ id: 'report.balance.balance' })}
                    value={`${formatDisplayAmount(p.balance, intl.locale)} ${token}`}
                  />
                  {p.kind && (
                    <TooltipRow
                      label={intl.formatMessage({ id: 'report.balance.keyPoint' })}
                      value={intl.formatMessage({ id: `report.balance.kind.${p.kind}` })}
                    />
                  )}
                </ChartTooltip>
              );
            }}
          />
        );
      }}
    </ChartFrame>
  );
}
