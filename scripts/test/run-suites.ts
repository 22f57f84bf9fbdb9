import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { TEST_RUN_DIR } from '../local/support/run-templates';

/**
 * `npm test`: every check and test of the project, in two lanes that run side by side. The
 * integration tests and the browser journeys mostly wait on their local stacks and on Chromium;
 * the checks, unit, jsdom and infra tests are CPU work. Lane 1 runs the CPU work beside lane 2's
 * integration tests, as the one mix that leaves neither core idle; the browser journeys come as
 * two projects with a stack each, one at the end of each lane, so both lanes end at about the same
 * time. Run first instead, lane 1's journeys competed with the jsdom tests and the integration
 * stack for the same two cores, and every step took longer (measured: 555 s against 535 s in
 * all). Each line of output carries its step's name; at the end a table gives
 * each step's time and result. Every step runs even when an earlier one failed, so one run shows
 * every failure; the exit code is 1 if any step failed.
 */
interface Step {
  readonly name: string;
  /** Run side by side; the step ends when the last ends, and fails if any fails. */
  readonly commands: readonly (readonly string[])[];
}

interface Outcome {
  readonly name: string;
  readonly lane: string;
  readonly seconds: number;
  readonly ok: boolean;
}

const npm = (script: string): readonly string[] => ['npm', 'run', '--silent', script];
const vitest = (...projects: string[]): readonly string[] => [
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
];

// The SPA is built before the lanes start: the browser journeys need it, and the integration stack
// serves web/dist too, so no test may read it while vite rewrites it.
const prelude: readonly Step[] = [{ name: 'web:build', commands: [npm('web:build')] }];

/**
 * `npm run check`, its two typechecks side by side, each on one thread: TypeScript's native
 * compiler checks with four threads by default, and on two cores shared with the other lane they
 * only repeat each other's work (measured alone: the web typecheck took 38 CPU-s in 21 s on four,
 * 23 CPU-s in 20 s on one; the functions' 20 and 12 CPU-s, both in 10 s).
 */
const singleThreaded = (script: string) => [...npm(script), '--', '--singleThreaded'];
const check: Step = {
  name: 'check',
  commands: [npm('lint'), singleThreaded('typecheck:functions'), singleThreaded('typecheck:web')],
};

const lanes: readonly (readonly Step[])[] = [
  [
    check,
    { name: 'unit', commands: [vitest('unit')] },
    { name: 'web', commands: [vitest('web', 'web-recording')] },
    { name: 'infra', commands: [['jest']] },
    { name: 'e2e-console', commands: [vitest('e2e-console')] },
  ],
  [
    { name: 'integration', commands: [vitest('integration')] },
    { name: 'e2e-analyst', commands: [vitest('e2e-analyst')] },
  ],
];

function prefixLines(name: string, sink: NodeJS.WritableStream): (chunk: Buffer) => void {
  let pending = '';
  const tag = `[${name}] `;
  return (chunk) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) sink.write(`${tag}${line}\n`);
  };
}

// What the run's local stacks share (scripts/local/support/run-templates.ts): the first one's
// synthesized templates. Made afresh for each run and removed at its end.
const runDir = mkdtempSync(join(tmpdir(), 'wallet-risk-test-run-'));

function runCommand(name: string, [command, ...args]: readonly string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command as string, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Colours would arrive as escape codes in CI logs, prefixed or not.
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', [TEST_RUN_DIR]: runDir },
    });
    child.stdout.on('data', prefixLines(name, process.stdout));
    child.stderr.on('data', prefixLines(name, process.stderr));
    child.on('error', (error) => {
      process.stderr.write(`[${name}] could not start ${command}: ${error.message}\n`);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

async function runStep(step: Step, lane: string): Promise<Outcome> {
  const started = performance.now();
  const results = await Promise.all(step.commands.map((command) => runCommand(step.name, command)));
  return { name: step.name, lane, seconds: (performance.now() - started) / 1000, ok: results.every(Boolean) };
}

async function runLane(steps: readonly Step[], lane: string): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) outcomes.push(await runStep(step, lane));
  return outcomes;
}

function summary(outcomes: readonly Outcome[], totalSeconds: number): string {
  const width = Math.max(...outcomes.map((o) => o.name.length), 'step'.length);
  const rows = outcomes.map(
    (o) =>
      `${o.name.padEnd(width)}  ${o.lane.padEnd(6)}  ${o.seconds.toFixed(1).padStart(7)} s  ${o.ok ? 'ok' : 'FAILED'}`,
  );
  return [
    '',
    'Time per step (lanes run side by side; a lane runs its steps in turn):',
    ...rows,
    `${'total'.padEnd(width)}          ${totalSeconds.toFixed(1).padStart(7)} s`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const started = performance.now();
  const first = await runLane(prelude, 'first');
  const outcomes = [
    ...first,
    ...(await Promise.all(lanes.map((steps, i) => runLane(steps, `lane ${i + 1}`)))).flat(),
  ];
  rmSync(runDir, { recursive: true, force: true });
  process.stdout.write(summary(outcomes, (performance.now() - started) / 1000));
  process.exitCode = outcomes.every((o) => o.ok) ? 0 : 1;
}

await main();
