import { HttpResponse } from 'msw';
import { answerApi, apiFailure, exampleAnswer, networkFailure, noAnswer } from '../test/api-server';
import { createApiClient, urlOf } from './api-client';
import { ApiError, isRetryable, retryDelayMs } from './api-error';
import { saveSession } from './session';

const HASH = 'q_7Yc2kR9mXa3LbV8n';

const clientWith = (overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) =>
  createApiClient({ language: () => 'en-US', onUnauthorized: () => {}, ...overrides });

const signIn = () =>
  saveSession({ accessToken: 'tok', refreshToken: 'r', expiresAt: Date.now() / 1000 + 60 });

describe('api client (spec 01 §7, §8)', () => {
  it('takes method and path from the route table and answers the JSON body', async () => {
    signIn();
    const calls = answerApi('getQueryStatus', exampleAnswer('getQueryStatus'));
    const status = await clientWith()('getQueryStatus', { path: { hash: HASH } });
    expect(status).toEqual(exampleAnswer('getQueryStatus'));
    expect(calls.map((c) => c.path)).toEqual([`/v1/query/${HASH}/status`]);
  });

  it('sends the bearer token and the language header', async () => {
    signIn();
    const calls = answerApi('getUser', exampleAnswer('getUser'));
    await clientWith({ language: () => 'zh-TW' })('getUser');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(calls[0]?.headers.get('X-Language')).toBe('zh-TW');
  });

  it('leaves the token off no-auth calls and posts the body as JSON', async () => {
    signIn();
    const calls = answerApi('login', exampleAnswer('login'));
    const body = { email: 'a@b.co', password: 'a'.repeat(64) };
    await clientWith()('login', { body });
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual(body);
  });

  it('answers a text/csv download as its text', async () => {
    signIn();
    const csv = 'time,chain,calls\n2026-11-20T00:00:00Z,tron,3\n';
    answerApi(
      'exportApiUsageStats',
      new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    );
    const text = await clientWith()('exportApiUsageStats', { query: { start_date: 0, end_date: 1 } });
    expect(text).toBe(csv);
  });

  it('writes the query string from the defined values only', () => {
    expect(urlOf('listQueryHistories', { query: { limit: 10, offset: 2, address: undefined } })).toBe(
      '/api/v1/query/histories?limit=10&offset=2',
    );
    expect(urlOf('getQueryResult', { path: { hash: 'a/b c' } })).toBe('/api/v1/query/a%2Fb%20c/result');
  });

  it('maps errors to the catalogue, preferring the server message', async () => {
    answerApi('login', apiFailure(400, { message: 'Enter a valid e-mail address', field: 'email' }));
    await expect(
      clientWith()('login', { body: { email: 'a@b.co', password: 'a'.repeat(64) } }),
    ).rejects.toMatchObject({
      type: 'VALIDATION',
      status: 400,
      message: 'Enter a valid e-mail address',
      field: 'email',
    });
  });

  it('uses the catalogue default in the current language when the server sends none', async () => {
    signIn();
    answerApi('getUser', new HttpResponse('', { status: 503 }));
    await expect(clientWith({ language: () => 'zh-CN' })('getUser')).rejects.toMatchObject({
      type: 'SERVER',
      status: 503,
      message: '服务不可用',
    });
  });

  it('calls the 401 rule', async () => {
    signIn();
    const onUnauthorized = vi.fn();
    answerApi('getUser', apiFailure(401));
    await expect(clientWith({ onUnauthorized })('getUser')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('turns fetch failures into NETWORK 0 and time-outs into NETWORK 408', async () => {
    signIn();
    answerApi('getUser', networkFailure());
    await expect(clientWith()('getUser')).rejects.toMatchObject({ type: 'NETWORK', status: 0 });
    answerApi('getUserPackage', noAnswer);
    await expect(clientWith({ timeoutMs: 10 })('getUserPackage')).rejects.toMatchObject({
      type: 'NETWORK',
      status: 408,
      message: 'Request timeout, please try again later',
    });
  });
});

describe('retry policy (spec 01 §8)', () => {
  it('retries network, server, 408 and 429 errors only', () => {
    expect(isRetryable(new ApiError('NETWORK', 0, '', ''))).toBe(true);
    expect(isRetryable(new ApiError('SERVER', 503, '', ''))).toBe(true);
    expect(isRetryable(new ApiError('SERVER', 429, '', ''))).toBe(true);
    expect(isRetryable(new ApiError('NETWORK', 408, '', ''))).toBe(true);
    expect(isRetryable(new ApiError('VALIDATION', 400, '', ''))).toBe(false);
    expect(isRetryable(new ApiError('AUTH', 401, '', ''))).toBe(false);
    expect(isRetryable(new ApiError('VALIDATION', 404, '', ''))).toBe(false);
  });

  it('doubles the delay from 1 s, capped at 10 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});
