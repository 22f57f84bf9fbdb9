import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import { lambdaEntries, TETHER_FREEZE_JOB } from '../../functions/platform/lambda-entries';
import type { Logger } from '../../functions/platform/logger';
import { MONITOR_SCAN_INTERVAL_SECONDS } from '../../shared/constants/monitor-cadence';
import {
  type CfnResolver,
  type CfnTemplates,
  createResolver,
  functionNameOf,
  type LocalNames,
  resourcesOfType,
  stateMachineArn,
  stateMachineNameOf,
} from './workflow-runtime/cfn-template';
import { functionSources, type Invoke, loadFunction } from './workflow-runtime/function-loader';
import { type LocalScheduler, type ScheduledTarget, startScheduler } from './workflow-runtime/scheduler';
import { startSfnServer } from './workflow-runtime/sfn-server';
import { type QueuePoller, startQueuePoller } from './workflow-runtime/sqs-poller';
import {
  createStateMachineService,
  type LocalStateMachine,
  type StateMachineService,
} from './workflow-runtime/state-machine-service';
import { taskHandlers } from './workflow-runtime/task-handlers';

/**
 * The asynchronous half of the system, wired from what CDK synthesizes (not from a hand-kept
 * copy): every AWS::StepFunctions::StateMachine runs locally with its Lambda tasks mapped to their
 * source modules, every AWS::Lambda::EventSourceMapping on one of our queues becomes a local
 * poller, and every scheduled AWS::Events::Rule runs its target Lambda on the local scheduler.
 * Also serves the Step Functions endpoint the starter's SDK client talks to.
 */
export interface WorkflowsOptions {
  readonly templates: CfnTemplates;
  readonly repoRoot: string;
  readonly names: LocalNames;
  readonly clients: { readonly dynamodb: DynamoDBClient; readonly sqs: SQSClient };
  /** Port of the Step Functions endpoint; undefined starts none (unit tests). */
  readonly sfnPort?: number;
  readonly log: Logger;
  /** Long-poll wait of the queue pollers, seconds. */
  readonly pollWaitSeconds?: number;
  /**
   * Holds the messages of the queues named here this long (ms) before their consumer runs (see
   * QueuePollerOptions); the other queues hand theirs over at once.
   */
  readonly queueDelaysMs?: Readonly<Record<string, number>>;
  /** Divides every schedule's rate (see SchedulerOptions); default 1. */
  readonly scheduleSpeedUp?: number;
  /**
   * The monitor poll's and the freeze feed's period, seconds, in place of their rules' rates (the
   * stack's, which also hands it to the handlers).
   */
  readonly monitorPollSeconds: number;
  /** Receives the template's Lambda variables before any function module is imported. */
  readonly applyEnv?: (env: Record<string, string>) => void;
}

export interface Workflows {
  readonly service: StateMachineService;
  /** SFN_ENDPOINT, when a port was given. */
  readonly endpoint?: string;
  /** Variables the Lambdas get in the template that resolve locally (e.g. a state machine ARN). */
  readonly env: Record<string, string>;
  readonly consumers: readonly { readonly queueArn: string; readonly functionName: string }[];
  /** The scheduled rules (EventBridge) and their on-demand trigger. */
  readonly schedules: LocalScheduler;
  stop(): Promise<void>;
}

/** DefinitionString may be a string or a Fn::Join; DefinitionSubstitutions fill `${name}`. */
function definitionOf(resolver: CfnResolver, properties: Record<string, unknown>): StateMachineDefinition {
  const text = properties.DefinitionString
    ? String(resolver.resolve(properties.DefinitionString))
    : JSON.stringify(resolver.resolve(properties.Definition));
  const substitutions = (resolver.resolve(properties.DefinitionSubstitutions ?? {}) ?? {}) as Record<
    string,
    unknown
  >;
  const substituted = text.replace(/\$\{([^}]+)\}/g, (whole, name: string) =>
    name in substitutions ? String(substitutions[name]) : whole,
  );
  return JSON.parse(substituted) as StateMachineDefinition;
}

