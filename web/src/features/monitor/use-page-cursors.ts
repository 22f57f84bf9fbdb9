import { useCallback, useEffect, useRef } from 'react';

/**
 * The monitor lists answer `next_cursor` with a page: asking for the next page with it reads that
 * page alone, where a page number alone makes the server read every page before it. The cursors
 * seen are kept by the page they open, so "next" (and any page already passed) uses one; a jump
 * further ahead goes by number. A new filter or page size forgets them (`reset`).
 */
export function usePageCursors() {
  const cursors = useRef(new Map<number, string>());
  const cursorOf = useCallback((page: number) => cursors.current.get(page), []);
  const reset = useCallback(() => cursors.current.clear(), []);
  return { cursorOf, reset, cursors };
}

/** Remembers the cursor of the page after `page` once its answer is in. */
export function useRememberNextCursor(
  { cursors }: ReturnType<typeof usePageCursors>,
  page: number,
  answer: { readonly page: number; readonly next_cursor?: string } | undefined,
) {
  useEffect(() => {
    if (answer?.next_cursor && answer.page === page) cursors.current.set(page + 1, answer.next_cursor);
  }, [cursors, answer, page]);
}
