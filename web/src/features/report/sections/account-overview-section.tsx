import { Badge, chakra, defineStyle, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { CSSProperties, ReactNode } from 'react';
import { LuArrowDownLeft, LuArrowLeftRight, LuArrowUpRight } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { CopyValue } from '../../../components/copy-value';
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

  return (
    <ReportSection id="report-overview" messages="report.overview">
      <Stack gap="6">
        <Fact
          label={text('report.overview.balance')}
          emphasis
          note={
            <HStack gap="2" mt="1" wrap="wrap">
              <Badge colorPalette={figures.active ? 'green' : 'gray'} variant="subtle">
                {text(figures.active ? 'report.overview.active' : 'report.overview.inactive')}
              </Badge>
              <Text as="span">{text('report.overview.activeNote')}</Text>
            </HStack>
          }
        >
          {money(overview.balance)}
        </Fact>

        <SimpleGrid columns={{ base: 2, lg: 4 }} gapX="4" gapY="3">
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
        </SimpleGrid>

        <SimpleGrid
          columns={{ base: 1, md: 3 }}
          gap="3"
          aria-label={text('report.overview.flows')}
          role="group"
        >
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
        </SimpleGrid>

        <SimpleGrid columns={{ base: 2, md: 4 }} gapX="4" gapY="4">
          <Fact
            label={text('report.overview.ratio')}
            note={
              <Badge colorPalette={flowPalette[figures.dominant_flow]} variant="subtle" mt="1">
                {text(`report.overview.dominant.${figures.dominant_flow}`)}
              </Badge>
            }
          >
            {Number.isFinite(ratio) ? (
              intl.formatNumber(ratio, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
            ) : (
              <Text as="span" title={text('report.overview.ratioInfinite')}>
                ∞{' '}
                <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal">
                  ({text('report.overview.ratioInfinite')})
                </Text>
              </Text>
            )}
          </Fact>
          <Fact label={text('report.overview.frequency')} note={text('report.overview.frequencyNote')}>
            <Badge colorPalette={bandPalette[figures.transaction_frequency]} variant="subtle">
              {text(`report.overview.frequency.${figures.transaction_frequency}`)}
            </Badge>
          </Fact>
          <Fact
            label={text('report.overview.amountCategory')}
            note={text('report.overview.amountCategoryNote')}
          >
            <Badge colorPalette={sizePalette[figures.amount_category]} variant="subtle">
              {text(`report.overview.amountCategory.${figures.amount_category}`)}
            </Badge>
          </Fact>
          <Fact label={text('report.overview.average')}>
            {format.fixed(figures.average_amount, 4)} {coin}
          </Fact>
        </SimpleGrid>
      </Stack>
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
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={type === 1 ? 'purple' : 'gray'} variant="subtle">
          {label}
        </Badge>
        {type === 1 && (
          <HStack gap="2" data-testid="exchange">
            <ExchangeLogo name={exchangeName} size="7" />
            <Text as="span" fontWeight="semibold">
              {exchangeName?.trim() || text('report.overview.exchangeUnknown')}
            </Text>
          </HStack>
        )}
      </HStack>
    </Fact>
  );
}

/** One styled element per money flow card, its lines plain elements. */
const flowStyles = defineStyle({
  borderWidth: '1px',
  rounded: 'lg',
  p: '3',
  minW: '0',
  '& > .flow-label': {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    mb: '1',
    fontSize: 'sm',
    color: 'fg.muted',
  },
  '& .flow-label > svg': { boxSize: '4', flexShrink: 0, color: 'var(--flow-colour)' },
  '& > .flow-amount': {
    fontWeight: 'semibold',
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  },
  '& > .flow-count': { fontSize: 'sm', color: 'fg.muted' },
  '& > .flow-latest': { fontSize: 'xs', color: 'fg.subtle', fontVariantNumeric: 'tabular-nums' },
});

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
    <chakra.div
      css={flowStyles}
      style={{ '--flow-colour': `var(--chakra-colors-${palette}-fg)` } as CSSProperties}
    >
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
    </chakra.div>
  );
}
