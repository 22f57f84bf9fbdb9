import { componentMessages } from '../components/messages';
import { AnalyzerPage } from '../features/analyzer/analyzer-page';
import { analyzerMessages } from '../features/analyzer/messages';
import { registerMessages } from '../i18n/messages';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(analyzerMessages);
// The risk level names of the recent-report offer.
registerMessages(componentMessages);

/**
 * The report's code (its page, then nivo and the charts) loads while the analysis runs, so the
 * report draws as soon as its data arrives instead of after two more downloads.
 */
const preloadReport = () => {
  void import('./detail.page').catch(() => {});
  void import('../features/report/charts/chart-sections').catch(() => {});
};

/** /console: the risk analyzer, the console's default tab (spec 01 §2). */
export default function ConsoleAnalyzerPage() {
  return <AnalyzerPage onAnalysisStart={preloadReport} />;
}
