import type { Context } from 'aws-lambda';
import { createLogger, type LogFormat } from './logger';
import { correlationPaths, withLambdaContext } from './logging/lambda-logging';

const capture = (level: Parameters<typeof createLogger>[0], format: LogFormat = 'lines') => {
  const lines: string[] = [];
  const log = createLogger(level, { format, write: (line) => lines.push(line) });
  return { log, lines, json: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
};

const context = {
  functionName: 'QueriesFunction',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:QueriesFunction',
  memoryLimitInMB: '512',
  awsRequestId: 'aws-request-1',
} as Context;

describe('createLogger, readable lines (local stack)', () => {
  it('writes one line per event: time, level, message, then the fields, child fields included', () => {
    const { log, lines } = capture('info');

    log.child({ requestId: 'r-1' }).info('request', { status: 200, operationId: 'login', note: 'two words' });

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\d{2}:\d{2}:\d{2}\.\d{3} INFO {2}request requestId=r-1 status=200 operationId=login note="two words"$/,
    );
  });

  it('drops levels below the configured one, and everything when silent', () => {
    const warn = capture('warn');
    warn.log.info('hidden');
    warn.log.warn('shown');
    const silent = capture('silent');
    silent.log.error('hidden');

    expect(warn.lines).toEqual([expect.stringContaining('WARN  shown')]);
    expect(silent.lines).toEqual([]);
  });

  it('names an error and prints its stack under an ERROR line', () => {
    const { log, lines } = capture('info');

    log.error('failed', { error: new TypeError('bad') });

    const [line, ...stack] = lines[0]!.split('\n');
    expect(line).toMatch(/ERROR failed error="TypeError: bad"$/);
    expect(stack[0]).toMatch(/^ {4}at /);
  });
});

describe('createLogger, JSON (Lambda)', () => {
  it('writes Powertools JSON: level, message, service, timestamp and the fields', () => {
    const { log, json } = capture('debug', 'json');

    log.child({ job: 'sweep' }).debug('looked', { found: 2 });

    expect(json()).toEqual([
      expect.objectContaining({
        level: 'DEBUG',
        message: 'looked',
        service: 'wallet-risk',
        timestamp: expect.any(String),
        job: 'sweep',
        found: 2,
      }),
    ]);
  });

  it('keeps the name, message and stack of an error', () => {
    const { log, json } = capture('info', 'json');

    log.error('failed', { error: new TypeError('bad') });

    expect(json()[0]?.error).toMatchObject({ name: 'TypeError', message: 'bad', stack: expect.any(String) });
  });
});

describe('withLambdaContext', () => {
  it('adds the invocation (request id, function, cold start) and the correlation id, for one invocation only', async () => {
    // Prepare
    const { log, json } = capture('info', 'json');
    const handler = withLambdaContext(
      log,
      async (event: { requestContext: { requestId: string } }) => {
        log.info('inside', { seen: event.requestContext.requestId });
        return 'ok';
      },
      { correlationIdPath: correlationPaths.apiGateway },
    );
    // Act
    await handler({ requestContext: { requestId: 'api-request-7' } }, context);
    log.info('between invocations');
    // Assess
    const [inside, between] = json();
    expect(inside).toMatchObject({
      message: 'inside',
      function_name: 'QueriesFunction',
      function_request_id: 'aws-request-1',
      cold_start: expect.any(Boolean),
      correlation_id: 'api-request-7',
    });
    expect(between).not.toHaveProperty('correlation_id');
  });
});
