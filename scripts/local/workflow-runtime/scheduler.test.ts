import { createLogger } from '../../../functions/platform/logger';
import { rateMs, type ScheduledTarget, startScheduler, UnknownScheduleError } from './scheduler';

/** The local scheduler on fake timers: rates, the speed-up, no overlapping runs, runs on demand. */
const log = createLogger('silent');

function target(overrides: Partial<ScheduledTarget> = {}) {
  const events: unknown[] = [];
  let release: (() => void) | undefined;
  const t: ScheduledTarget = {
    rule: 'SweepRule',
    scheduleExpression: 'rate(5 minutes)',
    functionName: 'SweeperFunction',
    entry: 'functions/workers/query-sweeper/query-sweeper.lambda.ts',
    invoke: async (event) => {
      events.push(event);
      if (overrides.functionName === 'slow') await new Promise<void>((resolve) => (release = resolve));
      return { swept: events.length };
    },
    ...overrides,
  };
  return { target: t, events, release: () => release?.() };
}

/** The scheduler over `targets` in a local account, `speedUp` times faster than their rates. */
const schedulerOf = (targets: ScheduledTarget[], speedUp?: number) =>
  startScheduler({
    targets,
    region: 'us-east-1',
    accountId: '000000000000',
    log,
    ...(speedUp && { speedUp }),
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('rateMs', () => {
  it('reads rate expressions and nothing else', () => {
    expect(rateMs('rate(5 minutes)')).toBe(300_000);
    expect(rateMs('rate(1 minute)')).toBe(60_000);
    expect(rateMs('rate(1 day)')).toBe(86_400_000);
    expect(rateMs('rate(2 hours)')).toBe(7_200_000);
    expect(rateMs('cron(0 3 * * ? *)')).toBeUndefined();
  });
});

describe('startScheduler', () => {
  it('runs a rule once per period, the first one period after the start, with a scheduled event', async () => {
    // Prepare
    const { target: sweep, events } = target();
    const scheduler = schedulerOf([sweep]);
    // Act
    await vi.advanceTimersByTimeAsync(299_999);
    const before = events.length;
    await vi.advanceTimersByTimeAsync(1 + 300_000);
    // Assess
    expect(before).toBe(0);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      source: 'aws.events',
      'detail-type': 'Scheduled Event',
      resources: ['arn:aws:events:us-east-1:000000000000:rule/SweepRule'],
      detail: {},
    });
    await scheduler.stop();
  });

  it('divides the rate by the speed-up, and passes a constant Input instead of the event', async () => {
    const { target: sweep, events } = target({ input: { dryRun: true } });
    const scheduler = schedulerOf([sweep], 300);

    await vi.advanceTimersByTimeAsync(3_000);

    expect(scheduler.rules).toEqual([expect.objectContaining({ rule: 'SweepRule', intervalMs: 1_000 })]);
    expect(events).toEqual([{ dryRun: true }, { dryRun: true }, { dryRun: true }]);
    await scheduler.stop();
  });

  it('skips a tick while the previous run of the rule is still going', async () => {
    const slow = target({ functionName: 'slow' });
    const scheduler = schedulerOf([slow.target], 300);

    await vi.advanceTimersByTimeAsync(5_000);
    const whileRunning = slow.events.length;
    slow.release();
    await vi.advanceTimersByTimeAsync(1_000);

    expect(whileRunning).toBe(1);
    expect(slow.events).toHaveLength(2);
    slow.release();
    await scheduler.stop();
  });

  it('starts a run on demand only once the timer run of the rule has ended', async () => {
    const slow = target({ functionName: 'slow' });
    const scheduler = schedulerOf([slow.target], 300);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(slow.events).toHaveLength(1);

    const onDemand = scheduler.run('SweepRule');
    await vi.advanceTimersByTimeAsync(0);
    const whileRunning = slow.events.length;
    slow.release();
    await vi.advanceTimersByTimeAsync(0);
    slow.release();

    expect(whileRunning).toBe(1);
    expect(await onDemand).toEqual({ swept: 2 });
    await scheduler.stop();
  });

  it('runs a rule on demand by its name or its target entry, and answers its result', async () => {
    const { target: sweep, events } = target();
    const scheduler = schedulerOf([sweep]);

    expect(await scheduler.run('SweepRule')).toEqual({ swept: 1 });
    expect(await scheduler.run('functions/workers/query-sweeper/query-sweeper.lambda.ts')).toEqual({
      swept: 2,
    });
    await expect(scheduler.run('NoSuchRule')).rejects.toBeInstanceOf(UnknownScheduleError);
    expect(events).toHaveLength(2);
    await scheduler.stop();
  });

  it('runs a nudged rule at once, or after the run in progress, once for nudges that wait together', async () => {
    const slow = target({ functionName: 'slow', input: { job: 'sweep' } });
    const scheduler = schedulerOf([slow.target]);

    scheduler.nudge('sweep');
    await vi.advanceTimersByTimeAsync(0);
    const atOnce = slow.events.length;
    // Three events while that run goes on: one more run covers them all, as it starts after them.
    for (let i = 0; i < 3; i++) scheduler.nudge('SweepRule');
    await vi.advanceTimersByTimeAsync(0);
    const whileRunning = slow.events.length;
    slow.release();
    await vi.advanceTimersByTimeAsync(0);
    slow.release();
    await vi.advanceTimersByTimeAsync(0);

    expect([atOnce, whileRunning]).toEqual([1, 1]);
    expect(slow.events).toHaveLength(2);
    expect(() => scheduler.nudge('NoSuchJob')).toThrow(UnknownScheduleError);
    await scheduler.stop();
  });

  it('runs a nudge given a delay once the delay is over, one run for the nudges within it', async () => {
    const { target: sweep, events } = target();
    const scheduler = schedulerOf([sweep]);

    scheduler.nudge('SweepRule', 150);
    await vi.advanceTimersByTimeAsync(100);
    scheduler.nudge('SweepRule', 150);
    const early = events.length;
    await vi.advanceTimersByTimeAsync(400);

    expect(early).toBe(0);
    expect(events).toHaveLength(1);
    await scheduler.stop();
  });

  it('leaves out a cron rule it cannot run, and keeps running after a failed run', async () => {
    let calls = 0;
    const failing = target({
      invoke: async () => {
        calls++;
        throw new Error('boom');
      },
    });
    const cron = target({ rule: 'CronRule', scheduleExpression: 'cron(0 3 * * ? *)' });
    const scheduler = schedulerOf([failing.target, cron.target], 300);

    await vi.advanceTimersByTimeAsync(2_000);

    expect(calls).toBe(2);
    expect(scheduler.rules.find((r) => r.rule === 'CronRule')?.intervalMs).toBeUndefined();
    expect(cron.events).toEqual([]);
    await scheduler.stop();
  });
});
