// Before anything it draws: the recipes of its Chakra components join the system.
import '../components/deferred-recipes';
import { useEffect } from 'react';
import { componentMessages } from '../components/messages';
import { AnalyzerPage } from '../features/analyzer/analyzer-page';
import { analyzerMessages } from '../features/analyzer/messages';
import { preloadQueryReport } from '../features/report/report-reads';
import { registerMessages } from '../i18n/messages';
import { usePageTitle } from '../lib/use-document-title';

// This route's texts travel with its chunk (i18n/messages.ts).
registerMessages(analyzerMessages);
// The risk level names of the recent-report offer.
registerMessages(componentMessages);

/**
 * The report's code (its page, then nivo and the charts) loads once the analyzer is on screen,
 * and again (a no-op when done) on submit, so the report draws as soon as its data arrives
 * instead of after two more downloads during the analyst's wait.
 */
const preloadReport = () => {
  void import('./detail.page').catch(() => {});
  void import('../features/report/charts/chart-sections').catch(() => {});
};

/** /console: the risk analyzer, the console's default tab (spec 01 §2). */
export default function ConsoleAnalyzerPage() {
  usePageTitle('console.nav.analyzer');
  // After the analyzer's own first paint, so its chunk downloads never compete with the form's.
  useEffect(() => {
    const id = setTimeout(preloadReport, 0);
    return () => clearTimeout(id);
  }, []);
  // The new query's status and result are asked for before its report page has rendered.
  return <AnalyzerPage onAnalysisStart={preloadReport} onQueryCreated={preloadQueryReport} />;
}
