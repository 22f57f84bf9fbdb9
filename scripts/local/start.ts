import { join } from 'node:path';
import { createLogger } from '../../functions/platform/logger';
import { assertJavaInstalled, JavaMissingError } from './services/dynamodb-local';
import { type LocalStack, repoRoot, startLocalStack } from './stack';
import { localPortsFrom } from './support/local-config';
import { isPortTaken, type LocalPorts } from './support/ports';
import { lockOwner, releaseLock, takeLock } from './support/stack-lock';
import { buildWeb, webBuildIsStale } from './web-build';

/**
 * `npm start`: the whole system on this machine, data kept in `.data/` between restarts.
 * Ports can be moved with PORT (gateway), DYNAMODB_PORT, COGNITO_PORT, SES_PORT, SQS_PORT, SFN_PORT.
 * SCHEDULE_SPEEDUP=<n> runs the scheduled rules n times as often (60: the minute sweeper every second).
 */
const dataDir = join(repoRoot, '.data');
const lockFile = join(dataDir, 'stack.lock');

function speedUpFrom(name: string): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return 1;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1) {
    console.error(`${name}=${raw} is not a number of at least 1`);
    process.exit(1);
  }
  return value;
}

const scheduleSpeedUp = speedUpFrom('SCHEDULE_SPEEDUP');

const ports: LocalPorts = (() => {
  try {
    return localPortsFrom(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
})();

function summary(stack: LocalStack): string {
  const { urls, env } = stack;
  return [
    '',
    'wallet-risk is running locally',
    `  web app          ${urls.web}`,
    `  console API      ${urls.consoleApi}`,
    `  public API       ${urls.publicApi}`,
    `  mail inbox       ${urls.mailInbox}`,
    `  DynamoDB         ${urls.dynamodb}  (table ${env.TABLE_NAME})`,
    `  Cognito          ${urls.cognito}  (pool ${env.USER_POOL_ID}, client ${env.USER_POOL_CLIENT_ID})`,
    `  SQS              ${urls.sqs}`,
    `  Step Functions   ${urls.sfn}`,
    ...stack.schedules.rules.map(
      (r) =>
        `  schedule         ${r.functionName} ${r.scheduleExpression}${
          scheduleSpeedUp > 1 && r.intervalMs
            ? ` (every ${r.intervalMs / 1000} s, SCHEDULE_SPEEDUP=${scheduleSpeedUp})`
            : ''
        }`,
    ),
    `  data directory   ${dataDir}`,
    '',
    'Ctrl-C stops everything.',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  try {
    assertJavaInstalled();
  } catch (error) {
    if (error instanceof JavaMissingError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const owner = lockOwner(lockFile);
  if (owner !== undefined) {
    console.error(`The local stack is already running (pid ${owner}) at http://localhost:${ports.gateway}`);
    process.exit(1);
  }
  if (await isPortTaken(ports.gateway)) {
    console.error(
      `Port ${ports.gateway} is already in use: is the local stack already running at http://localhost:${ports.gateway}? ` +
        'Stop it, or start on another port with PORT=3100 npm start.',
    );
    process.exit(1);
  }
  takeLock(lockFile);

  let stack: LocalStack | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      // A second Ctrl-C: leave now; the exit hook still kills the children.
      process.exit(130);
    }
    stopping = true;
    console.log(`\n${signal}: stopping the local stack…`);
    await stack?.stop();
    releaseLock(lockFile);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('exit', () => releaseLock(lockFile));

  console.log('Starting the local stack (DynamoDB Local, cognito-local, SES, SQS, Step Functions)…');
  try {
    if (webBuildIsStale(repoRoot)) {
      console.log('Building the web console (web/dist)…');
      await buildWeb(repoRoot);
    }
    stack = await startLocalStack({ dataDir, ports, log: createLogger('info'), scheduleSpeedUp });
  } catch (error) {
    console.error(
      `\nThe local stack could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    releaseLock(lockFile);
    process.exit(1);
  }
  if (stopping) return;
  console.log(summary(stack));
}

void main();
