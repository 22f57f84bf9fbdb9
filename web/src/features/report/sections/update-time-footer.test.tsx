import { screen } from '@testing-library/react';
import { formatDisplayDate as formatDate } from '../../../lib/display-time-zone';
import { storageKeys } from '../../../lib/storage';
import { renderWithProviders } from '../../../test/render';
import { testReport } from './test-reports';
import { UpdateTimeFooter } from './update-time-footer';

describe('update time footer (spec 02 §2)', () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('shows the status’s update time when the page has it, and the query hash', () => {
    const report = testReport('sanctioned');
    renderWithProviders(<UpdateTimeFooter report={report} updatedAt="2026-11-21T12:00:05Z" />);
    expect(screen.getByText(`Data updated ${formatDate('2026-11-21T12:00:05Z')}`)).toBeInTheDocument();
    expect(screen.getByText(report.query_hash)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Copy query hash ${report.query_hash}` })).toBeInTheDocument();
  });

  it('falls back to the analysis time', () => {
    const report = testReport('sanctioned');
    renderWithProviders(<UpdateTimeFooter report={report} />);
    expect(screen.getByText(`Data updated ${formatDate(report.created_at)}`)).toBeInTheDocument();
  });
});