/** Resolves each Lambda's environment; keeps the variables that resolve to one value everywhere. */
function templateEnv(templates: CfnTemplates, resolver: CfnResolver, log: Logger): Record<string, string> {
  const env: Record<string, string> = {};
  const conflicting = new Set<string>();
  for (const [logicalId, resource] of resourcesOfType(templates.stateless, 'AWS::Lambda::Function')) {
    const variables = ((
      resource.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined
    )?.Variables ?? {}) as Record<string, unknown>;
    for (const [name, raw] of Object.entries(variables)) {
      let value: unknown;
      try {
        value = resolver.resolve(raw);
      } catch (error) {
        log.debug('environment variable does not resolve locally', {
          function: logicalId,
          name,
          error,
        });
        continue;
      }
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      if (name in env && env[name] !== String(value)) conflicting.add(name);
      env[name] = String(value);
    }
  }
  for (const name of conflicting) delete env[name];
  return env;
}

export async function startWorkflows(options: WorkflowsOptions): Promise<Workflows> {
  const { templates, log, names } = options;
  const resolver = createResolver(templates, names);
  const sources = functionSources(templates.stateless);
  // A Lambda reads its environment when its module loads (its default container), so the
  // template's variables must be in place before any function is imported.
  const env = templateEnv(templates, resolver, log);
  options.applyEnv?.(env);

  // Functions are imported up front: a wrong entry or export fails the start, not the first message.
  const invokers = new Map<string, Invoke>();
  const functionNamed = (name: string) => invokers.get(name);
  const load = async (name: string): Promise<Invoke> => {
    const existing = invokers.get(name);
    if (existing) return existing;
    const source = sources.get(name);
    if (!source)
      throw new Error(`Function ${name} has no wallet-risk:entry metadata, so it cannot run locally`);
    const invoke = await loadFunction(options.repoRoot, source);
    invokers.set(name, invoke);
    return invoke;
  };

  const machines: LocalStateMachine[] = [];
  for (const [logicalId, resource] of resourcesOfType(
    templates.stateless,
    'AWS::StepFunctions::StateMachine',
  )) {
    const name = stateMachineNameOf(logicalId, resource);
    const definition = definitionOf(resolver, resource.Properties ?? {});
    const lambdaNames = JSON.stringify(definition).match(/arn:aws:lambda:[^"]*?:function:[^":]+/g) ?? [];
    for (const arn of lambdaNames) await load(functionNameOf(arn));
    // FunctionName may also be a plain logical-ID string in a lambda:invoke Parameters block.
    for (const source of sources.keys()) {
      if (JSON.stringify(definition).includes(`"${source}"`)) await load(source);
    }
    machines.push({
      name,
      arn: stateMachineArn(names, name),
      definition,
      machine: new StateMachine(definition, { validationOptions: { checkArn: true, checkPaths: true } }),
      taskHandlers: taskHandlers(definition.States as never, { functionNamed, ...options.clients }),
    });
  }
  const service = createStateMachineService(machines, log);

  const pollers: QueuePoller[] = [];
  const consumers: { queueArn: string; functionName: string }[] = [];
  for (const [logicalId, resource] of resourcesOfType(
    templates.stateless,
    'AWS::Lambda::EventSourceMapping',
  )) {
    const properties = resource.Properties ?? {};
    const sourceArn = String(resolver.resolve(properties.EventSourceArn));
    const [queueName, queue] = [...names.queues].find(([, q]) => q.arn === sourceArn) ?? [];
    if (!queue) {
      log.warn('event source mapping is not on a local queue; skipped', { mapping: logicalId, sourceArn });
      continue;
    }
    if (properties.Enabled === false) continue;
    const functionName = functionNameOf(String(resolver.resolve(properties.FunctionName)));
    const invoke = await load(functionName);
    const responseTypes = (properties.FunctionResponseTypes as string[] | undefined) ?? [];
    const deliveryDelayMs = options.queueDelaysMs?.[queueName!];
    pollers.push(
      startQueuePoller({
        sqs: options.clients.sqs,
        queueUrl: queue.url,
        queueArn: queue.arn,
        region: names.region,
        batchSize: typeof properties.BatchSize === 'number' ? properties.BatchSize : 10,
        reportBatchItemFailures: responseTypes.includes('ReportBatchItemFailures'),
        invoke: (event: SQSEvent) => invoke(event),
        log,
        ...(options.pollWaitSeconds ? { waitSeconds: options.pollWaitSeconds } : {}),
        ...(deliveryDelayMs ? { deliveryDelayMs } : {}),
        concurrency: localConcurrency(properties.ScalingConfig),
      }),
    );
    consumers.push({ queueArn: queue.arn, functionName });
  }

  const scheduled: ScheduledTarget[] = [];
  for (const [logicalId, resource] of resourcesOfType(templates.stateless, 'AWS::Events::Rule')) {
    const properties = resource.Properties ?? {};
    if (typeof properties.ScheduleExpression !== 'string' || properties.State === 'DISABLED') continue;
    const targets = (properties.Targets as { Arn: unknown; Input?: unknown }[] | undefined) ?? [];
    for (const target of targets) {
      const arn = String(resolver.resolve(target.Arn));
      if (!arn.startsWith('arn:aws:lambda:')) {
        log.warn('scheduled rule target is not a Lambda function; skipped', { rule: logicalId, arn });
        continue;
      }
      const functionName = functionNameOf(arn);
      const invoke = await load(functionName);
      scheduled.push({
        rule: logicalId,
        scheduleExpression: properties.ScheduleExpression,
        functionName,
        entry: sources.get(functionName)!.entry,
        ...(typeof target.Input === 'string' ? { input: JSON.parse(target.Input) as unknown } : {}),
        invoke,
      });
    }
  }
  const pollMs = options.monitorPollSeconds * 1000;
  const schedules = startScheduler({
    targets: scheduled,
    region: names.region,
    accountId: names.accountId,
    log,
    ...(options.scheduleSpeedUp ? { speedUp: options.scheduleSpeedUp } : {}),
    intervalsMsByEntry: { [lambdaEntries.monitorPollFanOut.entry]: pollMs },
    // The freeze feed reads the simulated blacklist at the monitor poll's period (AWS: every five
    // minutes), so `npm start` shows the fixture freezes within seconds of its start.
    intervalsMsByJob: { [TETHER_FREEZE_JOB]: pollMs },
  });

  const sfn = options.sfnPort === undefined ? undefined : await startSfnServer(service, options.sfnPort, log);
  log.info(
    `${machines.length} state machines, ${consumers.length} queue consumers, ${scheduled.length} schedules`,
    {
      stateMachines: machines.map((m) => m.name),
      consumers,
      schedules: schedules.rules.map((r) => `${r.functionName} ${r.scheduleExpression}`),
    },
  );

  return {
    service,
    ...(sfn ? { endpoint: sfn.endpoint } : {}),
    env,
    consumers,
    schedules,
    stop: async () => {
      await schedules.stop();
      await Promise.all(pollers.map((p) => p.stop()));
      await service.stop();
      await sfn?.stop();
    },
  };
}

/**
 * The local monitor poll's period: MONITOR_POLL_SECONDS, by default the block scan's interval
 * (10 s), so the simulated ledger, which is read address by address, is read at the cadence AWS
 * scans a chain with a live source (AWS polls the other chains' addresses every minute). The stack
 * hands the value to the handlers too: the fan-out spreads its scans over this period.
 */
export function localMonitorPollSeconds(env: Readonly<Record<string, string | undefined>>): number {
  const seconds = Number(env.MONITOR_POLL_SECONDS ?? MONITOR_SCAN_INTERVAL_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : MONITOR_SCAN_INTERVAL_SECONDS;
}

/**
 * The mapping's maximum concurrency, capped for one machine: the handlers share this process, so
 * past a few loops more only add contention.
 */
const LOCAL_MAX_CONCURRENCY = 8;
export function localConcurrency(scaling: unknown): number {
  const maximum = (scaling as { MaximumConcurrency?: unknown } | undefined)?.MaximumConcurrency;
  return typeof maximum === 'number' && maximum > 1 ? Math.min(maximum, LOCAL_MAX_CONCURRENCY) : 1;
}
