import { lambdaEntries } from '../../functions/platform/lambda-entries';
import { scanOffsetsSeconds } from '../../shared/constants/monitor-cadence';
import { MONITOR_SHARDS } from '../../shared/constants/monitor-shards';
import { chains } from '../../shared/rules/chain-rules';
import { entryMetadataKey } from '../lib/entry-metadata';
import { buildTestApp, queueMappingsOf, resourcesOf, roleActions, type TestApp } from './test-app';

/** Monitoring on AWS: the minute schedule, the shard fan-out and the alert workflow. */
let app: TestApp;
beforeAll(() => {
  app = buildTestApp();
});

const functionIdOf = (entry: string): string => {
  const found = Object.entries(resourcesOf(app.statelessTemplate, 'AWS::Lambda::Function')).find(
    ([, f]) => f.Metadata?.[entryMetadataKey] === entry,
  );
  if (!found) throw new Error(`no function with entry ${entry}`);
  return found[0];
};

/** The environment variables of the function with this entry, in the shared test app. */
const environmentOf = (entry: string): Record<string, unknown> =>
  (
    resourcesOf(app.statelessTemplate, 'AWS::Lambda::Function')[functionIdOf(entry)]!.Properties
      .Environment as {
      Variables: Record<string, unknown>;
    }
  ).Variables;

describe('monitor detection', () => {
  it('fans out every minute from EventBridge, without retries that would overlap the next minute', () => {
    const fanOut = functionIdOf(lambdaEntries.monitorPollFanOut.entry);
    const rules = Object.values(resourcesOf(app.statelessTemplate, 'AWS::Events::Rule')).filter((rule) =>
      JSON.stringify(rule.Properties.Targets).includes(fanOut),
    );
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties.ScheduleExpression).toBe('rate(1 minute)');
    expect(JSON.stringify(rules[0]!.Properties.Targets)).toContain('"MaximumRetryAttempts":0');
    expect(roleActions(app.statelessTemplate, fanOut)).toContain('sqs:SendMessage');
  });

  it('scans a chain with a live source every 10 s: six delayed scans per run of the minute schedule', () => {
    const fanOut = functionIdOf(lambdaEntries.monitorPollFanOut.entry);
    const environment = environmentOf(lambdaEntries.monitorPollFanOut.entry);
    const rule = Object.values(resourcesOf(app.statelessTemplate, 'AWS::Events::Rule')).find((r) =>
      JSON.stringify(r.Properties.Targets).includes(fanOut),
    )!;
    // The fan-out spreads its scans over the rule's own period.
    expect(rule.Properties.ScheduleExpression).toBe('rate(1 minute)');
    expect(environment.MONITOR_POLL_SECONDS).toBe('60');
    expect(scanOffsetsSeconds(Number(environment.MONITOR_POLL_SECONDS))).toEqual([0, 10, 20, 30, 40, 50]);
    // Per-message delays exist on standard queues only.
    const pollQueue = Object.values(resourcesOf(app.statefulTemplate, 'AWS::SQS::Queue')).find(
      (q) => q.Properties.QueueName === 'wallet-risk-monitor-poll',
    )!;
    expect(pollQueue.Properties.FifoQueue).toBeUndefined();
  });

  it('polls one shard per message from the poll queue and may put alerts on the alert queue', () => {
    const poller = functionIdOf(lambdaEntries.monitorShardPoller.entry);
    const mappings = queueMappingsOf(app.statelessTemplate, poller);
    expect(mappings).toHaveLength(1);
    expect(mappings[0]!.Properties).toMatchObject({
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      // One poller per shard, and room for each chain's scan besides a minute's shard polls.
      ScalingConfig: { MaximumConcurrency: MONITOR_SHARDS + chains.length },
    });
    expect(JSON.stringify(mappings[0]!.Properties.EventSourceArn)).toContain('MonitorPoll');
    expect(roleActions(app.statelessTemplate, poller)).toEqual(expect.arrayContaining(['sqs:SendMessage']));
  });

  it('re-screens from the re-screen queue, which the label refresh feeds, inside its own keys', () => {
    const rescreener = functionIdOf(lambdaEntries.labelRescreen.entry);
    const mappings = queueMappingsOf(app.statelessTemplate, rescreener);
    expect(mappings).toHaveLength(1);
    expect(JSON.stringify(mappings[0]!.Properties.EventSourceArn)).toContain('Rescreen');
    expect(roleActions(app.statelessTemplate, rescreener)).toEqual(
      expect.arrayContaining(['sqs:SendMessage', 'dynamodb:Query', 'dynamodb:PutItem']),
    );
    expect(roleActions(app.statelessTemplate, rescreener)).not.toContain('dynamodb:BatchWriteItem');
    const refresh = functionIdOf(lambdaEntries.labelRefresh.entry);
    expect(roleActions(app.statelessTemplate, refresh)).toContain('sqs:SendMessage');
    const queues = JSON.stringify(resourcesOf(app.statefulTemplate, 'AWS::SQS::Queue'));
    expect(queues).toContain('wallet-risk-rescreen');
  });

  it('has a dead-letter queue with an alarm for the poll and alert queues', () => {
    const queues = JSON.stringify(resourcesOf(app.statefulTemplate, 'AWS::SQS::Queue'));
    expect(queues).toContain('wallet-risk-monitor-poll');
    const alarms = JSON.stringify(resourcesOf(app.statefulTemplate, 'AWS::CloudWatch::Alarm'));
    expect(alarms).toContain('MonitorPoll');
    expect(alarms).toContain('Alert');
  });
});

