import {
  Badge,
  Button,
  ButtonGroup,
  Card,
  defineStyle,
  Flex,
  HStack,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { TETHER_FREEZE_SOURCE } from '../../../../../shared/constants/tokens';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { CopyValue } from '../../../components/copy-value';
import { PaginationBar } from '../../../components/pagination-bar';
import { interactiveRowsStyle, plainRowsStyle } from '../../../components/plain-table-rows';
import { ScrollTable } from '../../../components/scroll-table';
import { SortArrow, SortHeader } from '../../../components/sort-header';
import { useMessage } from '../../../i18n/message-text';
import { labelSourceText, riskCategoryText } from '../../../i18n/risk-text';
import { usePrintedAt } from '../../../lib/use-print-mode';
import { ReportSection } from '../report-section';
import { AmountText } from './amount-text';
import { CounterpartyLinks } from './case-links';
import { CategoryBadge } from './reason-list';
import {
  goToPage,
  initialTopTableState,
  sortBy,
  sortTopTransactions,
  TOP_PAGE_SIZE,
  type TopSortKey,
  type TopTableState,
  type TopTransaction,
  topSortKeys,
  topTablePage,
} from './top-transactions';
import { reportCoin, useReportFormat } from './use-report-format';

const headerIds: Readonly<Record<TopSortKey, string>> = {
  total_amount: 'report.top.amount',
  total_count: 'report.top.count',
  last_transaction_time: 'report.top.latest',
};

/** What the report knows about a counterparty: its risk category, or that it is a lookalike. */
type Flag = { readonly kind: 'category'; readonly category: string } | { readonly kind: 'lookalike' };

function counterpartyFlags(report: QueryResult): ReadonlyMap<string, Flag> {
  const flags = new Map<string, Flag>();
  for (const l of report.lookalikes ?? []) flags.set(l.address, { kind: 'lookalike' });
  for (const r of report.reasons)
    if (r.exposure === 'direct' && r.counterparty && !flags.has(r.counterparty))
      flags.set(r.counterparty, { kind: 'category', category: r.category });
  return flags;
}

/**
 * Whether this screen shows the table (md and up) or the cards. Only that layout is built: the
 * other would be a few hundred hidden elements built for nothing; a resize across the breakpoint
 * builds it then, and printing draws its own table.
 */
const useWideLayout = (): boolean => useBreakpointValue({ base: false, md: true }, { ssr: false }) === true;

/**
 * Top counterparties (spec 02 §2): 10 rows a page, sortable by total amount (the default,
 * descending), transfer count and last transfer; a table from md up, cards below it. A
 * counterparty the report found risky (or a lookalike) carries a badge. Printed, it is one table
 * of every row in the chosen order: no pages, no cards beside it.
 */
export function TopTransactionsSection({ report }: { readonly report: QueryResult }) {
  const intl = useIntl();
  const [state, setState] = useState<TopTableState>(initialTopTableState);
  const rows = report.top_transaction;
  const view = topTablePage(rows, state);
  const flags = useMemo(() => counterpartyFlags(report), [report]);
  const coin = reportCoin(report);
  const onSort = (key: TopSortKey) => setState((s) => sortBy(s, key));
  const wide = useWideLayout();
  const printing = usePrintedAt() !== undefined;

  if (printing && rows.length > 0) {
    const all = sortTopTransactions(rows, state.key, state.direction);
    return (
      <ReportSection id="report-top-transactions" messages="report.top">
        <TopTable rows={all} firstRank={1} state={state} onSort={onSort} flags={flags} coin={coin} />
      </ReportSection>
    );
  }

  const listProps = { rows: view.rows, firstRank: view.firstRank, state, onSort, flags, coin };
  return (
    <ReportSection id="report-top-transactions" messages="report.top">
      {rows.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {intl.formatMessage({ id: 'report.top.empty' })}
        </Text>
      ) : (
        <>
          {wide ? <TopTable {...listProps} /> : <TopCards {...listProps} />}
          <PaginationBar
            label={intl.formatMessage({ id: 'report.top.pages' })}
            page={view.page}
            pageSize={TOP_PAGE_SIZE}
            total={rows.length}
            onPageChange={(page) => setState((s) => goToPage(s, page, rows.length))}
          />
        </>
      )}
    </ReportSection>
  );
}

interface ViewProps {
  readonly rows: readonly TopTransaction[];
  readonly firstRank: number;
  readonly state: TopTableState;
  readonly onSort: (key: TopSortKey) => void;
  readonly flags: ReadonlyMap<string, Flag>;
  readonly coin: string;
}

/** The counterparty cell's address and links, side by side. */
const counterpartyCellStyle = defineStyle({
  '& .counterparty': { display: 'flex', alignItems: 'center', gap: '1' },
});

