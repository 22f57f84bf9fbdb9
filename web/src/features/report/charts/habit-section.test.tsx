import { fireEvent, screen, within } from '@testing-library/react';
import { storageKeys } from '../../../lib/storage';
import { renderWithProviders } from '../../../test/render';
import { HabitSection } from './habit-section';
import { reportWith, testReports } from './test-reports';

const periodCards = () =>
  within(screen.getByRole('list', { name: 'Activity by period' })).getAllByRole('listitem');

describe('hourly habit section (spec 02 §2, §9)', () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('shows the four periods with amount, count and activity, the busiest marked', () => {
    renderWithProviders(<HabitSection report={testReports.sanctioned} />);
    const cards = periodCards();
    expect(
      cards.map((c) => within(c).getAllByText(/^(Night|Morning|Afternoon|Evening)$/)[0]?.textContent),
    ).toEqual(['Night', 'Morning', 'Afternoon', 'Evening']);
    const evening = cards[3]!;
    expect(evening).toHaveTextContent('Busiest');
    expect(evening).toHaveTextContent('18:00–23:59 UTC');
    expect(evening).toHaveTextContent('184,927.20 USDT');
    expect(evening).toHaveTextContent('226 transfers');
    expect(evening).toHaveTextContent('Medium activity');
    expect(cards.filter((c) => c.textContent?.includes('Busiest'))).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Low activity');
  });

  it('works out the busiest period when the report has no metrics', () => {
    renderWithProviders(<HabitSection report={reportWith('poisoning', { metrics: undefined })} />);
    const busiest = periodCards().filter((c) => c.textContent?.includes('Busiest'));
    expect(busiest).toHaveLength(1);
    expect(busiest[0]).toHaveTextContent(/^Evening/);
  });

  it('switches the chart to counts', () => {
    renderWithProviders(<HabitSection report={testReports.sanctioned} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(/^Bar chart of amount by hour/);
    fireEvent.click(screen.getByRole('button', { name: 'Count' }));
    expect(screen.getByRole('button', { name: 'Count' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img')).toHaveAccessibleName(/^Bar chart of number of transfers by hour/);
    expect(screen.getByRole('img')).toHaveAccessibleName(/busiest period: Evening\.$/);
  });

  it('lists the 24 hours as a table on request', () => {
    renderWithProviders(<HabitSection report={testReports.sanctioned} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show data table' }));
    const rows = within(screen.getByRole('table', { name: 'Transfers by hour' })).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(rows[4]).toHaveTextContent(/^03:00/);
    expect(rows[4]).toHaveTextContent('4,433.09');
  });

  it('has an empty state without transfers', () => {
    const habit = testReports.sanctioned.habit.map((h) => ({
      ...h,
      inflow_amount: '0',
      inflow_count: 0,
      outflow_amount: '0',
      outflow_count: 0,
    }));
    renderWithProviders(<HabitSection report={reportWith('sanctioned', { habit, metrics: undefined })} />);
    expect(screen.getByText('No hourly activity')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Count' })).not.toBeInTheDocument();
  });
});
