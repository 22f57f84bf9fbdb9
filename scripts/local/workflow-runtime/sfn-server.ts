import { createServer, type IncomingMessage } from 'node:http';
import type { Logger } from '../../../functions/platform/logger';
import { closeServer } from '../services/ses-local';
import type { ExecutionRecord, StateMachineService } from './state-machine-service';

/**
 * The Step Functions endpoint (SFN_ENDPOINT) in front of the in-memory service: the AWS JSON 1.0
 * protocol (`X-Amz-Target: AWSStepFunctions.<Operation>`), so a starter's unchanged SFNClient
 * works locally. Only the operations the project calls are served.
 */
const epochSeconds = (date: Date | undefined): number | undefined =>
  date ? date.getTime() / 1000 : undefined;

const describe = (e: ExecutionRecord) => ({
  executionArn: e.executionArn,
  stateMachineArn: e.stateMachineArn,
  name: e.name,
  status: e.status,
  startDate: epochSeconds(e.startDate),
  stopDate: epochSeconds(e.stopDate),
  input: e.input,
  output: e.output,
  error: e.error,
  cause: e.cause,
});

const readJson = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
};

type Operation = (body: Record<string, unknown>) => unknown;

function operations(service: StateMachineService): Record<string, Operation> {
  return {
    StartExecution: (body) => {
      const started = service.startExecution(
        String(body.stateMachineArn),
        body.name === undefined ? undefined : String(body.name),
        body.input ?? '{}',
      );
      return { executionArn: started.executionArn, startDate: epochSeconds(started.startDate) };
    },
    DescribeExecution: (body) => describe(service.describeExecution(String(body.executionArn))),
    StopExecution: (body) => {
      service.stopExecution(String(body.executionArn));
      return { stopDate: Date.now() / 1000 };
    },
    ListExecutions: (body) => ({
      executions: service
        .listExecutions(String(body.stateMachineArn))
        .filter((e) => !body.statusFilter || e.status === body.statusFilter)
        .map((e) => ({
          ...describe(e),
          input: undefined,
          output: undefined,
          error: undefined,
          cause: undefined,
        })),
    }),
    ListStateMachines: () => ({
      stateMachines: service.machines.map((m) => ({
        stateMachineArn: m.arn,
        name: m.name,
        type: 'STANDARD',
        creationDate: 0,
      })),
    }),
  };
}

export interface SfnServer {
  readonly endpoint: string;
  stop(): Promise<void>;
}

export async function startSfnServer(
  service: StateMachineService,
  port: number,
  log: Logger,
): Promise<SfnServer> {
  const handlers = operations(service);
  const server = createServer((req, res) => {
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = target.split('.')[1] ?? '';
    const answer = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      res.writeHead(status, {
        'Content-Type': 'application/x-amz-json-1.0',
        'Content-Length': Buffer.byteLength(text),
      });
      res.end(text);
    };
    readJson(req)
      .then((body) => {
        const handler = handlers[operation];
        if (!handler)
          return answer(400, {
            __type: 'UnknownOperationException',
            message: `${target} is not served locally`,
          });
        return answer(200, handler(body));
      })
      .catch((error: unknown) => {
        // Service errors carry their AWS name; the SDK turns __type into the thrown error's name.
        const known = error instanceof Error && /^[A-Z][A-Za-z]+$/.test(error.name) && error.name !== 'Error';
        if (!known) log.error('step functions endpoint failed', { operation, error });
        answer(known ? 400 : 500, {
          __type: known ? error.name : 'InternalFailure',
          message: error instanceof Error ? error.message : String(error),
        });
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => closeServer(server) };
}
