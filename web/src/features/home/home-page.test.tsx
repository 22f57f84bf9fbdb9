import { screen } from '@testing-library/react';
import { storageKeys } from '../../lib/storage';
import { renderWithProviders } from '../../test/render';
import { HomePage } from './home-page';

// Chakra's DOM makes role queries slow in jsdom under load; allow more than the 5 s default.
describe('home page (spec 01 §2)', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('has the hero actions, the query section and the call to action', () => {
    const { container } = renderWithProviders(<HomePage />);
    expect(container.querySelector('#query')).not.toBeNull();
    expect(screen.getByRole('link', { name: /Start analysis/ })).toHaveAttribute('href', '/console');
    expect(screen.getByRole('button', { name: 'View example report' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the console/ })).toHaveAttribute('href', '/console');
    expect(screen.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/price');
  });

  it('shows the four claims, the fisherman system, the features and three steps', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByText('1,000,000+')).toBeInTheDocument();
    expect(screen.getByText('≈ 3 s')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /fisherman/ })).toBeInTheDocument();
    for (const name of ['Risk level', 'Fund-flow tracing', 'Public API', 'Three chains']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    for (const name of ['Input the address', 'Intelligent analysis', 'View the report']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
  });
});
