import { defineStyle, useBreakpointValue } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { TETHER_FREEZE_SOURCE } from '../../../../../shared/constants/tokens';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { CopyValue } from '../../../components/copy-value';
import { group, row, spreadRow, stack } from '../../../components/layout-styles';
import { PaginationBar } from '../../../components/pagination-bar';
import { PlainBadge } from '../../../components/plain-badge';
import {
  interactiveRowsStyle,
  type PlainTableSlot,
  plainHeadStyle,
  plainRowsStyle,
} from '../../../components/plain-table-rows';
import { ScrollTable } from '../../../components/scroll-table';
import { PlainSortHeader, SortArrow } from '../../../components/sort-header';
import { useRecipeClass, useSlotRecipeClasses, useStaticClass } from '../../../components/static-class';
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

const emptyStyle = defineStyle({ color: 'fg.muted', fontSize: 'sm' });

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
  const emptyClass = useStaticClass(emptyStyle);

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
        <p className={emptyClass}>{intl.formatMessage({ id: 'report.top.empty' })}</p>
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

/**
 * A counterparty's label and risk badges, drawn as plain elements (CounterpartyLabelText,
 * RiskBadges) that the table and the cards style the same way: both are drawn once per row, so
 * neither styles itself.
 */
const counterpartyStyles = defineStyle({
  '& .top-label': { ...stack('0'), minW: '0' },
  '& .top-label > .top-label-name': { fontSize: 'sm', fontWeight: 'medium' },
  '& .top-label > .top-label-name[title]': { truncate: true, maxW: '48' },
  '& .top-label > .top-label-source': { fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' },
  '& .top-risk': { ...row('1'), flexWrap: 'wrap' },
  '& .top-risk > .top-risk-fixed': { flexShrink: 0 },
});

/**
 * The table styled from its root: the header row's shade, the rank column, and the body's rows as
 * Chakra's table draws them (plainRowsStyle, hoverable) with the counterparty's address and links
 * side by side. Chakra's table parts add their recipe's classes (useSlotRecipeClasses).
 */
const topTableStyle = defineStyle({
  ...counterpartyStyles,
  '& > thead': { ...plainHeadStyle, '& > tr > th.top-rank': { width: '12', textAlign: 'end' } },
  '& > tbody': {
    ...plainRowsStyle,
    '& > tr': { ...plainRowsStyle['& > tr'], ...interactiveRowsStyle['& > tr'] },
    '& .counterparty': { display: 'flex', alignItems: 'center', gap: '1' },
  },
});

function TopTable({ rows, firstRank, state, onSort, flags, coin }: ViewProps) {
  const intl = useIntl();
  const format = useReportFormat();
  const parts = useSlotRecipeClasses<PlainTableSlot>({
    recipe: 'table',
    variants: { size: 'sm', interactive: true },
  });
  const tableClass = useStaticClass(topTableStyle);
  return (
    <ScrollTable borderWidth="1px" rounded="lg" _print={{ overflow: 'visible' }}>
      <table className={`${parts.root} ${tableClass}`} data-testid="top-table">
        <thead className={parts.header}>
          <tr className={parts.row}>
            <th className={`${parts.columnHeader} top-rank`}>
              {intl.formatMessage({ id: 'report.top.rank' })}
            </th>
            <th className={parts.columnHeader}>{intl.formatMessage({ id: 'report.top.counterparty' })}</th>
            <th className={parts.columnHeader}>{intl.formatMessage({ id: 'report.top.label' })}</th>
            <th className={parts.columnHeader}>{intl.formatMessage({ id: 'report.top.risk' })}</th>
            {topSortKeys.map((key) => (
              <PlainSortHeader
                key={key}
                className={`${parts.columnHeader} end`}
                label={intl.formatMessage({ id: headerIds[key] })}
                sorted={state.key === key ? state.direction : undefined}
                onSort={() => onSort(key)}
              />
            ))}
          </tr>
        </thead>
        <tbody className={parts.body}>
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
        </tbody>
      </table>
    </ScrollTable>
  );
}

/**
 * The cards' layout from their list's root (Chakra's stacks, flexes and texts as plain elements):
 * the sort choices as a wrapping group of buttons, then one outlined card per counterparty.
 */
const topCardsStyle = defineStyle({
  ...counterpartyStyles,
  ...stack('3'),
  '& > .top-sort': stack('1.5'),
  '& > .top-sort > p': { fontSize: 'xs', color: 'fg.muted' },
  // Chakra's button group, not attached.
  '& > .top-sort > [role=group]': { ...group('1.5'), flexWrap: 'wrap' },
  '& > ol': { ...stack('2'), listStyleType: 'none' },
  '& > ol > li > div': { gap: '1', p: '3' },
  '& .top-card-row': spreadRow('2'),
  '& .top-card-who': { ...row('2'), minW: '0' },
  '& .top-card-rank': {
    fontSize: 'sm',
    color: 'fg.muted',
    fontVariantNumeric: 'tabular-nums',
    flexShrink: 0,
  },
  '& .top-card-amount': {
    fontSize: 'sm',
    fontWeight: 'semibold',
    fontVariantNumeric: 'tabular-nums',
    ms: 'auto',
  },
  '& .top-card-meta': { fontSize: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
});

/** Below md: the sort keys as a button group, then one card per counterparty. */
function TopCards({ rows, firstRank, state, onSort, flags, coin }: ViewProps) {
  const format = useReportFormat();
  const text = useMessage();
  const cardsClass = useStaticClass(topCardsStyle);
  const card = useSlotRecipeClasses<'root' | 'body'>({
    recipe: 'card',
    variants: { size: 'sm', variant: 'outline' },
  });
  const currentButton = useRecipeClass({
    recipe: 'button',
    variants: { size: 'xs', variant: 'subtle' },
    colorPalette: 'blue',
  });
  const otherButton = useRecipeClass({
    recipe: 'button',
    variants: { size: 'xs', variant: 'outline' },
    colorPalette: 'gray',
  });
  return (
    <div className={cardsClass}>
      <div className="top-sort">
        <p id="report-top-sort-label">{text('report.top.sortBy')}</p>
        {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not a form's fieldset */}
        <div role="group" aria-labelledby="report-top-sort-label">
          {topSortKeys.map((key) => {
            const current = state.key === key;
            return (
              <button
                type="button"
                key={key}
                className={current ? currentButton : otherButton}
                aria-pressed={current}
                aria-label={
                  current
                    ? `${text(headerIds[key])}, ${text(state.direction === 'desc' ? 'report.top.sortDescending' : 'report.top.sortAscending')}`
                    : undefined
                }
                onClick={() => onSort(key)}
              >
                {text(headerIds[key])}
                <SortArrow sorted={current ? state.direction : undefined} />
              </button>
            );
          })}
        </div>
      </div>
      <ol aria-label={text('report.top.list')}>
        {rows.map((row, i) => (
          <li key={`${row.own_address}-${row.counterparty_address}`} className={card.root}>
            <div className={card.body}>
              <div className="top-card-row">
                <div className="top-card-who">
                  <p className="top-card-rank">{firstRank + i}</p>
                  <CopyValue value={row.counterparty_address} />
                  <CounterpartyLinks address={row.counterparty_address} />
                </div>
                <p className="top-card-amount">
                  <AmountText value={row.total_amount} coin={coin} />
                </p>
              </div>
              <div className="top-card-row">
                <p className="top-card-meta">
                  {text('report.overview.transfers', { count: row.total_count })}
                  {' · '}
                  {text('report.overview.latest', { time: format.date(row.last_transaction_time) })}
                </p>
                <RiskBadges row={row} flag={flags.get(row.counterparty_address)} />
              </div>
              <CounterpartyLabelText row={row} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Who the label database says the counterparty is (name, or the list), and from which feed. Plain
 * elements: the table or the cards style them (counterpartyStyles).
 */
function CounterpartyLabelText({ row }: { readonly row: TopTransaction }) {
  const intl = useIntl();
  const label = row.counterparty_label;
  if (!label) return null;
  return (
    <div className="top-label" data-testid="counterparty-label">
      {label.source === TETHER_FREEZE_SOURCE ? (
        <p className="top-label-name">
          {intl.formatMessage({ id: 'report.finding.frozenByTether' }, { date: label.source_date })}
        </p>
      ) : (
        label.name && (
          <p className="top-label-name" title={label.name}>
            {label.name}
          </p>
        )
      )}
      <p className="top-label-source">
        {intl.formatMessage(
          { id: 'report.top.labelSource' },
          { source: labelSourceText(intl, label.source), date: label.source_date },
        )}
      </p>
    </div>
  );
}

/**
 * The risk column: a lookalike, the counterparty's own risk category (its label, or the report's
 * direct finding), and the gravest category reached through it (an indirect finding). Plain
 * elements: the table or the cards style them (counterpartyStyles).
 */
function RiskBadges({ row, flag }: { readonly row: TopTransaction; readonly flag: Flag | undefined }) {
  const intl = useIntl();
  const own = row.counterparty_label?.category ?? (flag?.kind === 'category' ? flag.category : undefined);
  const badges = [];
  if (flag?.kind === 'lookalike')
    badges.push(
      <PlainBadge key="lookalike" colorPalette="orange" variant="solid" className="top-risk-fixed">
        {intl.formatMessage({ id: 'report.top.lookalike' })}
      </PlainBadge>,
    );
  if (own && own !== 'normal') badges.push(<CategoryBadge key="own" category={own} />);
  if (row.indirect_category)
    badges.push(
      <PlainBadge key="indirect" colorPalette="red" variant="outline" className="top-risk-fixed">
        {intl.formatMessage(
          { id: 'report.top.indirect' },
          { category: riskCategoryText(intl, row.indirect_category) },
        )}
      </PlainBadge>,
    );
  if (badges.length === 0) return null;
  return (
    <div className="top-risk" data-testid="counterparty-risk">
      {badges}
    </div>
  );
}
