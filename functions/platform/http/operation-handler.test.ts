import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { AppError } from '../../domain/app-error';
import { createLogger } from '../logger';
import { operationHandler } from './operation-handler';
import { type GroupHandlers, routeGroupHandler } from './route-group';
import type { GroupHandler } from './types';

const log = createLogger('silent');
const http = { log, corsAllowOrigin: '' };
const context = { awsRequestId: 'r1', getRemainingTimeInMillis: () => 29_000 } as unknown as Context;
const hashA = 'a'.repeat(64);

function event(overrides: Partial<APIGatewayProxyEvent> & { authorizer?: Record<string, unknown> } = {}) {
  const { authorizer, headers, ...rest } = overrides;
  return {
    httpMethod: 'POST',
    resource: '/login',
    path: '/api/login',
    // As the SPA and API clients send every POST; a test sets the header to undefined to drop it.
    headers: { 'Content-Type': 'application/json', ...headers },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    body: null,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'req-1',
      operationName: 'login',
      authorizer: authorizer ?? null,
      identity: {},
    },
    ...rest,
  } as unknown as APIGatewayProxyEvent;
}

/**
 * tsc demands a handler for every live operation of a group; the dispatcher's own tests serve a
 * few (or none) to see what it answers at run time for an operation without one.
 */
const accountsServing = (handlers: Partial<Record<string, GroupHandler>>) =>
  handlers as GroupHandlers<'accounts'>;

const parse = (body: string) => JSON.parse(body) as { error: Record<string, unknown> };

