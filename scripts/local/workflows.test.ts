import { fileURLToPath } from 'node:url';
import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { createLogger } from '../../functions/platform/logger';
import { freePort } from './support/ports';
import { fakeTemplates } from './test-fixtures/fake-templates';
import type { LocalNames } from './workflow-runtime/cfn-template';
import { messagesToDelete } from './workflow-runtime/sqs-poller';
import { localConcurrency, startWorkflows, type Workflows } from './workflows';

/**
 * The workflow plumbing against a fake CDK template: state machine resolution and execution
 * (Lambda tasks from their source modules, Choice, Catch, a DynamoDB task), the Step Functions
 * endpoint, and an SQS event source mapping. AWS clients are mocked; no emulator runs.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const queueArn = 'arn:aws:sqs:us-east-1:000000000000:wallet-risk-query';
const names: LocalNames = {
  region: 'us-east-1',
  accountId: '000000000000',
  tableName: 'wallet-risk-test',
  queues: new Map([
    ['wallet-risk-query', { url: 'http://127.0.0.1:1/000000000000/wallet-risk-query', arn: queueArn }],
  ]),
};

const ddb = mockClient(DynamoDBClient);
const sqs = mockClient(SQSClient);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let workflows: Workflows;
let sfnPort: number;

beforeAll(async () => {
  ddb.on(PutItemCommand).resolves({});
  // A long poll that yields a batch of two, then empty long polls (short, so stop() is quick).
  sqs
    .on(ReceiveMessageCommand)
    .resolvesOnce({
      Messages: [
        {
          MessageId: 'm-good',
          ReceiptHandle: 'r-good',
          Body: 'good',
          Attributes: { ApproximateReceiveCount: '1' },
        },
        { MessageId: 'm-bad', ReceiptHandle: 'r-bad', Body: 'bad' },
      ],
    })
    .callsFake(async () => {
      await pause(20);
      return {};
    });
  sqs.on(DeleteMessageBatchCommand).resolves({ Successful: [], Failed: [] });
  sfnPort = await freePort();
  workflows = await startWorkflows({
    templates: fakeTemplates,
    repoRoot,
    names,
    clients: {
      dynamodb: new DynamoDBClient({ region: 'us-east-1' }),
      sqs: new SQSClient({ region: 'us-east-1' }),
    },
    sfnPort,
    log: createLogger('silent'),
    monitorPollSeconds: 10,
  });
});

afterAll(async () => {
  await workflows?.stop();
  ddb.restore();
  sqs.restore();
});

describe('state machines from the template', () => {
  it('finds the machine and the consumer, and resolves the Lambda environment locally', () => {
    expect(workflows.service.machines.map((m) => m.name)).toEqual(['wallet-risk-analysis']);
    expect(workflows.consumers).toEqual([{ queueArn, functionName: 'ConsumeFn' }]);
    expect(workflows.env).toMatchObject({
      ANALYSIS_STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:000000000000:stateMachine:wallet-risk-analysis',
      TABLE_NAME: 'wallet-risk-test',
    });
    // CloudFront's domain has no local counterpart: the stack's own console URL stands instead.
    expect(workflows.env).not.toHaveProperty('CONSOLE_URL');
  });

  it('runs lambda:invoke → Choice → dynamodb:putItem with the substituted table name', async () => {
    const run = workflows.service.startExecution('wallet-risk-analysis', 'small-1', { id: 'q1', amount: 50 });
    const done = await run.finished;

    expect(done.status).toBe('SUCCEEDED');
    expect(JSON.parse(done.output!)).toEqual({ id: 'q1', amount: 50, prepared: true });
    expect(ddb.commandCalls(PutItemCommand).at(-1)?.args[0].input).toEqual({
      TableName: 'wallet-risk-test',
      Item: { PK: { S: 'q1' }, SK: { S: 'RESULT' } },
    });
  });

  it('takes the Choice branch to a Lambda ARN task, and its Catch on the thrown error name', async () => {
    const screened = await workflows.service.startExecution('wallet-risk-analysis', 'big-1', {
      id: 'q2',
      amount: 500,
    }).finished;
    const rejected = await workflows.service.startExecution('wallet-risk-analysis', 'big-2', {
      id: 'q3',
      amount: 500,
      reject: true,
    }).finished;

    expect(JSON.parse(screened.output!)).toMatchObject({ screened: true, prepared: true });
    expect(rejected.status).toBe('SUCCEEDED');
    expect(JSON.parse(rejected.output!).error).toMatchObject({ Error: 'RiskRejected' });
  });

  it('rejects a used execution name (ExecutionAlreadyExists)', async () => {
    await workflows.service.startExecution('wallet-risk-analysis', 'once', { id: 'q4', amount: 1 }).finished;

    expect(() =>
      workflows.service.startExecution('wallet-risk-analysis', 'once', { id: 'q4', amount: 1 }),
    ).toThrow(expect.objectContaining({ name: 'ExecutionAlreadyExists' }));
  });

  it('serves StartExecution and DescribeExecution to the unchanged SDK client', async () => {
    const client = new SFNClient({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${sfnPort}`,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const stateMachineArn = workflows.env.ANALYSIS_STATE_MACHINE_ARN!;
    const input = JSON.stringify({ id: 'q5', amount: 10 });

    const started = await client.send(new StartExecutionCommand({ stateMachineArn, name: 'sdk-1', input }));
    const duplicate = client.send(
      new StartExecutionCommand({ stateMachineArn, name: 'sdk-1', input: JSON.stringify({ other: 1 }) }),
    );

    await expect(duplicate).rejects.toMatchObject({ name: 'ExecutionAlreadyExists' });
    await vi.waitFor(async () => {
      const described = await client.send(
        new DescribeExecutionCommand({ executionArn: started.executionArn }),
      );
      expect(described).toMatchObject({ status: 'SUCCEEDED', name: 'sdk-1' });
      expect(described.startDate).toBeInstanceOf(Date);
    });
    client.destroy();
  });
});

describe('scheduled rules', () => {
  it('finds the rule and runs its target on demand with the scheduled event', async () => {
    expect(workflows.schedules.rules).toEqual([
      {
        rule: 'SweepSchedule',
        scheduleExpression: 'rate(5 minutes)',
        functionName: 'SweepFn',
        intervalMs: 300_000,
      },
    ]);

    const result = await workflows.schedules.run('SweepSchedule');

    expect(result).toEqual({
      swept: true,
      event: expect.objectContaining({ source: 'aws.events', 'detail-type': 'Scheduled Event' }),
    });
  });
});

describe('SQS event source mapping', () => {
  it('invokes the consumer with an SQSEvent and deletes all but the reported failures', async () => {
    await vi.waitFor(() => expect(sqs.commandCalls(DeleteMessageBatchCommand)).toHaveLength(1));

    const [longPoll] = sqs.commandCalls(ReceiveMessageCommand).map((call) => call.args[0].input);
    // The mapping's BatchSize, and the system attributes a consumer reads (ApproximateReceiveCount).
    expect(longPoll).toMatchObject({ MaxNumberOfMessages: 2, MessageSystemAttributeNames: ['All'] });
    expect(longPoll!.WaitTimeSeconds).toBeGreaterThan(0);
    expect(sqs.commandCalls(DeleteMessageBatchCommand)[0]!.args[0].input.Entries).toEqual([
      { Id: '0', ReceiptHandle: 'r-good' },
    ]);
  });

  it('keeps the whole batch when the function does not report item failures', () => {
    const records = [{ messageId: 'a' }, { messageId: 'b' }] as never[];

    expect(messagesToDelete(records, undefined, true)).toHaveLength(2);
    expect(messagesToDelete(records, { batchItemFailures: [{ itemIdentifier: '' }] }, true)).toHaveLength(0);
    expect(messagesToDelete(records, { batchItemFailures: [{ itemIdentifier: 'a' }] }, false)).toHaveLength(
      2,
    );
  });

  it("runs as many loops as the mapping's maximum concurrency, capped for one machine", () => {
    expect(localConcurrency(undefined)).toBe(1);
    expect(localConcurrency({ MaximumConcurrency: 4 })).toBe(4);
    expect(localConcurrency({ MaximumConcurrency: 32 })).toBe(8);
  });
});
