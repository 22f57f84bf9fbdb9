import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import * as chainSources from '../adapters/chain/chain-sources';
import * as webhookSender from '../adapters/webhooks/webhook-sender';
import type { Clock } from '../domain/ports/clock';
import type { QueryRepository } from '../domain/queries/query.ports';
import { testConfigEnv } from '../testing/config-env';
import { createInMemoryLedger } from '../testing/in-memory-ledger';
import { type AwsClients, createAwsClients } from './aws-clients';
import { type Config, parseConfig } from './config';
import { type Container, type ContainerOverrides, createContainer } from './container';
import { createLogger } from './logger';

/**
 * The wiring builds what a function touches and nothing else. Every AWS client and the adapters
 * that cost most to build (chain sources, the webhook sender) are handed to the container as
 * members that record their first read, the moment the container would build them, so the tests
 * can see what one Lambda's path has built. Module mocks would not do: unit files share one
 * module graph, so a module another file loaded first would never meet the mock.
 */
const built: string[] = [];

const clientLabels: Readonly<Record<keyof AwsClients, string>> = {
  ddb: 'dynamodb',
  cognito: 'cognito',
  ses: 'ses',
  sqs: 'sqs',
  sfn: 'sfn',
  apiGateway: 'api gateway',
};

/**
 * The clients the test gives, plus recording members for the others: each records its first read
 * (when the container builds it), then answers the real client. Defined, never spread: a spread
 * would read them.
 */
function recordingClients(given: Partial<AwsClients>, real: AwsClients): Partial<AwsClients> {
  const clients = Object.defineProperties({}, Object.getOwnPropertyDescriptors(given)) as Partial<AwsClients>;
  for (const key of Object.keys(clientLabels) as (keyof AwsClients)[])
    if (!Object.hasOwn(given, key))
      Object.defineProperty(clients, key, {
        enumerable: true,
        get: () => {
          built.push(clientLabels[key]);
          return real[key];
        },
      });
  return clients;
}

/** The container over recording clients; a client the test gives is used as given. */
function createRecordedContainer(config: Config, overrides: ContainerOverrides = {}): Container {
  const { clients = {}, ...ports } = overrides;
  return createContainer(config, { ...ports, clients: recordingClients(clients, createAwsClients(config)) });
}

/** The costly adapters' factories record their calls, and build as before. */
const { createChainSources } = chainSources;
const { createWebhookSender } = webhookSender;
beforeEach(() => {
  built.length = 0;
  vi.spyOn(chainSources, 'createChainSources').mockImplementation((...args) => {
    built.push('chain sources');
    return createChainSources(...args);
  });
  vi.spyOn(webhookSender, 'createWebhookSender').mockImplementation((...args) => {
    built.push('webhook sender');
    return createWebhookSender(...args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const config = parseConfig({
  ...testConfigEnv,
  LOG_LEVEL: 'silent',
  QUERY_QUEUE_URL: 'http://127.0.0.1:9324/000000000000/queries',
  ANALYSIS_STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:000000000000:stateMachine:analysis',
});

describe('the container', () => {
  it('builds nothing before a member is read', () => {
    createRecordedContainer(config);

    expect(built).toEqual([]);
  });

  it('gives the query starter one StartExecution: no user pool, mail, chain source or webhook sender', async () => {
    // Prepare: Step Functions answering in memory.
    const sent: unknown[] = [];
    const sfn = { send: async (command: unknown) => void sent.push(command) } as unknown as AwsClients['sfn'];
    const { ports } = createRecordedContainer(config, { clients: { sfn } });

    // Act: what the query starter's entry reads, then one message's start.
    const { startAnalysis, log } = ports;
    log.debug('started');
    expect(await startAnalysis('q1-analysis')).toBe('started');

    // Assess
    expect(sent).toEqual([expect.any(StartExecutionCommand)]);
    expect(built).toEqual([]);
  });

  it('builds the query routes without the user pool, mail or the webhook sender', () => {
    const container = createRecordedContainer(config);

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
    const container = createRecordedContainer(config, {
      clock,
      queries,
      ledger,
      log: createLogger('silent'),
    });

    // Act: the analysis's first step reads the query through the port.
    await expect(container.queries.analysis.prepare('q1')).rejects.toThrow(/not pending/);

    // Assess
    expect(marked).toEqual(['q1']);
    expect(container.ports.clock).toBe(clock);
    expect(built).toEqual([]);
  });
});
