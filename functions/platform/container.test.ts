import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { Clock } from '../domain/ports/clock';
import type { QueryRepository } from '../domain/queries/query.ports';
import { testConfigEnv } from '../testing/config-env';
import { createInMemoryLedger } from '../testing/in-memory-ledger';
import type { AwsClients } from './aws-clients';
import { parseConfig } from './config';
import { createContainer } from './container';
import { createLogger } from './logger';

/**
 * The wiring builds what a function touches and nothing else. Every AWS client's constructor and
 * the adapters that cost most to build (chain sources, the webhook sender) record themselves, so
 * the tests can see what one Lambda's path has built.
 */
const { built, recordedClass, recordedFactory } = vi.hoisted(() => {
  const built: string[] = [];
  type Module = Record<string, unknown>;
  /** A mock of a module whose one class `name` records its instances as `label`. */
  const recordedClass = (name: string, label: string) => async (real: () => Promise<Module>) => {
    const module = await real();
    const Original = module[name] as new (...args: unknown[]) => object;
    const Recorded = class extends Original {
      constructor(...args: unknown[]) {
        super(...args);
        built.push(label);
      }
    };
    return { ...module, [name]: Recorded };
  };
  /** A mock of a module whose one factory `name` records its calls as `label`. */
  const recordedFactory = (name: string, label: string) => async (real: () => Promise<Module>) => {
    const module = await real();
    const original = module[name] as (...args: unknown[]) => unknown;
    return {
      ...module,
      [name]: (...args: unknown[]) => {
        built.push(label);
        return original(...args);
      },
    };
  };
  return { built, recordedClass, recordedFactory };
});

vi.mock('@aws-sdk/client-dynamodb', recordedClass('DynamoDBClient', 'dynamodb'));
vi.mock(
  '@aws-sdk/client-cognito-identity-provider',
  recordedClass('CognitoIdentityProviderClient', 'cognito'),
);
vi.mock('@aws-sdk/client-ses', recordedClass('SESClient', 'ses'));
vi.mock('@aws-sdk/client-sqs', recordedClass('SQSClient', 'sqs'));
vi.mock('@aws-sdk/client-sfn', recordedClass('SFNClient', 'sfn'));
vi.mock('../adapters/chain/chain-sources', recordedFactory('createChainSources', 'chain sources'));
vi.mock('../adapters/webhooks/webhook-sender', recordedFactory('createWebhookSender', 'webhook sender'));

const config = parseConfig({
  ...testConfigEnv,
  LOG_LEVEL: 'silent',
  QUERY_QUEUE_URL: 'http://127.0.0.1:9324/000000000000/queries',
  ANALYSIS_STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:000000000000:stateMachine:analysis',
});

beforeEach(() => {
  built.length = 0;
});

describe('the container', () => {
  it('builds nothing before a member is read', () => {
    createContainer(config);

    expect(built).toEqual([]);
  });

  it('gives the query starter one StartExecution: no user pool, mail, chain source or webhook sender', async () => {
    // Prepare: Step Functions answering in memory.
    const sent: unknown[] = [];
    const sfn = { send: async (command: unknown) => void sent.push(command) } as unknown as AwsClients['sfn'];
    const { ports } = createContainer(config, { clients: { sfn } });

    // Act: what the query starter's entry reads, then one message's start.
    const { startAnalysis, log } = ports;
    log.debug('started');
    expect(await startAnalysis('q1-analysis')).toBe('started');

    // Assess
    expect(sent).toEqual([expect.any(StartExecutionCommand)]);
    expect(built).toEqual([]);
  });

  it('builds the query routes without the user pool, mail or the webhook sender', () => {
    const container = createContainer(config);

    void container.queries.service;
    void container.queries.analysis;

    expect(built).toContain('dynamodb');
    expect(built).not.toContain('cognito');
    expect(built).not.toContain('ses');
    expect(built).not.toContain('webhook sender');
  });

  it("uses a test's fake of any port in place of its adapter", async () => {
    // Prepare: a clock, a query repository and a ledger of the test's own.
    const clock: Clock = { nowMs: () => 1_800_000_000_000, nowSeconds: () => 1_800_000_000 };
    const marked: string[] = [];
    const queries = {
      markProcessing: async (hash: string) => {
        marked.push(hash);
        return undefined;
      },
    } as unknown as QueryRepository;
    const { ledger } = createInMemoryLedger();
    const container = createContainer(config, { clock, queries, ledger, log: createLogger('silent') });

    // Act: the analysis's first step reads the query through the port.
    await expect(container.queries.analysis.prepare('q1')).rejects.toThrow(/not pending/);

    // Assess
    expect(marked).toEqual(['q1']);
    expect(container.ports.clock).toBe(clock);
    expect(built).toEqual([]);
  });
});
