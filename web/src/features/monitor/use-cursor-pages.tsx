import { type ComponentType, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { MONITOR_PAGE_SIZE_DEFAULT } from '../../../../shared/rules/query-rules';
import { type ListSource, ResponsiveList } from '../../components/list/list-states';
import { totalPages } from '../../components/pagination';
import { PaginationBar } from '../../components/pagination-bar';
import { MonitorListStates } from './monitor-states';

/**
 * The page state of a monitor list. The lists answer `next_cursor` with a page: asking for the
 * next page with it reads that page alone, where a page number alone makes the server read every
 * page before it. The cursors seen are kept by the page they open, so "next" (and any page already
 * passed) uses one; a jump further ahead goes by number. A new filter or page size forgets them
 * and goes back to page 1 (`restart`).
 */
export function useCursorPages() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(MONITOR_PAGE_SIZE_DEFAULT);
  const cursors = useRef(new Map<number, string>());
  const restart = useCallback(() => {
    cursors.current.clear();
    setPage(1);
  }, []);
  const changePageSize = useCallback(
    (size: number) => {
      restart();
      setPageSize(size);
    },
    [restart],
  );
  return { page, pageSize, cursor: cursors.current.get(page), cursors, setPage, changePageSize, restart };
}

export type CursorPages = ReturnType<typeof useCursorPages>;

interface PagedAnswer {
  readonly data?: { readonly page: number; readonly total: number; readonly next_cursor?: string };
  readonly isValidating: boolean;
}

/**
 * Follows a list's answer: remembers the cursor of the next page, and when the last item of the
 * last page went away (removed, or filtered out), shows the page before. Answers the page count.
 */
export function useFollowAnswer(pages: CursorPages, list: PagedAnswer): number {
  const { cursors, page, setPage, pageSize } = pages;
  const answer = list.data;
  useEffect(() => {
    if (answer?.next_cursor && answer.page === page) cursors.current.set(page + 1, answer.next_cursor);
  }, [cursors, answer, page]);
  const count = answer ? totalPages(answer.total, pageSize) : 1;
  useEffect(() => {
    if (answer && !list.isValidating && page > count) setPage(count);
  }, [answer, list.isValidating, page, count, setPage]);
  return count;
}

/** The page bar of a monitor list. */
export function CursorPagination({
  pages,
  total,
  label,
}: {
  pages: CursorPages;
  total: number;
  label: string;
}) {
  return (
    <PaginationBar
      label={label}
      page={pages.page}
      pageSize={pages.pageSize}
      total={total}
      onPageChange={pages.setPage}
      onPageSizeChange={pages.changePageSize}
    />
  );
}

/** How a monitor list is drawn: a table from `from` up, cards below it. */
export interface ListViews<P> {
  readonly table: ComponentType<P>;
  readonly cards: ComponentType<P>;
  readonly from?: 'md' | 'lg';
}

/**
 * A cursor-paged monitor list with its states (monitor-states.tsx): a failure with a retry, a
 * spinner, then `empty` (when it gives anything) or the page's `items` as table or cards followed
 * by the page bar named `labelId`.
 */
export function CursorPagedList<T extends { readonly total: number }, P extends object>({
  list,
  empty,
  views: { table: Table, cards: Cards, from },
  items,
  pages,
  labelId,
}: {
  readonly list: ListSource<T>;
  readonly empty: (data: T) => ReactNode;
  readonly views: ListViews<P>;
  readonly items: (data: T) => P;
  readonly pages: CursorPages;
  readonly labelId: string;
}) {
  const intl = useIntl();
  return (
    <MonitorListStates list={list} empty={empty}>
      {(data) => {
        const shown = items(data);
        return (
          <>
            <ResponsiveList from={from} table={<Table {...shown} />} cards={<Cards {...shown} />} />
            <CursorPagination pages={pages} total={data.total} label={intl.formatMessage({ id: labelId })} />
          </>
        );
      }}
    </MonitorListStates>
  );
}
