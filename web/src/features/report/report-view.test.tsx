import { screen, waitFor } from '@testing-library/react';
import type { QueryResult } from '../../../../shared/contract/queries.schema';
import { storageKeys } from '../../lib/storage';
import { renderWithProviders } from '../../test/render';
import sanctioned from '../../test/reports/sanctioned.json';
import { REPORT_SETTLED_ATTRIBUTE } from './report-marks';
import { ReportView } from './report-view';

describe('report view (the first screen first)', () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('shows the headline and the metrics at once, then the charts and the counterparties', async () => {
    renderWithProviders(<ReportView report={sanctioned as QueryResult} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.getElementById('report-metrics')).not.toBeNull();
    expect(document.getElementById('report-top-transactions')).toBeNull();
    // The rest follows the first screen together with the charts, which a busy machine builds slowly.
    const rest = { timeout: 15_000 };
    expect(await screen.findByRole('region', { name: 'Top counterparties' }, rest)).toBeInTheDocument();
    // The charts' chunk loads on its first use here (the page preloads it while the query runs).
    await waitFor(() => expect(document.getElementById('report-flow')).not.toBeNull());
    // Then the sections off screen are drawn too (a full-page screenshot shows them all).
    await waitFor(() => expect(document.querySelector(`[${REPORT_SETTLED_ATTRIBUTE}]`)).not.toBeNull());
  });
});
