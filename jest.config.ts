/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/**
 * Infra tests only (infra/test, jest + aws-cdk-lib/assertions, the CDK convention); vitest runs
 * everything else. The root package is ESM, but .ts files are not listed in
 * extensionsToTreatAsEsm, so jest loads them as CommonJS: ts-jest compiles to CommonJS to match.
 * Jest needs a loader for a TypeScript config file: esbuild-register (docblock above).
 */
const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/infra'],
  testMatch: ['<rootDir>/infra/test/**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        // isolatedModules: transpile file by file (fast); `npm run typecheck` does the type checking.
        tsconfig: { module: 'commonjs', moduleResolution: 'bundler', isolatedModules: true },
      },
    ],
  },
  // Synthesizing CDK apps takes seconds, well above jest's 5 s default.
  testTimeout: 60_000,
  // Jest's default on two cores is one worker: the bundling test (esbuild for every Lambda, 40 s)
  // would hold back every other file. Two let the other files run beside it; in `npm test` the
  // other lane waits on its stack much of the time, leaving the second core free.
  maxWorkers: 2,
};

export default config;
