import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import type { Logger } from '../../../functions/platform/logger';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../shared/rules/time';

/**
 * The local EventBridge scheduler: runs each scheduled rule's target Lambda on the rule's rate, with
 * the event EventBridge would send (or the target's constant Input). Rules come from the
 * synthesized template (workflows.ts reads them, as it reads the state machines), so the local
 * stack runs the same schedules as AWS.
 *
 * - `speedUp` divides every rate (a 5-minute rule at 300 runs every second), for the integration
 *   tests and for trying a slow schedule by hand (`SCHEDULE_SPEEDUP` on `npm start`).
 * - `run` fires a rule at once and answers its result, for tests and scripts.
 * - `nudge` asks for one more run soon, without waiting for it: for an event the rule would only
 *   notice at its next tick (a transfer injected into the simulated ledger). Nudges that come while
 *   a nudged run still waits for its turn (its delay, or the run in progress) share that run, since
 *   it starts after all of them.
 * - Like EventBridge, the first run comes one period after the start. A run still going when the
 *   next is due is not doubled: the tick is skipped.
 * - Only `rate(...)` expressions are run; a `cron(...)` rule is reported and left out.
 */
export interface ScheduledTarget {
  /** The rule's logical ID. */
  readonly rule: string;
  readonly scheduleExpression: string;
  /** The target function's logical ID and its entry module (for `run`). */
  readonly functionName: string;
  readonly entry: string;
  /** The target's constant Input, when it has one (it replaces the scheduled event). */
  readonly input?: unknown;
  readonly invoke: (event: unknown) => Promise<unknown>;
}

export interface SchedulerOptions {
  readonly targets: readonly ScheduledTarget[];
  readonly region: string;
  readonly accountId: string;
  readonly log: Logger;
  /** Divides every rate; default 1. */
  readonly speedUp?: number;
  /**
   * Fixed local intervals by target entry, instead of the rule's rate and the speed-up: the
   * monitor poll runs every MONITOR_POLL_SECONDS locally, where AWS runs it every minute.
   */
  readonly intervalsMsByEntry?: Readonly<Record<string, number>>;
  /** The same by the `job` of a target's constant input (one function, several rules). */
  readonly intervalsMsByJob?: Readonly<Record<string, number>>;
}

export interface LocalScheduler {
  readonly rules: readonly {
    readonly rule: string;
    readonly scheduleExpression: string;
    readonly functionName: string;
    readonly intervalMs: number | undefined;
  }[];
  /**
   * Runs a rule now, named by its logical ID, its target's entry or the `job` of its constant input;
   * answers the function's result.
   */
  run(ruleOrEntry: string): Promise<unknown>;
  /**
   * Runs the rule (named as for `run`) once more, `afterMs` from now (default 0) or, if a run of
   * it is in progress then, once that run has ended.
   */
  nudge(ruleOrEntry: string, afterMs?: number): void;
  stop(): Promise<void>;
}

export class UnknownScheduleError extends Error {
  override name = 'UnknownScheduleError';
}

const unitMs: Record<string, number> = { minute: MINUTE_MS, hour: HOUR_MS, day: DAY_MS };

/** The period of `rate(<n> <unit>)` in ms, or undefined for anything else (cron). */
export function rateMs(expression: string): number | undefined {
  const match = /^rate\((\d+) (minute|hour|day)s?\)$/.exec(expression.trim());
  if (!match) return undefined;
  return Number(match[1]) * unitMs[match[2]!]!;
}

/** Never faster than this, whatever the speed-up: a run needs time to do anything. */
const MIN_INTERVAL_MS = 250;

export function startScheduler(options: SchedulerOptions): LocalScheduler {
  const { log } = options;
  const speedUp = options.speedUp ?? 1;
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<unknown>>();
  /** The run of each rule in progress: a rule never runs twice at once, by timer or on demand. */
  const running = new Map<string, Promise<unknown>>();
  /** Rules with a nudged run waiting for the run in progress to end. */
  const nudged = new Set<string>();
  let stopped = false;

  const eventFor = (target: ScheduledTarget): unknown => {
    if (target.input !== undefined) return target.input;
    const event: ScheduledEvent = {
      version: '0',
      id: randomUUID(),
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: options.accountId,
      time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      region: options.region,
      resources: [`arn:aws:events:${options.region}:${options.accountId}:rule/${target.rule}`],
      detail: {},
    };
    return event;
  };

  const fire = (target: ScheduledTarget): Promise<unknown> => {
    const run = target.invoke(eventFor(target));
    inFlight.add(run);
    void run.catch(() => undefined).finally(() => inFlight.delete(run));
    return run;
  };

  /** Runs the rule's target once no run of it is in progress, and answers what it returned. */
  const runAlone = async (target: ScheduledTarget): Promise<unknown> => {
    for (let current = running.get(target.rule); current; current = running.get(target.rule)) {
      await current.catch(() => undefined);
    }
    const run = fire(target);
    running.set(target.rule, run);
    try {
      return await run;
    } finally {
      running.delete(target.rule);
    }
  };

  const tick = async (target: ScheduledTarget) => {
    // A tick that finds a run in progress is skipped, as EventBridge's target would be busy.
    if (stopped || running.has(target.rule)) return;
    try {
      await runAlone(target);
    } catch (error) {
      log.error('scheduled run failed', { rule: target.rule, function: target.functionName, error });
    }
  };

  const rules = options.targets.map((target) => {
    const period = rateMs(target.scheduleExpression);
    if (period === undefined) {
      log.warn('schedule expression not supported locally; rule left out', {
        rule: target.rule,
        scheduleExpression: target.scheduleExpression,
      });
      return { ...describe(target), intervalMs: undefined };
    }
    const intervalMs = Math.max(
      MIN_INTERVAL_MS,
      options.intervalsMsByJob?.[jobOf(target.input) ?? ''] ??
        options.intervalsMsByEntry?.[target.entry] ??
        Math.round(period / speedUp),
    );
    const timer = setInterval(() => void tick(target), intervalMs);
    // Schedules alone do not keep a process alive (tests end when their work ends).
    timer.unref();
    timers.push(timer);
    return { ...describe(target), intervalMs };
  });

  const targetNamed = (ruleOrEntry: string): ScheduledTarget => {
    const target = options.targets.find(
      (t) => t.rule === ruleOrEntry || t.entry === ruleOrEntry || jobOf(t.input) === ruleOrEntry,
    );
    if (!target) throw new UnknownScheduleError(`No scheduled rule, target entry or job ${ruleOrEntry}`);
    return target;
  };

  return {
    rules,
    run: async (ruleOrEntry) => runAlone(targetNamed(ruleOrEntry)),
    nudge: (ruleOrEntry, afterMs = 0) => {
      const target = targetNamed(ruleOrEntry);
      if (stopped || nudged.has(target.rule)) return;
      nudged.add(target.rule);
      void (async () => {
        if (afterMs > 0) await new Promise((resolve) => setTimeout(resolve, afterMs).unref());
        await running.get(target.rule)?.catch(() => undefined);
        // Cleared before the run starts: a nudge that comes during the run waits for one of its own.
        nudged.delete(target.rule);
        await tick(target);
      })();
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}

const jobOf = (input: unknown): string | undefined =>
  typeof input === 'object' && input !== null && typeof (input as { job?: unknown }).job === 'string'
    ? (input as { job: string }).job
    : undefined;

const describe = (target: ScheduledTarget) => ({
  rule: target.rule,
  scheduleExpression: target.scheduleExpression,
  functionName: target.functionName,
});
