import { renderHook } from '@testing-library/react';
import { useOpenedOnce } from './use-opened-once';

describe('opened once', () => {
  it('is false until the first opening, then stays true once closed', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), {
      initialProps: { open: false },
    });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });
});
