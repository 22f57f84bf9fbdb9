import { type Duration, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource, type SqsEventSourceProps } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { TaskStateBase } from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import { EntryFunction } from './entry-function';

/** What a construct holding some of the app's functions is built from. */
export interface AppFunctionsProps {
  readonly repoRoot: string;
  readonly stage: string;
  /** The environment every function of the stage gets (table name, config). */
  readonly environment: Record<string, string>;
  readonly table: ITableV2;
}

export interface AppFunctionSpec {
  readonly entry: string;
  readonly exportName?: string;
  /** What the function does; the description prefixes it with the app and stage. */
  readonly purpose: string;
  /** The function's whole environment; the stage's common one when omitted. */
  readonly environment?: Record<string, string>;
  /** EntryFunction's defaults when omitted. */
  readonly memorySize?: number;
  readonly timeout?: Duration;
}

/**
 * One of the stage's functions, described as `wallet-risk <stage>: <purpose>` so the console
 * lists each stage's functions apart.
 */
export function appFunction(
  scope: Construct,
  id: string,
  app: Pick<AppFunctionsProps, 'repoRoot' | 'stage' | 'environment'>,
  spec: AppFunctionSpec,
): EntryFunction {
  return new EntryFunction(scope, id, {
    repoRoot: app.repoRoot,
    entry: spec.entry,
    exportName: spec.exportName,
    description: `wallet-risk ${app.stage}: ${spec.purpose}`,
    environment: spec.environment ?? app.environment,
    memorySize: spec.memorySize,
    timeout: spec.timeout,
  });
}

/**
 * A construct built around one of the stage's functions: the rules, grants, keys and alarms it
 * adds all serve that function, whose construct id is `Function` unless named.
 */
export class AppFunctionConstruct extends Construct {
  readonly function: EntryFunction;

  constructor(
    scope: Construct,
    id: string,
    props: AppFunctionsProps,
    spec: AppFunctionSpec,
    functionId = 'Function',
  ) {
    super(scope, id);
    this.function = appFunction(this, functionId, props, spec);
  }
}

/** When EventBridge runs a function: at a fixed rate, retried or not, with a constant input or none. */
export interface RateSchedule {
  readonly description: string;
  readonly every: Duration;
  /** Retries of a failed run: 0 where the next run comes soon and does the same work again. */
  readonly retryAttempts: number;
  /** The event the function gets (a job's name, where one function serves several rules). */
  readonly input?: Record<string, unknown>;
}

/** An EventBridge rule that runs the function on its schedule. */
export function runOnSchedule(scope: Construct, id: string, fn: IFunction, schedule: RateSchedule): Rule {
  const event = schedule.input ? RuleTargetInput.fromObject(schedule.input) : undefined;
  return new Rule(scope, id, {
    description: schedule.description,
    schedule: Schedule.rate(schedule.every),
    targets: [new LambdaFunction(fn, { retryAttempts: schedule.retryAttempts, event })],
  });
}

/**
 * The function of one task of a workflow: every task of a workflow lives in one module that
 * exports it by the task's name, and its construct id is that name as `<Name>Function`.
 */
export function workflowTaskFunction(
  scope: Construct,
  app: Pick<AppFunctionsProps, 'repoRoot' | 'stage' | 'environment'>,
  task: Omit<AppFunctionSpec, 'exportName' | 'purpose'> & {
    readonly workflow: string;
    readonly name: string;
  },
): EntryFunction {
  const { workflow, name, ...spec } = task;
  return appFunction(scope, `${name[0]!.toUpperCase()}${name.slice(1)}Function`, app, {
    ...spec,
    exportName: name,
    purpose: `${workflow} step ${name}`,
  });
}

/** A state that invokes a task's function; its output is the function's answer. */
export function invokeTask(scope: Construct, stateName: string, fn: IFunction): TaskStateBase {
  return new LambdaInvoke(scope, stateName, {
    lambdaFunction: fn,
    // No {Payload, StatusCode} envelope around the answer.
    payloadResponseOnly: true,
    retryOnServiceExceptions: true,
  });
}

/**
 * The function consumes the queue, ten messages a batch by default, and reports the messages it
 * failed so that only those come back (the others are not handled twice).
 */
export function consumeQueue(fn: IFunction, queue: IQueue, options: Partial<SqsEventSourceProps> = {}): void {
  fn.addEventSource(new SqsEventSource(queue, { batchSize: 10, reportBatchItemFailures: true, ...options }));
}

/**
 * Any SES identity of the stack's account: sending is authorised against the sender identity and,
 * in the SES sandbox, the recipient's too.
 */
export function anySesIdentityArn(scope: Construct): string {
  return Stack.of(scope).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
}

/** The function may send mail as the given SES identities (an ARN, possibly ending in `/*`). */
export function allowSendingMail(fn: IFunction, identityArn: string): void {
  fn.addToRolePolicy(
    new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [identityArn] }),
  );
}
