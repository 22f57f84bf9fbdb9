import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Logger } from '../../../functions/platform/logger';
import { assertPortFree } from '../support/ports';
import { startChildService } from './child-service';
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

export async function startCognitoLocal(options: CognitoLocalOptions): Promise<RunningService> {
  await assertPortFree(options.port, 'cognito-local');
  // Must be exactly http://localhost:<port>: it is both the SDK endpoint and the token issuer.
  const endpoint = `http://localhost:${options.port}`;
  writeIssuerConfig(options.workDir, endpoint);
  const require = createRequire(import.meta.url);
  const bin = join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  const child = await startChildService({
    name: 'cognito-local',
    command: process.execPath,
    args: [bin],
    cwd: options.workDir,
    env: { ...process.env, PORT: String(options.port), HOST: 'localhost' },
    ready: () => httpAnswers(`${endpoint}/`),
    log: options.log,
  });
  return { name: 'cognito', endpoint, stop: child.stop };
}
