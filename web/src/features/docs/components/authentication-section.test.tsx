import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { AuthenticationSection } from './authentication-section';
import { QuickStartSection } from './quick-start-section';

describe('authentication and quick start', () => {
  beforeEach(() => localStorage.setItem('language', 'en-US'));

  it('shows both ways to send the key against the local gateway, and what each permission allows', () => {
    renderWithProviders(<AuthenticationSection />);
    // jsdom's page is http://localhost:3000, where the local gateway serves /v1.
    expect(screen.getByText(/-H "X-API-Key: YOUR_API_KEY"/).textContent).toBe(
      'curl "http://localhost:3000/v1/query/histories" \\\n  -H "X-API-Key: YOUR_API_KEY"',
    );
    expect(screen.getByText(/\?api_key=YOUR_API_KEY/).textContent).toBe(
      'curl "http://localhost:3000/v1/query/histories?api_key=YOUR_API_KEY"',
    );
    expect(screen.getByText('http://localhost:3000/v1')).toBeInTheDocument();
    expect(screen.getByText(/^read: every GET call/)).toBeInTheDocument();
    expect(screen.getByText(/^write: every POST call/)).toBeInTheDocument();
    expect(screen.getByText(/^admin: account-wide settings: .*webhook signing secret/)).toBeInTheDocument();
    expect(screen.getByText(/answers 429 with Retry-After/)).toBeInTheDocument();
  });

  it('chains the quick start through $API_KEY and $QUERY_HASH and links to the key screen', () => {
    renderWithProviders(<QuickStartSection />);
    expect(screen.getByText(/export API_KEY=/).textContent).toContain(
      'curl "http://localhost:3000/v1/query/histories?limit=10" -H "X-API-Key: $API_KEY"',
    );
    expect(screen.getByText(/QUERY_HASH=\$\(curl/).textContent).toContain(
      '"http://localhost:3000/v1/query/create"',
    );
    expect(screen.getByText(/\/query\/\$QUERY_HASH\/result/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage API keys' })).toHaveAttribute('href', '/console/api-key');
  });
});
