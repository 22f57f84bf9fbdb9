import useSWRInfinite from 'swr/infinite';
import { api } from '../../lib/api';
import type { Answer } from '../../lib/api-client';
import { cacheLifetimes } from '../../lib/swr';
import { useSession } from '../../lib/use-session';

export type StatementPage = Answer<'getCreditStatement'>;

/** Entries per page: a screen's worth of rows, well under the API's 100. */
export const STATEMENT_PAGE_SIZE = 50;

type PageKey = readonly [operationId: 'getCreditStatement', cursor: string | null, scope: string];

/**
 * The signed-in user's credit statement (GET /v1/credits/ledger), newest first, as the pages
 * loaded so far: the first page, then one more per "load older", each read with the cursor the
 * page before it answered. The key carries the session like useApi's (lib/use-api.ts), so one
 * sign-in never sees another's moves. A revalidation reads the first page again, so new moves
 * show at the top; each later page's key is built from the page before it, so the pages still
 * join without a gap or a repeat.
 */
export function useCreditStatement() {
  const session = useSession();
  const scope = session?.scope;
  const statement = useSWRInfinite<StatementPage, unknown>(
    (index: number, previous: StatementPage | null): PageKey | null => {
      if (!scope) return null;
      if (index === 0) return ['getCreditStatement', null, scope];
      return previous?.next_cursor ? ['getCreditStatement', previous.next_cursor, scope] : null;
    },
    ([, cursor]: PageKey) =>
      api('getCreditStatement', {
        query: { limit: STATEMENT_PAGE_SIZE, ...(cursor === null ? {} : { cursor }) },
      }),
    { ...cacheLifetimes.list, revalidateFirstPage: true },
  );
  const pages = statement.data;
  // A read that fails keeps the pages read before it; the one asked for is then still missing.
  const missing = pages !== undefined && statement.size > pages.length;
  return {
    ...statement,
    entries: pages?.flatMap((p) => p.entries),
    /** The last page shown answered a cursor: there are older moves. */
    hasOlder: Boolean(pages?.at(-1)?.next_cursor),
    /** "Load older" asked for a page that is on its way. */
    loadingOlder: missing && !statement.error,
    /** "Load older" asked for a page that failed; `mutate()` asks again. */
    olderFailed: missing && Boolean(statement.error),
    loadOlder: () => statement.setSize((size) => size + 1),
  };
}

/** GET /v1/credits/ledger/export: the newest 5,000 moves as CSV text. */
export const exportStatementCsv = () => api('exportCreditStatement', {});
