import { DetailView } from '../features/console/detail-view';
import { consoleMessages } from '../features/console/messages';
import { registerMessages } from '../i18n/messages';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(consoleMessages);

/** /detail?hash=…: the report of one analysis. */
export default function DetailPage() {
  return <DetailView />;
}
