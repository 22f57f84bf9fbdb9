import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toaster } from '../components/toaster';
import { forgetPreloadedReads } from '../lib/preloaded-reads';
import { forgetRuntimeConfig } from '../lib/runtime-config';
import { apiServer, startApiServer, takeProblems } from './api-server';
import { dropFileStyleCache } from './style-cache';

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

// `npm test` runs these files beside the integration and browser lanes on two cores: a screen that
// takes more than the default second to show what a `findBy` waits for is slow there, not broken.
configure({ asyncUtilTimeout: 5_000 });

// The network is MSW's (test/api-server.ts): a request no handler answers, or one that breaks
// the contract, fails the test that sent it.
beforeAll(startApiServer);
afterEach(() => {
  cleanup();
  // The toaster is a module-level store shared by the files of a worker: a toast left from one
  // test would count against the next one's five.
  toaster.remove();
  localStorage.clear();
  // The deployment's settings are read once per page life: each test is a page of its own.
  forgetRuntimeConfig();
  // So are reads started ahead of a page: one test's must not answer the next one's page.
  forgetPreloadedReads();
  apiServer.resetHandlers();
  expect(takeProblems(), 'requests this test did not declare, or that break the contract').toEqual([]);
});
afterAll(() => {
  dropFileStyleCache();
  apiServer.close();
});
