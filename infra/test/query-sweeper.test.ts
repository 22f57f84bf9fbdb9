import { QUERY_DEADLINES_MS, QUERY_PROGRESS_EVERY_MS } from '../../shared/constants/query-deadlines';
import { querySweeperEntry } from '../lib/constructs/query-sweeper';
import { entryMetadataKey } from '../lib/entry-metadata';
import { buildTestApp, resourcesOf, type TestApp } from './test-app';

/**
 * The sweeper: its schedule, its least-privilege role, and the processing deadline checked
 * against the analysis state machine as synthesized, so raising a task's time-out or retries
 * without the deadline fails here.
 */
let app: TestApp;
beforeAll(() => {
  app = buildTestApp();
});

const functionsById = () => resourcesOf(app.statelessTemplate, 'AWS::Lambda::Function');
const sweeperId = () => {
  const found = Object.entries(functionsById()).find(
    ([, f]) => f.Metadata?.[entryMetadataKey] === querySweeperEntry,
  );
  if (!found) throw new Error('no sweeper function');
  return found[0];
};

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };
const statementsOf = (functionId: string): Statement[] => {
  const roleId = (functionsById()[functionId]!.Properties.Role as { 'Fn::GetAtt': [string, string] })[
    'Fn::GetAtt'
  ][0];
  return Object.values(resourcesOf(app.statelessTemplate, 'AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
};

describe('query sweeper', () => {
  it('runs every minute from EventBridge, without retries that would overlap the next run', () => {
    const rules = Object.values(resourcesOf(app.statelessTemplate, 'AWS::Events::Rule')).filter((rule) =>
      JSON.stringify(rule.Properties.Targets).includes(sweeperId()),
    );

    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties).toMatchObject({ ScheduleExpression: 'rate(1 minute)', State: 'ENABLED' });
    expect(rules[0]!.Properties.Targets).toEqual([
      expect.objectContaining({ RetryPolicy: expect.objectContaining({ MaximumRetryAttempts: 0 }) }),
    ]);
  });

  it('may read the OpenQueries index and get, update and put items, and nothing else in the table', () => {
    const dynamo = statementsOf(sweeperId()).filter((s) =>
      [s.Action].flat().some((a) => a.startsWith('dynamodb:')),
    );

    expect(dynamo.map((s) => [s.Action].flat().sort())).toEqual([
      ['dynamodb:Query'],
      ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
    ]);
    expect(JSON.stringify(dynamo[0]!.Resource)).toContain('/index/OpenQueries');
    expect(JSON.stringify(dynamo[1]!.Resource)).not.toContain('/index/');
  });
});

describe('the pending deadline', () => {
  it('lets the query queue give up (maxReceiveCount × visibility time-out) long before it', () => {
    const queue = Object.values(resourcesOf(app.statefulTemplate, 'AWS::SQS::Queue')).find(
      (q) => q.Properties.QueueName === 'wallet-risk-query',
    )!;
    const visibility = queue.Properties.VisibilityTimeout as number;
    const receives = (queue.Properties.RedrivePolicy as { maxReceiveCount: number }).maxReceiveCount;

    expect(receives * visibility * 1000 * 3).toBeLessThan(QUERY_DEADLINES_MS.pending);
  });
});

describe('the processing deadline', () => {
  interface Retrier {
    ErrorEquals: string[];
    IntervalSeconds?: number;
    MaxAttempts?: number;
    BackoffRate?: number;
  }
  interface TaskState {
    Type: string;
    Resource?: string;
    Retry?: Retrier[];
  }

  /** The ASL, with each Lambda ARN token written as `function:<logical id>`. */
  const definition = (): Record<string, TaskState> => {
    const machines = Object.values(resourcesOf(app.statelessTemplate, 'AWS::StepFunctions::StateMachine'));
    const body = machines[0]!.Properties.DefinitionString as { 'Fn::Join': [string, unknown[]] };
    const text = body['Fn::Join'][1]
      .map((part) => {
        if (typeof part === 'string') return part;
        const getAtt = (part as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'];
        return getAtt ? `function:${getAtt[0]}` : 'TOKEN';
      })
      .join('');
    return (JSON.parse(text) as { States: Record<string, TaskState> }).States;
  };

  /** The longest single back-off of a state's retriers, in seconds. */
  const longestBackOffSeconds = (state: TaskState): number =>
    Math.max(
      0,
      ...(state.Retry ?? []).map(
        (r) => (r.IntervalSeconds ?? 1) * (r.BackoffRate ?? 2) ** Math.max(0, (r.MaxAttempts ?? 3) - 1),
      ),
    );

  const timeoutOf = (state: TaskState): number => {
    const functionId = /function:([A-Za-z0-9]+)/.exec(state.Resource ?? '')?.[1];
    return functionsById()[functionId!]!.Properties.Timeout as number;
  };

  it('bounds the longest stretch without progress of a healthy query below the deadline', () => {
    const states = definition();
    const tasks = Object.entries(states).filter(([, s]) => s.Type === 'Task');
    expect(tasks.map(([name]) => name).sort()).toEqual(['Analyse', 'Complete', 'MarkFailed', 'Prepare']);
    const heartbeat = QUERY_PROGRESS_EVERY_MS / 1000;

    // Every task records progress when an attempt starts; Analyse also every heartbeat while it
    // runs. So the quiet stretches are: from an attempt's last record, through its failure and
    // the longest back-off, to the next attempt's start (or the next task's).
    const quietOf = ([name, state]: [string, TaskState]) =>
      (name === 'Analyse' ? heartbeat : timeoutOf(state)) + longestBackOffSeconds(state);
    const quiet = heartbeat + Math.max(...tasks.map(quietOf));

    expect(quiet).toBeGreaterThan(60);
    expect(quiet * 1000).toBeLessThan(QUERY_DEADLINES_MS.processing);
  });
});
