import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  APIGatewayAuthorizerResult,
  APIGatewayProxyEvent,
  APIGatewayRequestAuthorizerEvent,
} from 'aws-lambda';
import type { HttpHandlers } from '../../functions/http/http-handlers';
import { createLogger } from '../../functions/platform/logger';
import type { RouteDefinition } from '../../shared/api/routes';
import { createGateway, type LocalGateway } from './gateway';
import { methodArn, policyAllows } from './routing/authorize';
import { buildProxyEvent, type RawRequest } from './routing/proxy-event';
import { createRouteMatcher } from './routing/route-match';

/**
 * The local gateway: route matching from the route table, the API Gateway events it builds, and
 * the answers it makes itself. Handlers and authorizers are fakes; the server listens on loopback.
 */
describe('route matching', () => {
  const matcher = createRouteMatcher();

  it('maps /api/* to the console API and /v1/* to the public API', () => {
    expect(matcher.match('GET', '/api/user')).toMatchObject({
      kind: 'route',
      api: 'console',
      route: { operationId: 'getUser' },
    });
    expect(matcher.match('POST', '/v1/query/create')).toMatchObject({ kind: 'route', api: 'public' });
    expect(matcher.match('POST', '/api/v1/query/create')).toMatchObject({ kind: 'route', api: 'console' });
    expect(matcher.match('GET', '/reports/123')).toEqual({ kind: 'not-api' });
  });

  it('tells the path-parameter form from the query form, and decodes parameters', () => {
    expect(matcher.match('GET', '/v1/query/ab%20c/status')).toMatchObject({
      route: { operationId: 'getQueryStatus' },
      pathParameters: { hash: 'ab c' },
    });
    expect(matcher.match('GET', '/v1/query/status')).toMatchObject({
      route: { operationId: 'getQueryStatusByParam' },
      pathParameters: {},
    });
  });

  it('picks the method among routes sharing a resource, and reports a wrong method', () => {
    expect(matcher.match('POST', '/api/v1/monitor/config/default')).toMatchObject({
      route: { operationId: 'setDefaultMonitorConfig' },
    });
    expect(matcher.match('DELETE', '/api/user')).toEqual({
      kind: 'wrong-method',
      api: 'console',
      resource: '/user',
    });
    expect(matcher.match('GET', '/api/nope')).toEqual({ kind: 'unknown-path', api: 'console' });
  });

  it('prefers literal segments over parameters', () => {
    const route = (operationId: string, path: string): RouteDefinition => ({
      operationId,
      method: 'GET',
      path,
      group: 'queries',
      auth: 'user',
      live: ['console', 'public'],
    });
    const custom = createRouteMatcher((api) =>
      api === 'console' ? [route('byHash', '/q/{hash}'), route('latest', '/q/latest')] : [],
    );

    expect(custom.match('GET', '/api/q/latest')).toMatchObject({ route: { operationId: 'latest' } });
    expect(custom.match('GET', '/api/q/abc')).toMatchObject({ route: { operationId: 'byHash' } });
  });
});