function TopTable({ rows, firstRank, state, onSort, flags, coin }: ViewProps) {
  const intl = useIntl();
  const format = useReportFormat();
  return (
    <ScrollTable borderWidth="1px" rounded="lg" _print={{ overflow: 'visible' }}>
      <Table.Root size="sm" interactive data-testid="top-table">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader width="12" textAlign="end">
              {intl.formatMessage({ id: 'report.top.rank' })}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage({ id: 'report.top.counterparty' })}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage({ id: 'report.top.label' })}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage({ id: 'report.top.risk' })}</Table.ColumnHeader>
            {topSortKeys.map((key) => (
              <SortHeader
                key={key}
                textAlign="end"
                label={intl.formatMessage({ id: headerIds[key] })}
                sorted={state.key === key ? state.direction : undefined}
                onSort={() => onSort(key)}
              />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body css={[plainRowsStyle, interactiveRowsStyle, counterpartyCellStyle]}>
          {rows.map((row, i) => (
            <tr key={`${row.own_address}-${row.counterparty_address}`}>
              <td className="end muted">{firstRank + i}</td>
              <td>
                <div className="counterparty">
                  <CopyValue value={row.counterparty_address} />
                  <CounterpartyLinks address={row.counterparty_address} />
                </div>
              </td>
              <td>
                <CounterpartyLabelText row={row} />
              </td>
              <td>
                <RiskBadges row={row} flag={flags.get(row.counterparty_address)} />
              </td>
              <td className="end nowrap">
                <AmountText value={row.total_amount} coin={coin} />
              </td>
              <td className="end">{format.count(row.total_count)}</td>
              <td className="end muted nowrap">{format.date(row.last_transaction_time)}</td>
            </tr>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}

/** Below md: the sort keys as a button group, then one card per counterparty. */
function TopCards({ rows, firstRank, state, onSort, flags, coin }: ViewProps) {
  const format = useReportFormat();
  const text = useMessage();
  return (
    <Stack gap="3">
      <Stack gap="1.5">
        <Text fontSize="xs" color="fg.muted" id="report-top-sort-label">
          {text('report.top.sortBy')}
        </Text>
        <ButtonGroup
          size="xs"
          variant="outline"
          attached={false}
          gap="1.5"
          flexWrap="wrap"
          role="group"
          aria-labelledby="report-top-sort-label"
        >
          {topSortKeys.map((key) => {
            const current = state.key === key;
            return (
              <Button
                key={key}
                aria-pressed={current}
                colorPalette={current ? 'blue' : 'gray'}
                variant={current ? 'subtle' : 'outline'}
                aria-label={
                  current
                    ? `${text(headerIds[key])}, ${text(state.direction === 'desc' ? 'report.top.sortDescending' : 'report.top.sortAscending')}`
                    : undefined
                }
                onClick={() => onSort(key)}
              >
                {text(headerIds[key])}
                <SortArrow sorted={current ? state.direction : undefined} />
              </Button>
            );
          })}
        </ButtonGroup>
      </Stack>
      <Stack as="ol" gap="2" listStyleType="none" aria-label={text('report.top.list')}>
        {rows.map((row, i) => (
          <Card.Root
            as="li"
            key={`${row.own_address}-${row.counterparty_address}`}
            size="sm"
            variant="outline"
          >
            <Card.Body gap="1" p="3">
              <Flex gap="2" justify="space-between" align="center" wrap="wrap">
                <HStack gap="2" minW="0">
                  <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" flexShrink={0}>
                    {firstRank + i}
                  </Text>
                  <CopyValue value={row.counterparty_address} />
                  <CounterpartyLinks address={row.counterparty_address} />
                </HStack>
                <Text fontSize="sm" fontWeight="semibold" fontVariantNumeric="tabular-nums" ms="auto">
                  <AmountText value={row.total_amount} coin={coin} />
                </Text>
              </Flex>
              <Flex gap="2" justify="space-between" align="center" wrap="wrap">
                <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                  {text('report.overview.transfers', { count: row.total_count })}
                  {' · '}
                  {text('report.overview.latest', { time: format.date(row.last_transaction_time) })}
                </Text>
                <RiskBadges row={row} flag={flags.get(row.counterparty_address)} />
              </Flex>
              <CounterpartyLabelText row={row} />
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}

/** Who the label database says the counterparty is (name, or the list), and from which feed. */
function CounterpartyLabelText({ row }: { readonly row: TopTransaction }) {
  const intl = useIntl();
  const label = row.counterparty_label;
  if (!label) return null;
  return (
    <Stack gap="0" minW="0" data-testid="counterparty-label">
      {label.source === TETHER_FREEZE_SOURCE ? (
        <Text fontSize="sm" fontWeight="medium">
          {intl.formatMessage({ id: 'report.finding.frozenByTether' }, { date: label.source_date })}
        </Text>
      ) : (
        label.name && (
          <Text fontSize="sm" fontWeight="medium" truncate maxW="48" title={label.name}>
            {label.name}
          </Text>
        )
      )}
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {intl.formatMessage(
          { id: 'report.top.labelSource' },
          { source: labelSourceText(intl, label.source), date: label.source_date },
        )}
      </Text>
    </Stack>
  );
}

/**
 * The risk column: a lookalike, the counterparty's own risk category (its label, or the report's
 * direct finding), and the gravest category reached through it (an indirect finding).
 */
function RiskBadges({ row, flag }: { readonly row: TopTransaction; readonly flag: Flag | undefined }) {
  const intl = useIntl();
  const own = row.counterparty_label?.category ?? (flag?.kind === 'category' ? flag.category : undefined);
  const badges = [];
  if (flag?.kind === 'lookalike')
    badges.push(
      <Badge key="lookalike" colorPalette="orange" variant="solid" flexShrink={0}>
        {intl.formatMessage({ id: 'report.top.lookalike' })}
      </Badge>,
    );
  if (own && own !== 'normal') badges.push(<CategoryBadge key="own" category={own} />);
  if (row.indirect_category)
    badges.push(
      <Badge key="indirect" colorPalette="red" variant="outline" flexShrink={0}>
        {intl.formatMessage(
          { id: 'report.top.indirect' },
          { category: riskCategoryText(intl, row.indirect_category) },
        )}
      </Badge>,
    );
  if (badges.length === 0) return null;
  return (
    <HStack gap="1" wrap="wrap" data-testid="counterparty-risk">
      {badges}
    </HStack>
  );
}
