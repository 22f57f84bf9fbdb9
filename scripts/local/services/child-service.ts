import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Logger } from '../../../functions/platform/logger';
import { waitUntil } from './readiness';

/**
 * A server run as a child process (DynamoDB Local's JVM, cognito-local). Each child gets its own
 * process group so Ctrl-C reaches only the parent, which then stops the children in order; and
 * three layers make sure no child outlives the parent:
 * 1. `stop()` signals the whole group (SIGTERM, then SIGKILL after a grace period);
 * 2. a process 'exit' hook SIGKILLs every group still registered (uncaught exception, process.exit);
 * 3. `setpriv --pdeathsig SIGKILL` has the kernel kill the child even if the parent is SIGKILLed.
 */
export interface ChildService {
  readonly name: string;
  readonly pid: number;
  /** The last lines the child wrote (stdout and stderr), for error messages. */
  outputTail(): string;
  stop(): Promise<void>;
}

export interface ChildServiceOptions {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env?: NodeJS.ProcessEnv;
  /** True once the child serves requests. */
  readonly ready: () => Promise<boolean>;
  readonly startTimeoutMs?: number;
  readonly log: Logger;
}

const running = new Set<ChildProcess>();
/** cognito-local's pretty logger colours its lines unconditionally; the tail is read as plain text. */
const ansiColours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
let exitHookInstalled = false;

const killGroup = (child: ChildProcess, signal: NodeJS.Signals): void => {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
};

const installExitHook = (): void => {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // 'exit' handlers must be synchronous: a signal is all we can do, and all we need.
  process.on('exit', () => {
    for (const child of running) killGroup(child, 'SIGKILL');
  });
};

/** Linux's setpriv asks the kernel to kill the child when its parent dies, however it dies. */
const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => existsSync(p));

export async function startChildService(options: ChildServiceOptions): Promise<ChildService> {
  installExitHook();
  const [command, args] = setpriv
    ? [setpriv, ['--pdeathsig', 'SIGKILL', '--', options.command, ...options.args]]
    : [options.command, [...options.args]];
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);

  const tail: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').replace(ansiColours, '').split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      options.log.debug(line, { service: options.name });
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  let exit: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      running.delete(child);
      resolve();
    });
    child.once('error', (error) => {
      exit = `could not be started (${error.message})`;
      running.delete(child);
      resolve();
    });
  });

  const stop = async (): Promise<void> => {
    if (exit) return;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await waitUntil(options.ready, {
      what: options.name,
      // Generous: `npm test` starts two stacks (and a JVM each) while type checks take both cores.
      timeoutMs: options.startTimeoutMs ?? 90_000,
      failed: () => exit,
      detail: () => tail.join('\n'),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  // A child that dies later is worth a loud line: requests to it will fail from then on.
  let stopping = false;
  void exited.then(() => {
    if (!stopping) options.log.error('local service stopped unexpectedly', { service: options.name, exit });
  });
  return {
    name: options.name,
    pid: child.pid ?? -1,
    outputTail: () => tail.join('\n'),
    stop: async () => {
      stopping = true;
      await stop();
    },
  };
}