describe('events', () => {
  const request: RawRequest = {
    method: 'GET',
    pathname: '/v1/query/abc/status',
    search: '?chain=tron&x=1&x=2',
    headers: [
      ['Host', 'localhost:3000'],
      ['X-API-Key', 'k1'],
      ['Accept', 'text/plain'],
      ['accept', 'application/json'],
    ],
    body: null,
    sourceIp: '127.0.0.1',
    host: 'localhost:3000',
  };
  const matcher = createRouteMatcher();
  const match = matcher.match('GET', request.pathname);
  if (match.kind !== 'route') throw new Error('fixture route must match');

  it('builds the REST proxy event API Gateway sends', () => {
    const event = buildProxyEvent({
      request,
      match,
      requestId: 'req-1',
      authorizer: { userId: 'u1' },
      now: 0,
    });

    expect(event).toMatchObject({
      resource: '/v1/query/{hash}/status',
      path: '/v1/query/abc/status',
      httpMethod: 'GET',
      pathParameters: { hash: 'abc' },
      queryStringParameters: { chain: 'tron', x: '2' },
      multiValueQueryStringParameters: { chain: ['tron'], x: ['1', '2'] },
      body: null,
      isBase64Encoded: false,
      requestContext: {
        requestId: 'req-1',
        operationName: 'getQueryStatus',
        resourcePath: '/v1/query/{hash}/status',
        stage: 'local',
        authorizer: { userId: 'u1' },
        identity: { sourceIp: '127.0.0.1' },
        requestTimeEpoch: 0,
        requestTime: '01/Jan/1970:00:00:00 +0000',
      },
    });
    // Names as the client spelled them; the last of a repeated header in the single-value map.
    expect(event.headers).toMatchObject({
      'X-API-Key': 'k1',
      Accept: 'text/plain',
      accept: 'application/json',
    });
    expect(event.multiValueHeaders['X-API-Key']).toEqual(['k1']);
  });

  it('evaluates authorizer policies like IAM: wildcards, explicit deny wins', () => {
    const arn = methodArn('console', 'GET', '/api/user');
    const policy = (
      ...Statement: { Effect: 'Allow' | 'Deny'; Resource: string }[]
    ): APIGatewayAuthorizerResult => ({
      principalId: 'u',
      policyDocument: {
        Version: '2012-10-17',
        Statement: Statement.map((s) => ({ Action: 'execute-api:Invoke', ...s })),
      },
    });

    expect(arn).toBe('arn:aws:execute-api:local:000000000000:console/local/GET/api/user');
    expect(
      policyAllows(
        policy({ Effect: 'Allow', Resource: 'arn:aws:execute-api:local:000000000000:console/local/*' }),
        arn,
      ),
    ).toBe(true);
    expect(policyAllows(policy({ Effect: 'Allow', Resource: `${arn.replace('GET', 'POST')}` }), arn)).toBe(
      false,
    );
    expect(
      policyAllows(policy({ Effect: 'Allow', Resource: '*' }, { Effect: 'Deny', Resource: arn }), arn),
    ).toBe(false);
  });
});

