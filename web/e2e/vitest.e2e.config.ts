import { defineProject } from 'vitest/config';

/**
 * The "e2e" project: browser journeys (`web/e2e/**\/*.e2e.test.ts`) with Playwright driving
 * Debian's Chromium against the local stack that the global setup starts. Needs `npm run
 * web:build` first. The root vitest.config.ts lists this file among its projects; alone:
 * `npx vitest run --config web/e2e/vitest.e2e.config.ts`.
 */
export default defineProject({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['web/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globals: true,
    globalSetup: ['web/e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // One stack and one browser; journeys run one after another.
    pool: 'forks',
    fileParallelism: false,
  },
});
