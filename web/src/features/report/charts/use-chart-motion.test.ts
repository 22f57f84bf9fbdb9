import { renderHook } from '@testing-library/react';
import { useChartMotion } from './use-chart-motion';

describe('chart motion', () => {
  it('draws once without motion, with no second render to switch it on; a later render moves', () => {
    let renders = 0;
    const { result, rerender } = renderHook(() => {
      renders++;
      return useChartMotion();
    });
    expect(result.current).toBe(false);
    expect(renders).toBe(1);
    rerender();
    expect(result.current).toBe(true);
  });
});