describe('the gateway server', () => {
  let gateway: LocalGateway;
  let base: string;
  let webDist: string;
  const seen: APIGatewayProxyEvent[] = [];
  const authorizerCalls: APIGatewayRequestAuthorizerEvent[] = [];
  const allow = (context: Record<string, string | number>): APIGatewayAuthorizerResult => ({
    principalId: 'u1',
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: 'arn:aws:execute-api:local:*' }],
    },
    context,
  });
  const handlers: HttpHandlers = {
    groups: {
      accounts: async (event) => {
        seen.push(event);
        if (event.headers['x-crash']) throw new Error('boom');
        return {
          statusCode: 200,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ok: true }),
        };
      },
    },
    authorizers: {
      user: async (event) => {
        authorizerCalls.push(event);
        const token = event.headers?.Authorization ?? event.headers?.authorization;
        if (token === 'Bearer good') return allow({ userId: 'u1', tokenExpiresAt: 1700000000 });
        if (token === 'Bearer other-api')
          return { ...allow({}), policyDocument: { Version: '2012-10-17', Statement: [] } };
        throw new Error('Unauthorized');
      },
    },
  };

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'gateway-web-'));
    gateway = createGateway({
      handlers,
      log: createLogger('silent'),
      webDist: join(webDist, 'dist'),
      links: { consoleApi: '/api', publicApi: '/v1', inbox: 'http://localhost:8005' },
      bodyLimitBytes: 100,
      corsAllowOrigins: ['http://localhost:5173'],
    });
    base = `http://127.0.0.1:${await gateway.listen(0)}`;
  });

  afterAll(async () => {
    await gateway.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, init);
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
  };

  it('calls the group handler with the event and passes the authorizer context on as strings', async () => {
    const answer = await call('/api/user?x=1', { headers: { Authorization: 'Bearer good' } });

    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ ok: true });
    const event = seen.at(-1)!;
    expect(event.requestContext).toMatchObject({
      operationName: 'getUser',
      authorizer: { principalId: 'u1', userId: 'u1', tokenExpiresAt: '1700000000' },
    });
    expect(authorizerCalls.at(-1)).toMatchObject({
      type: 'REQUEST',
      methodArn: 'arn:aws:execute-api:local:000000000000:console/local/GET/api/user',
    });
  });

  it('answers 401 when the authorizer throws Unauthorized and 403 when its policy denies', async () => {
    const denied = await call('/api/user', { headers: { 'X-Language': 'zh-CN' } });
    const forbidden = await call('/api/user', { headers: { Authorization: 'Bearer other-api' } });

    expect(denied.status).toBe(401);
    expect(denied.json()).toEqual({
      error: { type: 'AUTH', status: 401, message: '登录已过期，请重新登录' },
    });
    // No CORS for an origin nobody allowed; never cached, never sniffed.
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    expect(denied.headers.get('cache-control')).toBe('no-store');
    expect(denied.headers.get('x-content-type-options')).toBe('nosniff');
    expect(forbidden.status).toBe(403);
  });

  it('answers 404 envelopes for unknown paths, wrong methods, unbuilt routes and missing groups', async () => {
    const answers = await Promise.all([
      call('/api/nothing-here', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } }),
      call('/api/user', { method: 'POST' }),
      call('/api/v1/query/create', { method: 'POST' }),
      call('/v1/query/histories'),
    ]);

    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.json()).toEqual({
        error: { type: 'VALIDATION', status: 404, message: 'The requested resource does not exist' },
      });
    }
  });

  it('answers CORS preflights for known resources, to allowed origins only', async () => {
    const answer = await call('/api/login', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173' },
    });
    const other = await call('/api/login', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example' },
    });

    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(answer.headers.get('access-control-allow-headers')).toContain('X-API-Key');
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
  });

  it('answers 413 above the body limit, 502 when the handler throws, 401 for api-key routes without an authorizer', async () => {
    const big = await call('/api/login', { method: 'POST', body: 'x'.repeat(101) });
    const crashed = await call('/api/login', { method: 'POST', headers: { 'x-crash': '1' }, body: '{}' });

    expect(big.status).toBe(413);
    expect(big.json().error).toMatchObject({ type: 'VALIDATION', status: 413 });
    expect(crashed.status).toBe(502);
    expect(crashed.json().error).toMatchObject({ type: 'SERVER', status: 502 });
  });

  it('answers headers past the HTTP parser limit with a 431 envelope, not a bare 431', async () => {
    const answer = await call('/api/user', { headers: { 'x-padding': 'a'.repeat(20_000) } });

    expect(answer.status).toBe(431);
    expect(answer.json()).toEqual({
      error: { type: 'VALIDATION', status: 431, message: 'The request headers are too large' },
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('serves a placeholder page until the web app is built, then the SPA with index.html fallback', async () => {
    const before = await call('/');
    mkdirSync(join(webDist, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'dist', 'index.html'), '<html>spa</html>');
    writeFileSync(join(webDist, 'dist', 'assets', 'app.js'), 'console.log(1)');

    expect(before.text).toContain('not built yet');
    expect(before.text).toContain('http://localhost:8005');
    expect((await call('/reports/abc')).text).toBe('<html>spa</html>');
    const asset = await call('/assets/app.js');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect((await call('/assets/missing.js')).status).toBe(404);
    // Encoded slashes survive URL normalisation; the decoded path must still stay inside web/dist.
    expect((await call('/..%2f..%2f..%2fetc%2fpasswd')).status).toBe(404);
  });

  it('serves a public page drawn ahead of time at its path, and index.html where none was drawn', async () => {
    mkdirSync(join(webDist, 'dist'), { recursive: true });
    writeFileSync(join(webDist, 'dist', 'index.html'), '<html>spa</html>');
    writeFileSync(join(webDist, 'dist', 'home.zh-CN.html'), '<html>主页</html>');
    writeFileSync(join(webDist, 'dist', 'price.zh-CN.html'), '<html>价格</html>');
    writeFileSync(join(webDist, 'dist', 'price.en-US.html'), '<html>Pricing</html>');

    expect((await call('/')).text).toBe('<html>主页</html>');
    const price = await call('/price');
    expect(price.text).toBe('<html>价格</html>');
    expect(price.headers.get('cache-control')).toBe('no-cache');
    expect((await call('/price', { headers: { cookie: 'theme=dark; language=en-US' } })).text).toBe(
      '<html>Pricing</html>',
    );
    // Listed but not built (an older build in a working copy): the SPA draws it. A deploy uploads
    // every drawn file with its build, so CloudFront's function has no such fallback.
    expect((await call('/docs')).text).toBe('<html>spa</html>');
    expect((await call('/console')).text).toBe('<html>spa</html>');
  });
});
