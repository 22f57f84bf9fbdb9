import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { INJECTED_FREEZE_SETTLE_MS } from '../../functions/adapters/chain/simulated/simulated-freezes';
import type { HttpHandlers } from '../../functions/http/http-handlers';
import { configSettingsOf, parseConfig } from '../../functions/platform/config';
import { createContainer } from '../../functions/platform/container';
import { lambdaEntries, TETHER_FREEZE_JOB } from '../../functions/platform/lambda-entries';
import { createLogger, type Logger } from '../../functions/platform/logger';
import { publishedLabelsDir } from '../../functions/testing/published-labels';
import { localDevServerOrigin, parseAllowedOrigins } from '../../shared/api/header-policy';
import { createAppHandlers } from './app-handlers';
import { createGateway, type LocalGateway } from './gateway';
import { createEdgeRateLimit } from './routing/edge-rate-limit';
import { createLedgerInjectionRoute } from './routing/ledger-injection';
import { localTableName, seedLocalStack } from './seed';
import { localCredentials } from './seeding/seed-clients';
import type { QueueKey } from './seeding/seed-queues';
import { startCognitoLocal } from './services/cognito-local';
import { startDynamoDbLocal } from './services/dynamodb-local';
import type { RunningService } from './services/running-service';
import { startSesLocal } from './services/ses-local';
import { localAccountId, startSqsLocal } from './services/sqs-local';
import { failInterruptedQueries } from './support/interrupted-queries';
import { localMailCodeKeys, localRuntimeConfig } from './support/local-config';
import { assertPortFree, type LocalPorts } from './support/ports';
import { runTableSnapshot } from './support/run-table-snapshot';
import { runTemplates, testRunDir } from './support/run-templates';
import type { CfnTemplates } from './workflow-runtime/cfn-template';
import { localMonitorPollSeconds, startWorkflows, type Workflows } from './workflows';

/**
 * The whole system on one machine (DESIGN.md §3): the AWS emulators, seeded from the resource
 * design, the real handlers behind the local gateway, and the state machines and queue consumers
 * that CDK synthesizes. `npm start` and the integration tests' global setup both call this.
 */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const region = 'us-east-1';

/** How long a transfer injected into the simulated ledger waits for others before its poll runs. */
const INJECTION_BURST_MS = 150;

export interface LocalStackOptions {
  /** Where data survives restarts (`<dataDir>/dynamodb`, `<dataDir>/cognito`); undefined = memory/temp. */
  readonly dataDir?: string;
  readonly ports: LocalPorts;
  readonly log?: Logger;
  /** LOG_LEVEL for the handlers (default: info). */
  readonly handlerLogLevel?: string;
  /**
   * Holds the messages of some queues before their consumers run: a backlog, for the browser
   * journeys (`{ query: 1500 }`: each new query stays pending 1.5 s). Queues by their key in the
   * resource design; the others hand their messages over at once.
   */
  readonly queueDelaysMs?: Readonly<Partial<Record<QueueKey, number>>>;
  /** Divides every schedule's rate (a 5-minute rule at 300 runs every second); default 1. */
  readonly scheduleSpeedUp?: number;
  /**
   * Whether a transfer or freeze injected into the simulated ledger runs the monitor poll or the
   * freeze feed at once (default), rather than at their schedule's next tick. The bench turns it
   * off: it measures the detection latency at the schedule's cadence.
   */
  readonly runOnInjection?: boolean;
  /** The monitor poll's period, seconds (default: MONITOR_POLL_SECONDS, else the scan interval). */
  readonly monitorPollSeconds?: number;
  /** Replaces the real handlers (tests of the stack itself). */
  readonly createHandlers?: (env: Record<string, string>) => Promise<HttpHandlers>;
  /** The label feeds the seed imports (default: LABELS_DIR, else ../shared/data/labels). */
  readonly labelsDir?: string;
  /** DynamoDB Local with the JIT's quick tier only, for a stack that serves few requests. */
  readonly quickJit?: boolean;
  /** Replaces `synthesizeTemplates({ bundling: false })`. */
  readonly loadTemplates?: () => Promise<CfnTemplates>;
  /**
   * The WAF stand-in's requests per client (default: shared/rules/client-limits.ts). The bench
   * raises it: it measures latency from one client, far past what one person would send.
   */
  readonly edgeRequestsPerClient?: Parameters<typeof createEdgeRateLimit>[0];
}

export interface LocalStackUrls {
  /** The gateway: web app, /api and /v1. */
  readonly gateway: string;
  readonly consoleApi: string;
  readonly publicApi: string;
  readonly web: string;
  /** aws-ses-v2-local: web inbox at `/`, JSON at `/store`. */
  readonly mailInbox: string;
  readonly dynamodb: string;
  readonly cognito: string;
  readonly sqs: string;
  readonly sfn: string;
}

