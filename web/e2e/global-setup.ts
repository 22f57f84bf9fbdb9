import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { createLogger } from '../../functions/platform/logger';
import { type LocalStackOptions, repoRoot, startLocalStack } from '../../scripts/local/stack';
import { freePorts } from '../../scripts/local/support/ports';
import { MONITOR_POLL_PERIOD_SECONDS } from '../../shared/constants/monitor-cadence';

/**
 * Global setup of the "e2e" project: the real local stack in memory on free ports, serving the
 * built SPA (web/dist, from `npm run web:build`; this setup builds nothing), and one headless
 * Debian Chromium that the test files connect to over its WebSocket endpoint.
 */
export interface ProvidedBrowserStack {
  /** The gateway: the SPA, /api and /v1. */
  readonly web: string;
  /** aws-ses-v2-local: the sent mails as JSON at `/store`. */
  readonly mailInbox: string;
  readonly wsEndpoint: string;
  /** DynamoDB Local: for journeys that change what only an operator can (a user's plan). */
  readonly dynamodb: string;
  /** What the stack's handlers read (table name, endpoints): for journeys that set data up directly. */
  readonly env: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    browserStack: ProvidedBrowserStack;
  }
}

/** Debian's package (`apt-get install chromium`); playwright-core downloads no browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How long each new query waits in its queue before it runs, in the browser journeys, so the
 * report journey sees it queued. The page's first status ask is held until the query is final or
 * for `STATUS_WAIT_MS` (1 s, shared/rules/query-rules.ts), so it reads "queued" only if the
 * query still waits when that ask answers: 1.5 s left half a second for the ask to arrive and
 * answer, which a loaded machine once missed.
 */
export const QUERY_QUEUE_DELAY_MS = 2500;

/**
 * A local stack for browser journeys: in memory, on free ports, with the query backlog above. The
 * settings in the environment (functions/platform/config.ts) reach its handlers, as a Lambda's do.
 */
export const startJourneyStack = async (options: Pick<LocalStackOptions, 'labelsDir'> = {}) =>
  startLocalStack({
    ...options,
    ports: await freePorts(),
    log: createLogger('warn'),
    handlerLogLevel: 'warn',
    // A short backlog keeps a new query pending long enough for the journey to see its progress;
    // the other queues (mails, monitor polls, alerts) run at once, as the journeys wait on them.
    queueDelaysMs: { query: QUERY_QUEUE_DELAY_MS },
    // A journey's stack serves a few hundred requests, beside a browser: no optimising compiler.
    quickJit: true,
    // The monitor poll (and the freeze feed with it) at AWS's minute: the monitor journey's
    // injection runs the poll soon after, and each poll wakes all 32 shards, busy or not.
    monitorPollSeconds: MONITOR_POLL_PERIOD_SECONDS,
  });

export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(join(repoRoot, 'web', 'dist', 'index.html')))
    throw new Error('web/dist is missing: run `npm run web:build` before the browser tests');
  if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}: apt-get install chromium`);

  // The browser starts while the stack does: neither needs the other until the journeys run.
  const [stack, browser] = await Promise.allSettled([
    startJourneyStack(),
    chromium.launchServer({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    }),
  ]);
  if (stack.status === 'rejected' || browser.status === 'rejected') {
    if (stack.status === 'fulfilled') await stack.value.stop();
    if (browser.status === 'fulfilled') await browser.value.close();
    throw stack.status === 'rejected' ? stack.reason : (browser as PromiseRejectedResult).reason;
  }
  provide('browserStack', {
    web: stack.value.urls.web,
    mailInbox: stack.value.urls.mailInbox,
    wsEndpoint: browser.value.wsEndpoint(),
    dynamodb: stack.value.urls.dynamodb,
    env: stack.value.env,
  });
  return async () => {
    await browser.value.close();
    await stack.value.stop();
  };
}
