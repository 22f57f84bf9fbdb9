import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Logger } from '../../../functions/platform/logger';
import { assertPortFree, freePort } from '../support/ports';
import { startChildService } from './child-service';
import { startCognitoGuard } from './cognito-guard';
import { httpAnswers } from './readiness';
import type { RunningService } from './running-service';

/**
 * cognito-local, run as a child because it keeps its state in `<cwd>/.cognito/` (pools, users,
 * clients as JSON files): the cwd is how we choose where the data lives.
 */
export interface CognitoLocalOptions {
  readonly port: number;
  /** Its working directory; `.cognito/` is created inside. */
  readonly workDir: string;
  readonly log: Logger;
}

/**
 * The token issuer is `IssuerDomain/<poolId>` and the handlers expect `${COGNITO_ENDPOINT}/<pool>`.
 * A config.json kept from an earlier run on another port would make every token's issuer wrong,
 * so the domain is (re)written on each start, keeping any other settings.
 */
function writeIssuerConfig(workDir: string, endpoint: string): void {
  const dir = join(workDir, '.cognito');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'config.json');
  const current = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const tokenConfig = (current.TokenConfig as Record<string, unknown> | undefined) ?? {};
  const next = { ...current, TokenConfig: { ...tokenConfig, IssuerDomain: endpoint } };
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
}

/**
 * cognito-local on a port of its own behind the Cognito guard (cognito-guard.ts) on `port`: the
 * guard refuses what Cognito would (auth flows the client does not allow, a missing or wrong
 * SECRET_HASH) and passes the rest through, the JWKS included.
 */
export async function startCognitoLocal(options: CognitoLocalOptions): Promise<RunningService> {
  await assertPortFree(options.port, 'cognito-local');
  // Must be exactly http://localhost:<port>: it is both the SDK endpoint and the token issuer.
  const endpoint = `http://localhost:${options.port}`;
  const innerPort = await freePort();
  writeIssuerConfig(options.workDir, endpoint);
  const require = createRequire(import.meta.url);
  const bin = join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  const child = await startChildService({
    name: 'cognito-local',
    command: process.execPath,
    args: [bin],
    cwd: options.workDir,
    env: { ...process.env, PORT: String(innerPort), HOST: 'localhost' },
    ready: () => httpAnswers(`http://localhost:${innerPort}/`),
    log: options.log,
  });
  let guard: Awaited<ReturnType<typeof startCognitoGuard>>;
  try {
    guard = await startCognitoGuard({
      port: options.port,
      upstream: new URL(`http://localhost:${innerPort}`),
      workDir: options.workDir,
    });
  } catch (error) {
    await child.stop();
    throw error;
  }
  return {
    name: 'cognito',
    endpoint,
    stop: async () => {
      await guard.stop();
      await child.stop();
    },
  };
}
