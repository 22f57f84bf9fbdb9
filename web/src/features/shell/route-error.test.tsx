import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ChunkLoadError } from '../../lib/chunk-load-error';
import { storageKeys } from '../../lib/storage';
import { renderWithProviders } from '../../test/render';
import { RouteError } from './route-error';

const failWith = (error: Error) => {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteError />,
      Component: () => {
        throw error;
      },
    },
  ]);
  return renderWithProviders(<RouterProvider router={router} />, { withRouter: false });
};

describe('route error (spec 02 §8)', () => {
  beforeEach(() => {
    localStorage.setItem(storageKeys.language, 'en-US');
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('explains a chunk that did not load, with reload and home', () => {
    failWith(new ChunkLoadError('timed out'));
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('reports any other error in friendly words', () => {
    failWith(new Error('boom'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});
