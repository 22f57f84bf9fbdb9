import { Box, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ResponsiveLine, type SliceTooltipProps } from '@nivo/line';
import type { PartialTheme } from '@nivo/theming';
import { useIntl } from 'react-intl';
import type { UsageStatsResponse } from '../../../../../shared/contract/usage.schema';
import { formatDate, formatZoneLabel } from '../../../../../shared/format/date-format';
import { formatCount } from '../../../../../shared/format/number-format';
import { CHART_ANIMATION } from '../../../lib/resting-springs';
import { bucketLabel, formatMs, type TrendMetric, type TrendSeries, trendSeries } from '../stats-model';

/**
 * The three trend charts of the stats screen (spec 01 §2): calls, credits and response time per
 * bucket, one line per chain in its colour and one for the calls naming no chain. Axes read the
 * buckets in the display zone; a tooltip dates its bucket in the console's date style, zone named.
 * This module is the screen's lazy chart chunk: nivo loads only when there are figures to draw,
 * never with the home page.
 */

/** Chakra's semantic colours as CSS variables, so the charts follow the colour mode without a re-render. */
const text = { fontFamily: 'var(--chakra-fonts-body)', fontSize: 11, fill: 'var(--chakra-colors-fg-muted)' };
const theme: PartialTheme = {
  background: 'transparent',
  text,
  axis: {
    domain: { line: { stroke: 'var(--chakra-colors-border-emphasized)', strokeWidth: 1 } },
    ticks: { line: { stroke: 'var(--chakra-colors-border-emphasized)', strokeWidth: 1 }, text },
  },
  grid: { line: { stroke: 'var(--chakra-colors-border)', strokeWidth: 1 } },
  crosshair: { line: { stroke: 'var(--chakra-colors-fg-muted)', strokeWidth: 1, strokeOpacity: 0.6 } },
};

const HEIGHT = 240;
const metrics: readonly TrendMetric[] = ['calls', 'cost', 'time'];
const titleIds: Record<TrendMetric, string> = {
  calls: 'apiStats.charts.calls',
  cost: 'apiStats.charts.cost',
  time: 'apiStats.charts.time',
};

type Series = { id: string; color: string; data: { x: Date; y: number }[] };

function TrendChart({
  metric,
  series,
  stats,
  timeZone,
}: {
  readonly metric: TrendMetric;
  readonly series: readonly TrendSeries[];
  readonly stats: UsageStatsResponse;
  readonly timeZone: string;
}) {
  const intl = useIntl();
  const { granularity, start_date, end_date } = stats.time_range;
  const label = (d: Date) => bucketLabel(d, granularity, timeZone);
  const bucketDate = (d: Date) =>
    formatDate(d, { timeZone, withTime: granularity === 'hour', withZone: true });
  const value = (y: number) => (metric === 'time' ? formatMs(y) : formatCount(y));
  const points = Math.max(...series.map((s) => s.data.length), 0);
  // Calls and credits are whole numbers: small maxima get whole ticks, not 0.2 steps.
  const maxY = Math.max(0, ...series.flatMap((s) => s.data.map((p) => p.y)));
  const ticks =
    metric !== 'time' && maxY < 4 ? Array.from({ length: Math.max(1, maxY) + 1 }, (_, i) => i) : 4;
  const summary = intl.formatMessage(
    { id: 'apiStats.charts.summary' },
    {
      metric: intl.formatMessage({ id: titleIds[metric] }),
      granularity,
      start: label(new Date(start_date)),
      end: label(new Date(end_date)),
    },
  );
  const Tooltip = ({ slice }: SliceTooltipProps<Series>) => (
    <Box bg="bg.panel" borderWidth="1px" rounded="md" shadow="md" px="3" py="2" fontSize="sm">
      <Text fontWeight="medium" mb="1">
        {bucketDate(slice.points[0]?.data.x as Date)}
      </Text>
      {slice.points.map((p) => (
        <HStack key={p.id} gap="2">
          <Box boxSize="2.5" rounded="full" bg={p.seriesColor} aria-hidden />
          <Text>
            {intl.formatMessage({ id: `apiStats.chain.${p.seriesId}` })}: {value(p.data.y as number)}
          </Text>
        </HStack>
      ))}
    </Box>
  );
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body gap="2">
        <Text fontWeight="medium" fontSize="sm">
          {intl.formatMessage({ id: titleIds[metric] })}
        </Text>
        <Box role="img" aria-label={summary} h={`${HEIGHT}px`} data-testid={`trend-${metric}`}>
          <ResponsiveLine<Series>
            data={series as Series[]}
            animate={CHART_ANIMATION}
            theme={theme}
            margin={{ top: 10, right: 16, bottom: 32, left: 48 }}
            // The axis spans the asked range: a lone bucket sits at its date, not on a collapsed axis.
            xScale={{
              type: 'time',
              precision: granularity === 'hour' ? 'hour' : 'day',
              min: new Date(start_date),
              max: new Date(end_date),
            }}
            yScale={{
              type: 'linear',
              min: 0,
              max: Array.isArray(ticks) ? ticks.length - 1 : 'auto',
              nice: true,
            }}
            colors={(s) => s.color}
            lineWidth={2}
            enablePoints={points <= 31}
            // Sparse figures are mostly points: make them big enough to see without a line.
            pointSize={points <= 3 ? 10 : 5}
            enableGridX={false}
            gridYValues={ticks}
            axisBottom={{ format: label, tickValues: 4, tickSize: 4 }}
            axisLeft={{ format: value, tickValues: ticks, tickSize: 4 }}
            enableSlices="x"
            sliceTooltip={Tooltip}
            role="presentation"
          />
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

export default function UsageCharts({
  stats,
  timeZone,
}: {
  readonly stats: UsageStatsResponse;
  readonly timeZone: string;
}) {
  const intl = useIntl();
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '3', md: '4' }}>
        {metrics.map((metric) => (
          <TrendChart
            key={metric}
            metric={metric}
            series={trendSeries(stats, metric)}
            stats={stats}
            timeZone={timeZone}
          />
        ))}
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted" data-testid="charts-zone">
        {intl.formatMessage(
          { id: 'apiStats.charts.zoneNote' },
          { zone: formatZoneLabel(timeZone, stats.time_range.end_date) },
        )}
      </Text>
    </Stack>
  );
}
