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
        tsconfig: { module: 'commonjs', moduleResolution: 'node10', isolatedModules: true },
      },
    ],
  },
  // Synthesizing CDK apps takes seconds, well above jest's 5 s default.
  testTimeout: 60_000,
};

export default config;
