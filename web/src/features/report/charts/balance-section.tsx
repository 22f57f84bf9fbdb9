import { Badge, Box, Button, chakra, defineStyle, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuInfo } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { formatDate } from '../../../../../shared/format/date-format';
import { formatDisplayAmount } from '../../../../../shared/format/number-format';
import type { BalancePointKind } from '../../../../../shared/rules/report-metrics';
import { plainRowsStyle } from '../../../components/plain-table-rows';
import { ScrollTable } from '../../../components/scroll-table';
import { TableHead } from '../../../components/table-head';
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
import { KeyPointIcon } from './key-point-symbol';

const keyPointColumns = ['date', 'kind', 'balance', 'change'] as const;
const keyPointFigures: ReadonlySet<string> = new Set(['balance', 'change']);

/** Key points listed before "show all". */
export const KEY_POINTS_SHOWN = 10;

const dayText = (day: string) => formatDate(dateOf(day), { withTime: false, timeZone: 'UTC' });

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

  return (
    <ReportSection id="report-balance" messages="report.balance">
      {summary === null ? (
        <ChartEmpty title={t('empty.title')} description={t('empty.description')} />
      ) : (
        <Stack gap="4">
          <BalanceFigures summary={summary} token={token} />
          {report.coverage.balance_basis === 'backward_from_current' && (
            <HStack gap="1.5" fontSize="sm" color="fg.muted" align="start">
              <Box as="span" mt="0.5" flexShrink={0}>
                <LuInfo aria-hidden />
              </Box>
              <Text>{t('basis.backward')}</Text>
            </HStack>
          )}
          <Box>
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
          </Box>
          <KeyPoints points={points} token={token} />
        </Stack>
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
    borderWidth: '1px',
    rounded: 'md',
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
  return (
    <chakra.dl css={balanceFiguresStyles}>
      {(['min', 'max', 'current'] as const).map((key) => (
        <div key={key}>
          <dt>{intl.formatMessage({ id: `report.balance.${key}` })}</dt>
          <dd>
            {formatDisplayAmount(summary[key].balance, intl.locale)} {token}
            <span>{dayText(summary[key].date)}</span>
          </dd>
        </div>
      ))}
    </chakra.dl>
  );
}

/** The legend of the chart's marks: one styled element, its entries plain. */
const keyPointLegendStyles = defineStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '4',
  mb: '2',
  fontSize: 'sm',
  color: 'fg.muted',
  '& > span': { display: 'inline-flex', alignItems: 'center', gap: '1.5' },
});

function KeyPointLegend() {
  const intl = useIntl();
  return (
    <chakra.div css={keyPointLegendStyles} aria-hidden>
      {NOTABLE_KINDS.map((kind) => (
        <span key={kind}>
          <KeyPointIcon kind={kind} />
          {intl.formatMessage({ id: `report.balance.kind.${kind}` })}
        </span>
      ))}
    </chakra.div>
  );
}

const kindPalette: Readonly<Record<BalancePointKind, string>> = {
  start: 'blue',
  peak: 'green',
  valley: 'orange',
  significant_change: 'purple',
  stable: 'gray',
};

function KeyPoints({ points, token }: { readonly points: readonly BalancePoint[]; readonly token: string }) {
  const intl = useIntl();
  const [all, setAll] = useState(false);
  const listed = useMemo(() => notablePoints(points), [points]);
  const counts = countKinds(points);
  const shown = all ? listed : listed.slice(0, KEY_POINTS_SHOWN);
  const t = messageOf(intl, 'report.balance.');
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
    <Stack gap="2">
      <Text fontWeight="medium">{t('keyPoints')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('kindCounts', {
          peaks: counts.peak,
          valleys: counts.valley,
          changes: counts.significant_change,
          stable: counts.stable,
        })}
      </Text>
      <ScrollTable borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t('keyPoints')}>
          <TableHead
            columns={keyPointColumns}
            header={(column) => t(`column.${column}`, { token })}
            end={keyPointFigures}
          />
          <Table.Body css={plainRowsStyle}>
            {shown.map((p) => (
              <tr key={p.date}>
                <td className="nowrap">{dayText(p.date)}</td>
                <td>
                  {p.kind && (
                    <Badge colorPalette={kindPalette[p.kind]} variant="subtle">
                      {p.kind !== 'stable' && <KeyPointIcon kind={p.kind} />}
                      {t(`kind.${p.kind}`)}
                    </Badge>
                  )}
                </td>
                <td className="end nowrap">
                  <AmountText value={p.balance} />
                </td>
                <td className="end nowrap">{changeText(p.change)}</td>
              </tr>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollTable>
      {listed.length > KEY_POINTS_SHOWN && (
        <Box>
          <Button size="xs" variant="outline" onClick={() => setAll(!all)} aria-expanded={all}>
            {all ? t('showFewer') : t('showAll', { count: listed.length })}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
