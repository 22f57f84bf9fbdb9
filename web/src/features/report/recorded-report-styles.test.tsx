import { waitFor } from '@testing-library/react';
import { takeRecordedStyles } from '../../components/recorded-styles';
import { onWideScreen } from '../../test/media-queries';
import { recordStyleInserts } from '../../test/record-styles';
import { renderWithProviders } from '../../test/render';
import { dropFileStyleCache, fileStyleCache } from '../../test/style-cache';
import { testReports } from './charts/test-reports';
import { REPORT_SECTION_IDS } from './report-marks';
import { loadChartSections, ReportView } from './report-view';

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

// After a change to the report's styles: npx vitest run -u web/src/features/report/recorded-report-styles.test.tsx
describe('the report’s recorded styles', () => {
  it('are every rule a report makes, and once taken leave it none to insert', async () => {
    const recorder = recordStyleInserts(fileStyleCache());
    await drawEveryReport();
    const recorded = recorder.recorded();
    const lines = recorded.map((entry) => JSON.stringify(entry));
    await expect(`[\n${lines.join(',\n')}\n]\n`).toMatchFileSnapshot('./recorded-report-styles.json');

    // Taken into a fresh page's cache before the reports are drawn again, the recording (the file,
    // now that it matches) leaves them nothing to insert.
    dropFileStyleCache();
    const cache = fileStyleCache();
    takeRecordedStyles(recorded, cache);
    const again = recordStyleInserts(cache);
    await drawEveryReport();
    expect(recorded.length).toBeGreaterThan(0);
    expect(again.recorded().map(([name]) => name)).toEqual([]);
  }, 60_000);
});
