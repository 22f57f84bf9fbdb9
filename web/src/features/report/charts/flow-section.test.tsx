import { fireEvent, screen, within } from '@testing-library/react';
import { storageKeys } from '../../../lib/storage';
import { renderWithProviders } from '../../../test/render';
import { FlowSection } from './flow-section';
import { reportWith, testReports } from './test-reports';

describe('transaction flow section (spec 02 §2)', () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('summarises the graph for screen readers and points out the risky counterparties', () => {
    renderWithProviders(<FlowSection report={testReports.sanctioned} />);
    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleName(/^Fund flow: 44 senders sent [\d,.]+ USDT to TCC2iy…9T7AYY/);
    expect(chart).toHaveAccessibleName(/to 21 receivers; 2 high-risk counterparties\.$/);
    expect(screen.getByText('2 high-risk counterparties are marked in red.')).toBeInTheDocument();
  });

  it('lists the senders and receivers as tables on request', () => {
    renderWithProviders(<FlowSection report={testReports.sanctioned} />);
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');
    const senders = within(screen.getByRole('table', { name: 'Senders' }))
      .getAllByRole('row')
      .slice(1);
    expect(senders).toHaveLength(12);
    expect(senders[0]).toHaveTextContent('TMz6vZ…WQB4yZ');
    expect(senders[0]).toHaveTextContent('53,156.42');
    const sanctioned = senders.find((row) => row.textContent?.includes('Sanctioned'));
    expect(sanctioned).toHaveTextContent('TDHJNJ…YGXp9L');
    expect(senders.at(-1)).toHaveTextContent('Others (33)');
    expect(within(screen.getByRole('table', { name: 'Receivers' })).getAllByRole('row')).toHaveLength(13);
  });

  it('shows names the engine knows', () => {
    renderWithProviders(<FlowSection report={testReports.exchange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show data table' }));
    const senders = within(screen.getByRole('table', { name: 'Senders' }))
      .getAllByRole('row')
      .slice(1);
    expect(senders[0]).toHaveTextContent('KuCoin');
    expect(screen.queryByText(/high-risk counterpart/)).not.toBeInTheDocument();
  });

  it('has an empty state without links', () => {
    renderWithProviders(
      <FlowSection report={reportWith('sanctioned', { tx_flow: { nodes: [], links: [] } })} />,
    );
    expect(screen.getByText('No fund flows to show')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