export interface LocalStack {
  /** Everything the handlers read (functions/platform/config.ts), plus queue URLs. */
  readonly env: Record<string, string>;
  readonly urls: LocalStackUrls;
  /** The scheduled rules the stack runs, and a trigger to run one now. */
  readonly schedules: Pick<Workflows['schedules'], 'rules' | 'run'>;
  stop(): Promise<void>;
}

const synthesize = (): Promise<CfnTemplates> =>
  runTemplates(async () => {
    // Imported lazily: aws-cdk-lib takes a while to load, and only the start needs it. The stack
    // only reads the templates; `cdk synth` and the infra tests validate them.
    const { synthesizeTemplates } = await import('../../infra/lib/synthesize');
    return synthesizeTemplates({ bundling: false, validate: false }) as CfnTemplates;
  }, testRunDir());

/** Starts every promise, and stops the services that did start when one of them fails. */
async function startAll(starts: Promise<RunningService>[]): Promise<RunningService[]> {
  const settled = await Promise.allSettled(starts);
  const started = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.allSettled(started.map((s) => s.stop()));
    throw failed.reason;
  }
  return started;
}

/** Linux's shared-memory folder (a tmpfs) where there is one, else the system's temporary folder. */
const memoryBackedDir = (): string => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? createLogger('info');
  const { ports, dataDir } = options;
  // Fail before starting anything when the ports of the in-process servers are taken.
  await assertPortFree(ports.gateway, 'local gateway');
  await assertPortFree(ports.sfn, 'Step Functions endpoint');

  // A stack without a data folder keeps its state in memory, or in a memory-backed folder where
  // there is one (its table file, when the run shares a seeded table).
  const scratch = dataDir ? undefined : mkdtempSync(join(memoryBackedDir(), 'wallet-risk-stack-'));
  const cleanups: (() => Promise<void> | void)[] = [];
  if (scratch) cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log.warn('stopping a local service failed', { error });
      }
    }
    cleanups.length = 0;
  };

  const labelsDir = options.labelsDir ?? process.env.LABELS_DIR ?? publishedLabelsDir;
  try {
    const templatesLoading = (options.loadTemplates ?? synthesize)();
    const snapshot = scratch ? runTableSnapshot(testRunDir(), labelsDir, scratch) : undefined;
    const tableDir = dataDir ? join(dataDir, 'dynamodb') : snapshot?.dataDir;
    const services = await startAll([
      startDynamoDbLocal({
        port: ports.dynamodb,
        ...(tableDir ? { dataDir: tableDir } : {}),
        ...(options.quickJit ? { quickJit: true } : {}),
        log,
      }),
      startCognitoLocal({ port: ports.cognito, workDir: join(dataDir ?? scratch!, 'cognito'), log }),
      startSesLocal({ port: ports.ses }),
      startSqsLocal({ port: ports.sqs, region }),
    ]);
    for (const service of services) cleanups.push(() => service.stop());
    const endpoint = (name: string) => services.find((s) => s.name === name)!.endpoint;
    const templates = await templatesLoading;

    const seeded = await seedLocalStack({
      region,
      tableName: localTableName,
      endpoints: { dynamodb: endpoint('dynamodb'), cognito: endpoint('cognito'), sqs: endpoint('sqs') },
      labelsDir,
      log,
    });
    for (const change of seeded.changes) log.info(`seed: ${change}`);
    snapshot?.save();

    const sfnEndpoint = `http://127.0.0.1:${ports.sfn}`;
    const monitorPollSeconds = options.monitorPollSeconds ?? localMonitorPollSeconds(process.env);
    // The settings the shell or a test set (live chain keys, speed-ups, cache times) reach the
    // handlers as they would reach a Lambda; what the stack itself provides comes on top.
    const env: Record<string, string> = {
      // The sales inbox the contact-sales form mails, unless the shell names one.
      SALES_INBOX: 'sales@wallet-risk.local',
      ...configSettingsOf(process.env),
      STAGE: 'local',
      AWS_REGION: region,
      MAIL_FROM: 'no-reply@wallet-risk.local',
      LOG_LEVEL: options.handlerLogLevel ?? 'info',
      DYNAMODB_ENDPOINT: endpoint('dynamodb'),
      COGNITO_ENDPOINT: endpoint('cognito'),
      SES_ENDPOINT: endpoint('ses'),
      SQS_ENDPOINT: endpoint('sqs'),
      SFN_ENDPOINT: sfnEndpoint,
      // The vite dev server (npm run web:dev) is the one other origin allowed locally.
      CORS_ALLOW_ORIGIN: localDevServerOrigin,
      // Links in mails (alerts, recipients' confirmation) open the SPA the gateway serves; the
      // template's value is CloudFront's domain, which has no local counterpart.
      CONSOLE_URL: `http://localhost:${ports.gateway}`,
      // The period the local scheduler runs the monitor poll at, which the fan-out spreads its
      // block scans over (the template's value is AWS's minute).
      MONITOR_POLL_SECONDS: String(monitorPollSeconds),
      // A new mail code key pair each start, through the names AWS uses: the public half for the
      // routes, the seed of the private one for the mail consumer (on AWS a secret only it reads).
      // Queues live in memory, so no sealed code outlives the key it was sealed for.
      ...localMailCodeKeys(),
      ...seeded.env,
    };
    // The handlers run in this process and read process.env (the Lambda entries' default config).
    Object.assign(process.env, env);

    const clientOptions = { region, credentials: localCredentials };
    const dynamodb = new DynamoDBClient({ ...clientOptions, endpoint: env.DYNAMODB_ENDPOINT });
    const sqs = new SQSClient({ ...clientOptions, endpoint: env.SQS_ENDPOINT });
    cleanups.push(() => {
      dynamodb.destroy();
      sqs.destroy();
    });
    const workflows: Workflows = await startWorkflows({
      templates,
      repoRoot,
      names: {
        region,
        accountId: localAccountId,
        tableName: env.TABLE_NAME!,
        queues: new Map(
          seeded.queues.flatMap((q) => [[q.name, q] as const, [q.deadLetter.name, q.deadLetter] as const]),
        ),
        userPoolId: env.USER_POOL_ID!,
        userPoolClientId: env.USER_POOL_CLIENT_ID!,
      },
      clients: { dynamodb, sqs },
      sfnPort: ports.sfn,
      log,
      ...(options.queueDelaysMs
        ? {
            queueDelaysMs: Object.fromEntries(
              seeded.queues.flatMap((q) => {
                const ms = options.queueDelaysMs?.[q.key];
                return ms ? [[q.name, ms] as const] : [];
              }),
            ),
          }
        : {}),
      ...(options.scheduleSpeedUp ? { scheduleSpeedUp: options.scheduleSpeedUp } : {}),
      monitorPollSeconds,
      // Variables the template gives the Lambdas (a state machine ARN, say) that the base env lacks.
      applyEnv: (templateEnv) => {
        for (const [name, value] of Object.entries(templateEnv)) {
          if (!(name in env)) env[name] = value;
        }
        Object.assign(process.env, env);
      },
    });
    cleanups.push(() => workflows.stop());

    if (options.dataDir) {
      // Queries left open by the last run have nothing left to finish them (queues and workflow
      // executions live in memory): give their credits back now.
      const failed = await failInterruptedQueries(createContainer(parseConfig(env)), Date.now());
      if (failed > 0) log.info(`${failed} queries left open by the last run were failed and refunded`);
    }
    const handlers = await (options.createHandlers ?? createAppHandlers)(env);
    const gatewayUrl = `http://localhost:${ports.gateway}`;
    const urls: LocalStackUrls = {
      gateway: gatewayUrl,
      consoleApi: `${gatewayUrl}/api`,
      publicApi: `${gatewayUrl}/v1`,
      web: gatewayUrl,
      mailInbox: `http://localhost:${ports.ses}`,
      dynamodb: endpoint('dynamodb'),
      cognito: endpoint('cognito'),
      sqs: endpoint('sqs'),
      sfn: sfnEndpoint,
    };
    // An injection is stored whatever becomes of its nudge: a schedule missing from the templates
    // is a warning, not a failed injection that a retry would store twice.
    const nudge = (rule: string, afterMs: number) => {
      try {
        workflows.schedules.nudge(rule, afterMs);
      } catch (error) {
        log.warn('injection: no schedule to run at once', { rule, error });
      }
    };
    const gateway: LocalGateway = createGateway({
      handlers,
      log,
      webDist: join(repoRoot, 'web', 'dist'),
      links: { consoleApi: urls.consoleApi, publicApi: urls.publicApi, inbox: urls.mailInbox },
      runtimeConfig: localRuntimeConfig(process.env, urls.gateway),
      // POST /_local/ledger/transfers and /freezes: the simulated ledger's injection points (never deployed).
      localRoutes: createLedgerInjectionRoute(
        env,
        parseAllowedOrigins(env.CORS_ALLOW_ORIGIN ?? ''),
        options.runOnInjection === false
          ? undefined
          : {
              // A short wait gathers a burst of injections into one poll: each poll wakes every shard.
              transfer: () => nudge(lambdaEntries.monitorPollFanOut.entry, INJECTION_BURST_MS),
              // The feed reads a freeze once it has settled: a run any sooner would not see it.
              freeze: () => nudge(TETHER_FREEZE_JOB, INJECTED_FREEZE_SETTLE_MS + 50),
            },
      ),
      corsAllowOrigins: parseAllowedOrigins(env.CORS_ALLOW_ORIGIN ?? ''),
      edgeRateLimit: createEdgeRateLimit(options.edgeRequestsPerClient),
    });
    await gateway.listen(ports.gateway);
    cleanups.push(() => gateway.close());

    let stopping: Promise<void> | undefined;
    return {
      env: { ...env },
      urls,
      schedules: { rules: workflows.schedules.rules, run: workflows.schedules.run },
      stop: () => {
        stopping ??= stopAll();
        return stopping;
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
