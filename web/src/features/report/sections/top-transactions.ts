/**
 * Sorting and paging of the top-counterparties table (spec 02 §2 "Top transactions table"):
 * 10 rows per page; sort keys total_amount (the default, descending), total_count and
 * last_transaction_time; clicking the current key flips its direction, a new key starts
 * descending; a new sort goes back to page 1; the page stays within 1..total pages.
 */
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { parseNumber } from '../../../../../shared/format/number-format';
import { clampPage, totalPages } from '../../../components/pagination';
import type { SortDirection } from '../../../components/sort-header';

export type TopTransaction = QueryResult['top_transaction'][number];

export const TOP_PAGE_SIZE = 10;

export const topSortKeys = ['total_amount', 'total_count', 'last_transaction_time'] as const;
export type TopSortKey = (typeof topSortKeys)[number];

export interface TopTableState {
  readonly key: TopSortKey;
  readonly direction: SortDirection;
  readonly page: number;
}

export const initialTopTableState: TopTableState = { key: 'total_amount', direction: 'desc', page: 1 };

/** A click on a sort key: the current key flips, another starts descending; both go to page 1. */
export function sortBy(state: TopTableState, key: TopSortKey): TopTableState {
  const direction = key === state.key ? (state.direction === 'desc' ? 'asc' : 'desc') : 'desc';
  return { key, direction, page: 1 };
}

/** A page change, kept within 1..the last page of `total` rows. */
export const goToPage = (state: TopTableState, page: number, total: number): TopTableState => ({
  ...state,
  page: clampPage(page, totalPages(total, TOP_PAGE_SIZE)),
});

// An unreadable amount or time sorts as the smallest value, so it ends a descending list.
const sortValue = (row: TopTransaction, key: TopSortKey): number => {
  const value =
    key === 'total_amount'
      ? parseNumber(row.total_amount)
      : key === 'total_count'
        ? row.total_count
        : Date.parse(row.last_transaction_time);
  return value === null || Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
};

/** The rows in the state's order; ties keep the report's order (largest total first). */
export function sortTopTransactions(
  rows: readonly TopTransaction[],
  key: TopSortKey,
  direction: SortDirection,
): TopTransaction[] {
  const sign = direction === 'desc' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row, key) }))
    .sort((a, b) => (a.value === b.value ? a.index - b.index : a.value < b.value ? -sign : sign))
    .map(({ row }) => row);
}

export interface TopTablePage {
  readonly rows: TopTransaction[];
  /** The page shown, clamped to the rows there are. */
  readonly page: number;
  readonly pages: number;
  /** 1-based rank of the page's first row in the sorted list. */
  readonly firstRank: number;
}

/** The rows of the state's page, sorted. */
export function topTablePage(rows: readonly TopTransaction[], state: TopTableState): TopTablePage {
  const pages = totalPages(rows.length, TOP_PAGE_SIZE);
  const page = clampPage(state.page, pages);
  const start = (page - 1) * TOP_PAGE_SIZE;
  return {
    rows: sortTopTransactions(rows, state.key, state.direction).slice(start, start + TOP_PAGE_SIZE),
    page,
    pages,
    firstRank: start + 1,
  };
}
