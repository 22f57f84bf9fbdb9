import { screen, waitFor } from '@testing-library/react';
import { examplePublicStats } from '../../../../shared/contract/examples';
import { storageKeys } from '../../lib/storage';
import { answerApi } from '../../test/api-server';
import { renderWithProviders } from '../../test/render';
import { HomePage } from './home-page';

// Chakra's DOM makes role queries slow in jsdom under load; allow more than the 5 s default.
describe('home page (spec 01 §2)', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('has the hero actions, the query section and the call to action', () => {
    answerApi('getPublicStats', examplePublicStats);
    const { container } = renderWithProviders(<HomePage renderExampleReport={() => null} />);
    expect(container.querySelector('#query')).not.toBeNull();
    expect(screen.getByRole('link', { name: /Start analysis/ })).toHaveAttribute('href', '/console');
    expect(screen.getByRole('button', { name: 'View example report' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the console/ })).toHaveAttribute('href', '/console');
    expect(screen.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/price');
  });

  it('shows four live figures, where the labels come from, the features and three steps', async () => {
    answerApi('getPublicStats', examplePublicStats);
    renderWithProviders(<HomePage renderExampleReport={() => null} />);
    expect(await screen.findByText('15,512')).toBeInTheDocument();
    // The sources' names load beside the figures, OFAC first.
    await waitFor(() =>
      expect(screen.getByTestId('home-stat-sources')).toHaveTextContent(
        '5public label sources: OFAC SDN list, ScamSniffer scam database, and Forta labelled addresses (Etherscan) and 2 more',
      ),
    );
    expect(screen.getByTestId('home-stat-speed')).toHaveTextContent('0.4 s');
    expect(screen.getByTestId('home-stat-speed')).toHaveTextContent('1,240 analyses');
    expect(screen.getByTestId('home-stat-monitoring')).toHaveTextContent('0');
    expect(screen.queryByText('1,000,000+')).not.toBeInTheDocument();
    expect(screen.queryByText('AI')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Public risk lists/ })).toBeInTheDocument();
    for (const name of ['Risk level', 'Fund-flow tracing', 'Public API', 'Three chains']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    for (const name of ['Input the address', 'Intelligent analysis', 'View the report']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
  });
});
