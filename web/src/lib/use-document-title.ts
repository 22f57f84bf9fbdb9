import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** The product name, index.html's title: every page's title ends with it. */
export const PRODUCT_TITLE = 'Wallet Risk';

/** The unread count a title may lead with: "(3) " (set by the console, unread-alerts.ts). */
const countPrefix = /^\(\d+\+?\) /;
let prefix = '';
const bareTitle = () => document.title.replace(countPrefix, '');

/**
 * Leads every title with "(n) " while `count` is set (the console's unread alerts), as mail and
 * chat apps do, so a background tab tells there is something new; undefined takes it away.
 */
export function setTitleCount(count: string | undefined) {
  prefix = count ? `(${count}) ` : '';
  document.title = `${prefix}${bareTitle()}`;
}

/** Names the tab after the page while it is shown (`<title> · Wallet Risk`), then gives the name back. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = bareTitle();
    document.title = `${prefix}${title} · ${PRODUCT_TITLE}`;
    return () => {
      document.title = `${prefix}${previous}`;
    };
  }, [title]);
}

/** Names the tab after a page by one of its texts: every route module calls this (or the hook above). */
export function usePageTitle(messageId: string) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: messageId }));
}
