import { notFoundMessages } from '../features/not-found/messages';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { registerMessages } from '../i18n/messages';
import { usePageTitle } from '../lib/use-document-title';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(notFoundMessages);

/** Any path no other route matches. */
export default function Page() {
  usePageTitle('notFound.title');
  return <NotFoundPage />;
}
