import type { TestProject } from 'vitest/node';
import { createLogger } from '../../functions/platform/logger';
import { MONITOR_POLL_PERIOD_SECONDS } from '../../shared/constants/monitor-cadence';
import { type LocalStackUrls, startLocalStack } from './stack';
import { freePorts } from './support/ports';

/**
 * Vitest global setup of the "integration" project: one local stack per run, in memory, on free
 * ports (so it never collides with `npm start`). Tests read it with `inject('localStack')`.
 */
export interface ProvidedLocalStack {
  readonly env: Record<string, string>;
  readonly urls: LocalStackUrls;
}

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: ProvidedLocalStack;
  }
}

export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  // Webhook retries (5 s … 8 h) 100 times faster: the first retry within a second.
  process.env.WEBHOOK_RETRY_SPEEDUP ??= '100';
  // The home page's figures read fresh: a test that analyses and then reads them sees its own.
  process.env.PUBLIC_STATS_CACHE_SECONDS ??= '0';
  const stack = await startLocalStack({
    ports: await freePorts(),
    // Requests and seeding are noise in test output; warnings and errors are not.
    log: createLogger('warn'),
    handlerLogLevel: 'warn',
    // The schedules run as on AWS, only faster: the minute sweeper every 3 s. Every run is a
    // Lambda call and a query of its index, so at 0.6 s the sweeper alone took a few CPU-seconds
    // a minute from the tests, while the one test that waits for it waits a second longer.
    scheduleSpeedUp: 20,
    // The monitor poll (and the freeze feed with it) at AWS's minute, not the local 10 s: a test's
    // injection runs them soon after, and each poll wakes all 32 shards, busy or not (~1.3 CPU-s of
    // handlers and DynamoDB Local).
    monitorPollSeconds: MONITOR_POLL_PERIOD_SECONDS,
  });
  provide('localStack', { env: stack.env, urls: stack.urls });
  return () => stack.stop();
}
