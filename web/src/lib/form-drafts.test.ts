import { renderHook } from '@testing-library/react';
import { useDraftKeptOnSignOut, withDrafts } from './form-drafts';

describe('form drafts kept on sign-out', () => {
  it('adds what a mounted form typed to the return path, and nothing once it is gone', () => {
    const { rerender, unmount } = renderHook(({ address }) => useDraftKeptOnSignOut({ address }), {
      initialProps: { address: '' },
    });
    expect(withDrafts('/console?chain=tron')).toBe('/console?chain=tron');
    rerender({ address: ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ' });
    expect(withDrafts('/console?chain=tron')).toBe(
      '/console?chain=tron&address=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
    unmount();
    expect(withDrafts('/console')).toBe('/console');
  });
});
