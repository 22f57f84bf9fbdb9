import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The CloudFormation templates the local stacks of one `npm test` run share: the run's first stack
 * synthesizes them and leaves them in the folder that scripts/test/run-suites.ts makes for the run
 * (TEST_RUN_DIR); every later stack reads them instead of loading aws-cdk-lib and synthesizing the
 * same app again (seconds of CPU each, beside the other lane's tests). The folder lives for one
 * run only, so a change to infra/ is always synthesized afresh. Without it (a project run by hand,
 * `npm start`), each stack synthesizes its own.
 */
export const TEST_RUN_DIR = 'TEST_RUN_DIR';

/** The run's folder, or undefined outside `npm test`. */
export const testRunDir = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env[TEST_RUN_DIR] || undefined;

export async function runTemplates<T>(synthesize: () => Promise<T>, runDir: string | undefined): Promise<T> {
  if (!runDir) return synthesize();
  const file = join(runDir, 'templates.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T;
  const templates = await synthesize();
  // Written whole under a name of its own, then renamed: a stack starting meanwhile finds the
  // complete file or none, and synthesizes for itself.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(templates));
  renameSync(partial, file);
  return templates;
}