describe('operationHandler', () => {
  const login = operationHandler('login', http, async ({ body }) => ({
    access_token: `token-for-${body.email}`,
    refresh_token: 'r',
    expires_at: 1,
  }));

  it('validates, normalises and answers JSON, never cached nor sniffed, with no CORS by default', async () => {
    const res = await login(
      event({
        body: JSON.stringify({ email: ' Ann@Example.com ', password: hashA }),
        headers: { Origin: 'https://evil.example' },
      }),
      context,
    );
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).access_token).toBe('token-for-ann@example.com');
    expect(res.headers?.['Access-Control-Allow-Origin']).toBeUndefined();
    expect(res.headers).toMatchObject({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    const refused = await login(event({ body: '{' }), context);
    expect(refused.headers).toMatchObject({
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('answers CORS to a listed origin only, echoing it', async () => {
    const strict = operationHandler(
      'getUser',
      { log, corsAllowOrigin: 'https://app.example.org' },
      async () => ({
        user_id: 'u',
        email: 'e@example.com',
      }),
    );
    const from = (origin: string) => event({ authorizer: { userId: 'u' }, headers: { Origin: origin } });
    const res = await strict(from('https://app.example.org'), context);
    expect(res.headers?.['Access-Control-Allow-Origin']).toBe('https://app.example.org');
    expect(res.headers?.Vary).toContain('Origin');
    expect(
      (await strict(from('https://evil.example'), context)).headers?.['Access-Control-Allow-Origin'],
    ).toBeUndefined();
    const group = routeGroupHandler('accounts', accountsServing({}), 'https://app.example.org');
    const missing = await group(event({ headers: { origin: 'https://app.example.org' } }), context);
    expect(missing.headers?.['Access-Control-Allow-Origin']).toBe('https://app.example.org');
    const other = await group(event({ headers: { origin: 'https://evil.example' } }), context);
    expect(other.headers?.['Access-Control-Allow-Origin']).toBeUndefined();
    expect(other.headers).toMatchObject({ 'Cache-Control': 'no-store' });
  });

  it('answers 400 naming the field, in the requested language', async () => {
    const res = await login(
      event({ headers: { 'X-Language': 'zh-CN' }, body: JSON.stringify({ email: 'nope', password: hashA }) }),
      context,
    );
    expect(res.statusCode).toBe(400);
    const { error } = parse(res.body);
    expect(error).toMatchObject({
      type: 'VALIDATION',
      status: 400,
      code: 'invalid_parameter',
      field: 'email',
      message: '请求参数错误，请检查输入',
    });
    expect((error.data as { issues: unknown[] }).issues).toEqual([
      { field: 'email', message: expect.any(String) },
    ]);
  });

  it('answers 415 to a write that is not declared JSON, before the implementation runs', async () => {
    let ran = 0;
    const counted = operationHandler('login', http, async () => {
      ran++;
      return { access_token: 'a', refresh_token: 'r', expires_at: 1 };
    });
    const body = JSON.stringify({ email: 'a@b.co', password: hashA });
    // What a foreign page can send without a CORS preflight, and a request with no media type.
    for (const contentType of [
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      undefined,
    ]) {
      const res = await counted(event({ headers: { 'Content-Type': contentType }, body }), context);
      expect(res.statusCode).toBe(415);
      expect(parse(res.body).error).toMatchObject({
        type: 'VALIDATION',
        status: 415,
        code: 'unsupported_media_type',
        field: 'Content-Type',
      });
    }
    expect(ran).toBe(0);
    const declared = await counted(
      event({ headers: { 'content-type': 'Application/JSON; charset=utf-8' }, body }),
      context,
    );
    expect(declared.statusCode).toBe(200);
    const read = operationHandler('getUser', http, async () => ({ user_id: 'u', email: 'e@example.com' }));
    const get = event({
      httpMethod: 'GET',
      authorizer: { userId: 'u' },
      headers: { 'Content-Type': undefined },
    });
    expect((await read(get, context)).statusCode).toBe(200);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await login(event({ body: '{"email":' }), context);
    expect(res.statusCode).toBe(400);
    expect(parse(res.body).error).toMatchObject({ code: 'invalid_json', field: 'body' });
  });

  it('maps AppError to its status, code and translated message', async () => {
    const failing = operationHandler('login', http, async () => {
      throw new AppError('login_throttled', { headers: { 'Retry-After': '60' } });
    });
    const res = await failing(
      event({
        headers: { 'accept-language': 'zh-TW,zh;q=0.9' },
        body: JSON.stringify({ email: 'a@b.co', password: hashA }),
      }),
      context,
    );
    expect(res.statusCode).toBe(429);
    expect(res.headers?.['Retry-After']).toBe('60');
    expect(parse(res.body).error).toMatchObject({
      type: 'SERVER',
      code: 'login_throttled',
      message: '登入失敗次數過多，請稍後再試',
    });
  });

  it('hides unexpected errors behind a 500', async () => {
    const failing = operationHandler('login', http, async () => {
      throw new Error('database password is hunter2');
    });
    const res = await failing(event({ body: JSON.stringify({ email: 'a@b.co', password: hashA }) }), context);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(parse(res.body).error).toMatchObject({
      type: 'SERVER',
      message: 'Internal server error, please contact administrator',
    });
  });

  it('refuses an answer that breaks the contract', async () => {
    const drifting = operationHandler('login', http, async () => ({ access_token: 'x' }) as never);
    const res = await drifting(
      event({ body: JSON.stringify({ email: 'a@b.co', password: hashA }) }),
      context,
    );
    expect(res.statusCode).toBe(500);
  });

  it('refuses a console request without a readable viewer address (403 envelope, an error line)', async () => {
    // Prepare: the JSON lines the Lambda writes to CloudWatch, where the stage's alarm filters.
    const lines: string[] = [];
    const jsonLog = createLogger('info', { format: 'json', write: (line) => lines.push(line) });
    let ran = 0;
    const clients: string[] = [];
    const counted = operationHandler('login', { log: jsonLog, corsAllowOrigin: '' }, async ({ client }) => {
      ran++;
      clients.push(client);
      return { access_token: 'a', refresh_token: 'r', expires_at: 1 };
    });
    const body = JSON.stringify({ email: 'a@b.co', password: hashA });
    const consoleEvent = (headers: Record<string, string>) =>
      event({
        resource: '/api/login',
        headers,
        body,
        requestContext: { identity: { sourceIp: '203.0.113.9' } } as never,
      });
    // Act: no header, an empty one, one that is no address (the edge server's own IP is no fallback).
    for (const headers of [
      {},
      { 'CloudFront-Viewer-Address': '' },
      { 'cloudfront-viewer-address': 'nope:443' },
    ] as Record<string, string>[]) {
      const res = await counted(consoleEvent(headers), context);
      // Assess
      expect(res.statusCode).toBe(403);
      expect(parse(res.body).error).toMatchObject({
        type: 'AUTH',
        status: 403,
        code: 'client_address_missing',
      });
    }
    expect(ran).toBe(0);
    const refusals = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.level === 'ERROR');
    expect(refusals).toHaveLength(3);
    expect(refusals[0]).toMatchObject({
      message: 'console request without a client address',
      operationId: 'login',
    });
    // With the header, the client is the viewer; the public API counts its source IP as before.
    expect(
      (await counted(consoleEvent({ 'CloudFront-Viewer-Address': '198.51.100.7:443' }), context)).statusCode,
    ).toBe(200);
    const publicCall = event({ resource: '/login', body, requestContext: { identity: {} } as never });
    expect((await counted(publicCall, context)).statusCode).toBe(200);
    expect(clients).toEqual(['198.51.100.7', 'unknown']);
  });

  it('answers 401 on a user route that reached it without a caller', async () => {
    const getUser = operationHandler('getUser', http, async () => ({ user_id: 'u', email: 'e' }));
    const res = await getUser(event({ httpMethod: 'GET', resource: '/user' }), context);
    expect(res.statusCode).toBe(401);
  });

  describe("query parameters: the spec's other names read, any other refused", () => {
    const caller = { userId: 'u-1' };
    const seen: unknown[] = [];
    const histories = operationHandler('listQueryHistories', http, async ({ query }) => {
      seen.push(query);
      return { query_histories: [], total_count: 0 };
    });
    const list = (queryStringParameters: Record<string, string>, headers: Record<string, string> = {}) =>
      histories(
        event({
          httpMethod: 'GET',
          resource: '/v1/query/histories',
          queryStringParameters,
          headers,
          authorizer: caller,
        }),
        context,
      );

    beforeEach(() => {
      seen.length = 0;
    });

    it('reads page and pageSize as the page number (offset) and size (limit)', async () => {
      const res = await list({ page: '3', pageSize: '50' });
      expect(res.statusCode).toBe(200);
      expect(seen).toEqual([expect.objectContaining({ offset: 3, limit: 50 })]);
    });

    it("answers 400 unknown_parameter naming a parameter the operation does not take, in the caller's language", async () => {
      const res = await list({ limit: '5', startDate: '1' }, { 'X-Language': 'zh-CN' });
      expect(res.statusCode).toBe(400);
      expect(parse(res.body).error).toMatchObject({
        type: 'VALIDATION',
        code: 'unknown_parameter',
        field: 'startDate',
        message: '未知的查询参数：该接口不接受 field 所指的参数',
      });
      expect(seen).toEqual([]);
    });

    it("refuses a field given under both its names, and lets the public API's api_key pass", async () => {
      const twice = await list({ page: '2', offset: '3' });
      expect(parse(twice.body).error).toMatchObject({ code: 'invalid_parameter', field: 'page' });
      const keyed = await list({ api_key: 'k', limit: '5' });
      expect(keyed.statusCode).toBe(200);
    });

    it('refuses any query parameter on an operation that takes none', async () => {
      const getUser = operationHandler('getUser', http, async () => ({ user_id: 'u', email: 'e' }));
      const res = await getUser(
        event({
          httpMethod: 'GET',
          resource: '/user',
          queryStringParameters: { lang: 'en' },
          authorizer: caller,
        }),
        context,
      );
      expect(parse(res.body).error).toMatchObject({ code: 'unknown_parameter', field: 'lang' });
    });

    it("reads a body's spec names (startAt) as the contract's (start_at)", async () => {
      const bodies: unknown[] = [];
      const create = operationHandler('createQuery', http, async ({ body }) => {
        bodies.push(body);
        return { query_hash: hashA };
      });
      await create(
        event({
          resource: '/v1/query/create',
          authorizer: caller,
          body: JSON.stringify({
            chain: 'tron',
            token: 'usdt',
            address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
            startAt: 1_790_000_000,
          }),
        }),
        context,
      );
      expect(bodies).toEqual([expect.objectContaining({ start_at: 1_790_000_000 })]);
    });
  });

  it('hands the authorizer context to the implementation', async () => {
    const getUser = operationHandler('getUser', http, async ({ caller }) => ({
      user_id: caller!.userId,
      email: 'e',
    }));
    const res = await getUser(
      event({
        httpMethod: 'GET',
        resource: '/user',
        authorizer: { userId: 'u-1', tokenId: 'j', tokenExpiresAt: '99' },
      }),
      context,
    );
    expect(JSON.parse(res.body)).toEqual({ user_id: 'u-1', email: 'e' });
  });
});

describe('routeGroupHandler', () => {
  const ok = async () => ({ statusCode: 200, body: 'ok' });

  it('dispatches on the operation name', async () => {
    const group = routeGroupHandler('accounts', accountsServing({ login: ok }), '');
    expect((await group(event(), context)).body).toBe('ok');
  });

  it('falls back to method and resource, with or without the /api prefix', async () => {
    const group = routeGroupHandler('accounts', accountsServing({ login: ok }), '');
    const e = event({ resource: '/api/login' });
    (e.requestContext as { operationName?: string }).operationName = undefined;
    expect((await group(e, context)).body).toBe('ok');
  });

  it('answers 404 for an operation it does not serve', async () => {
    const group = routeGroupHandler('accounts', accountsServing({}), '');
    const res = await group(event(), context);
    expect(res.statusCode).toBe(404);
    expect(parse(res.body).error).toMatchObject({
      type: 'VALIDATION',
      message: 'The requested resource does not exist',
    });
  });
});
