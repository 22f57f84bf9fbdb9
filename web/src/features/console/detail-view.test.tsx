import { screen } from '@testing-library/react';
import { storageKeys } from '../../lib/storage';
import { renderWithProviders } from '../../test/render';
import { DetailView } from './detail-view';

describe('report view frame (spec 02 §2)', () => {
  beforeEach(() => localStorage.setItem(storageKeys.language, 'en-US'));

  it('asks for the query parameters when no hash is given', () => {
    renderWithProviders(<DetailView />, { route: '/detail' });
    expect(screen.getByText('Please provide the query parameters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the console' })).toHaveAttribute('href', '/console');
  });

  it('shows the report frame for a hash', () => {
    renderWithProviders(<DetailView />, { route: '/detail?hash=abc' });
    expect(screen.getByRole('heading', { name: 'Risk report' })).toBeInTheDocument();
    expect(screen.queryByText('Please provide the query parameters')).not.toBeInTheDocument();
  });
});
