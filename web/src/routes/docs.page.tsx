// Before anything it draws: the recipes of its Chakra components join the system.
import '../components/deferred-recipes';
import { componentMessages } from '../components/messages';
import { DocsPage } from '../features/docs/components/docs-page';
import { docsMessages } from '../features/docs/messages';
import { registerMessages } from '../i18n/messages';
import { usePageTitle } from '../lib/use-document-title';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(docsMessages);
// The scroll hint of the wide tables (components/scroll-table.tsx).
registerMessages(componentMessages);

/** Route /docs: the public API documentation (spec 02 §2). */
export default function Page() {
  usePageTitle('docs.title');
  return <DocsPage />;
}
