import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Browser journeys (`web/e2e/*.e2e.test.ts`): Playwright driving Debian's Chromium against a local
 * stack of the project's own, on free ports, serving the built SPA (`npm run web:build` first;
 * web/e2e/global-setup.ts). One stack and one browser per project, its journeys one after another.
 * Two projects, so that `npm test` runs one at the end of each of its lanes
 * (scripts/test/run-suites.ts). All: `npm run test:e2e`; one: `npx vitest run --project e2e-console`.
 */
const journeyProject = (name: string, include: string[], exclude: string[] = []) => ({
  test: {
    name,
    include,
    exclude,
    environment: 'node' as const,
    globals: true,
    globalSetup: ['web/e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks' as const,
    fileParallelism: false,
  },
});
// The console's longer journeys: monitoring, every page under its CSP, and the report. Which
// journeys go here balances the two lanes of `npm test`: the integration tests before the other
// project end later than lane 1's CPU work before this one (measured: 556 s against 523 s).
const consoleJourneys = ['monitor', 'content-security-policy', 'report'].map(
  (journey) => `web/e2e/${journey}.e2e.test.ts`,
);

/** Web tests that record what the app draws, for the app to take ahead of time (web/src/components/recorded-styles.ts). */
const recordingTests = ['web/src/features/report/recorded-report-styles.test.tsx'];

/**
 * Unit tests (no network), web tests (jsdom), integration tests (`*.int.test.ts`, against the real
 * local servers that the global setup starts in memory on their own ports) and browser journeys.
 * Infra tests run under jest.
 */
export default defineConfig({
  test: {
    globals: true,
    // `npm test` runs each project in its own process, lanes side by side (scripts/test/run-suites.ts);
    // two workers keep both cores busy in the CPU-bound projects. Integration and e2e stay one file
    // at a time (fileParallelism below), whatever this says.
    maxWorkers: 2,
    projects: [
      journeyProject('e2e-console', consoleJourneys),
      // Every other journey (none is left out): a visitor registers, reads the verdict, makes an
      // API key, keeps a session past its tokens.
      journeyProject('e2e-analyst', ['web/e2e/*.e2e.test.ts'], consoleJourneys),
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/build/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // Unit files share one module graph per worker instead of importing it again per file
          // (two thirds of this project's time was imports): no unit test mocks modules or keeps
          // state in one; a test that stubs a global or an env variable restores it.
          isolate: false,
          // The label tests parse every real feed; beside the other lanes on two cores that can take
          // longer than the 5 s default without anything being wrong.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...recordingTests],
          environment: 'jsdom',
          setupFiles: ['web/src/test/react-dev-tasks.ts', 'web/src/test/setup.ts'],
          // Files share one jsdom and one module graph per worker, as unit files do: two thirds of
          // this project's time was importing React and Chakra and building jsdom again per file.
          // The setup file resets what a test leaves behind (DOM, storage, network, toasts), and
          // every render gets a fresh SWR cache.
          isolate: false,
          // A screen test drives a whole page in jsdom (a dialog journey takes 1–5 s when CI runs
          // every project at once on two cores): 5 s would fail a slow run, not a broken screen.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-recording',
          include: recordingTests,
          environment: 'jsdom',
          setupFiles: ['web/src/test/react-dev-tasks.ts', 'web/src/test/setup.ts'],
          // A recording of what a fresh page draws, so a module graph of its own: Chakra memoizes
          // its css by a hash that sorts an object's keys, so in a graph other files have used, a
          // style can come out in the order of an earlier one with the same properties (another
          // class name).
          isolate: true,
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['scripts/local/test-stack.setup.ts'],
          // The CPU-bound lane runs beside this one (scripts/test/run-suites.ts): a journey that waits
          // on the stack's queues and workflows can take longer there without anything being wrong.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One local stack; files share it, so run them one after another, in one module graph
          // (as unit files do): importing the handlers and the AWS SDK again per file was a sixth
          // of this project's time. Files keep no state in modules beyond clients of that stack.
          pool: 'forks',
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
