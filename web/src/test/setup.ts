import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';

/**
 * Browser APIs jsdom lacks that Chakra's positioning (floating-ui via zag) calls after a menu
 * or tooltip opens; without them the pending animation frame rejects after the test ends.
 */
class ObserverStandIn {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= ObserverStandIn as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= ObserverStandIn as unknown as typeof IntersectionObserver;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
