import { waitFor } from '@testing-library/react';
import { takeRecordedStyles } from '../../components/recorded-styles';
import { onWideScreen } from '../../test/media-queries';
import { recordStyleInserts } from '../../test/record-styles';
import { renderWithProviders } from '../../test/render';
import { dropFileStyleCache, fileStyleCache } from '../../test/style-cache';
import { testReports } from './charts/test-reports';
import { recordedReportStyles } from './recorded-report-styles';
import { loadChartSections, ReportView } from './report-view';
import { REPORT_SECTION_IDS } from './section-ids';

/**
 * Draws each showcase report whole, on a narrow screen then a wide one, its charts' code already
 * there (as the analyzer's preloads leave it), so the order of the rules is the same every run.
 */
async function drawEveryReport() {
  await loadChartSections();
  for (const wide of [false, true]) {
    const restore = wide ? onWideScreen() : () => {};
    try {
      for (const report of Object.values(testReports)) {
        const { unmount } = renderWithProviders(<ReportView report={report} />);
        await waitFor(
          () => expect(REPORT_SECTION_IDS.filter((id) => !document.getElementById(id))).toEqual([]),
          {
            timeout: 15_000,
          },
        );
        unmount();
      }
    } finally {
      restore();
    }
  }
}

describe('the report’s recorded styles', () => {
  it('are every rule a report makes (after a style change: npx vitest run -u web/src/features/report/recorded-report-styles.test.tsx)', async () => {
    const recorder = recordStyleInserts(fileStyleCache());
    await drawEveryReport();
    const lines = recorder.recorded().map((entry) => JSON.stringify(entry));
    await expect(`[\n${lines.join(',\n')}\n]\n`).toMatchFileSnapshot('./recorded-report-styles.json');
  }, 60_000);

  it('once taken, leave a report nothing to insert', async () => {
    dropFileStyleCache();
    const cache = fileStyleCache();
    takeRecordedStyles(recordedReportStyles, cache);
    const recorder = recordStyleInserts(cache);
    await drawEveryReport();
    expect(recordedReportStyles.length).toBeGreaterThan(0);
    expect(recorder.recorded().map(([name]) => name)).toEqual([]);
  }, 60_000);
});