describe('alert delivery', () => {
  const machine = () => {
    const found = Object.values(resourcesOf(app.statelessTemplate, 'AWS::StepFunctions::StateMachine')).find(
      (m) => JSON.stringify(m.Properties.StateMachineName).includes('alert-delivery'),
    );
    if (!found) throw new Error('no alert delivery state machine');
    return found;
  };
  /** The ASL text without the function ARNs CloudFormation fills in. */
  const definition = () =>
    (machine().Properties.DefinitionString as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1]
      .filter((part): part is string => typeof part === 'string')
      .join('');

  it('charges, then pushes webhooks (with waits between rounds) and e-mails in parallel', () => {
    const asl = definition();
    for (const state of [
      'Charge',
      'Paid?',
      'Push',
      'DeliverWebhooks',
      'RetryWebhooks?',
      'WaitForWebhookRetry',
      'SendEmails',
    ])
      expect(asl).toContain(`"${state}"`);
    expect(asl).toContain('"Type":"Parallel"');
    expect(asl).toContain('"SecondsPath":"$.wait_seconds"');
  });

  it('starts one execution per alert from the alert queue', () => {
    const starter = functionIdOf(lambdaEntries.alertStarter.entry);
    const mappings = queueMappingsOf(app.statelessTemplate, starter);
    expect(mappings).toHaveLength(1);
    expect(JSON.stringify(mappings[0]!.Properties.EventSourceArn)).toContain('Alert');
    expect(roleActions(app.statelessTemplate, starter)).toContain('states:StartExecution');
  });

  it('lets only the e-mail steps (and the monitoring routes, for redelivery) send mail', () => {
    const mailers = Object.entries(resourcesOf(app.statelessTemplate, 'AWS::Lambda::Function'))
      .filter(([id]) => roleActions(app.statelessTemplate, id).includes('ses:SendEmail'))
      .map(([, f]) => `${f.Metadata?.[entryMetadataKey]}#${f.Properties.Handler}`);
    expect(mailers.sort()).toEqual(
      [
        // Account mail (codes) is sent by its queue's consumer, never by the accounts routes.
        `${lambdaEntries.accountMail.entry}#index.handler`,
        'functions/http/monitoring/monitoring.lambda.ts#index.handler',
        `${lambdaEntries.alertDeliveryTasks.entry}#index.sendEmails`,
      ].sort(),
    );
  });
});

describe('block scan of chains with a live source', () => {
  const fanOutEnvironment = (context: Record<string, unknown>) => {
    const built = buildTestApp(context);
    const fanOut = Object.values(resourcesOf(built.statelessTemplate, 'AWS::Lambda::Function')).find(
      (f) => f.Metadata?.[entryMetadataKey] === lambdaEntries.monitorPollFanOut.entry,
    )!;
    return (fanOut.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
  };

  it('names no chain to scan without live sources (per-address polls only)', () => {
    expect(environmentOf(lambdaEntries.monitorPollFanOut.entry).MONITOR_SCAN_CHAINS).toBeUndefined();
  });

  it('names the chains with a JSON-RPC URL, and every chain when the keys sit in the secret the fan-out cannot read', () => {
    expect(fanOutEnvironment({ bscRpcUrl: 'https://bsc.example.org/rpc' }).MONITOR_SCAN_CHAINS).toBe('bsc');
    const withSecret = fanOutEnvironment({
      chainKeysSecret:
        'arn:aws:secretsmanager:eu-west-1:123456789012:secret:wallet-risk/test/chain-keys-AbCdEf',
    });
    expect(withSecret.MONITOR_SCAN_CHAINS).toBe('tron,ethereum,bsc');
    expect(withSecret.CHAIN_KEYS_SECRET_ID).toBeUndefined();
  });
});
