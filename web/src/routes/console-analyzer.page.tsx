import { AnalyzerPage } from '../features/analyzer/analyzer-page';
import { analyzerMessages } from '../features/analyzer/messages';
import { registerMessages } from '../i18n/messages';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(analyzerMessages);

/** /console: the risk analyzer, the console's default tab (spec 01 §2). */
export default function ConsoleAnalyzerPage() {
  return <AnalyzerPage />;
}
