import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** The product name, index.html's title: every page's title ends with it. */
export const PRODUCT_TITLE = 'Wallet Risk';

/** Names the tab after the page while it is shown (`<title> · Wallet Risk`), then gives the name back. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${PRODUCT_TITLE}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** Names the tab after a page by one of its texts: every route module calls this (or the hook above). */
export function usePageTitle(messageId: string) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: messageId }));
}
