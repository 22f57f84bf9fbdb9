import { createApiClient } from './api-client';
import { ApiError, isRetryable, retryDelayMs } from './api-error';
import { saveSession } from './session';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client (spec 01 §7, §8)', () => {
  beforeEach(() => localStorage.clear());

  it('sends the bearer token and the language header, and answers the JSON body', async () => {
    saveSession({ accessToken: 'tok', refreshToken: 'r', expiresAt: Date.now() / 1000 + 60 });
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer(200, { ok: 1 }));
    const api = createApiClient({
      baseUrl: '/api',
      language: () => 'zh-TW',
      onUnauthorized: () => {},
      fetch,
    });
    expect(await api('/user')).toEqual({ ok: 1 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/user');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'X-Language': 'zh-TW' });
  });

  it('leaves the token off no-auth calls', async () => {
    saveSession({ accessToken: 'tok', refreshToken: 'r', expiresAt: Date.now() / 1000 + 60 });
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer(200, {}));
    const api = createApiClient({
      baseUrl: '/api',
      language: () => 'en-US',
      onUnauthorized: () => {},
      fetch,
    });
    await api('/login', { body: { email: 'a@b.co' }, auth: false });
    expect(fetch.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
    expect(fetch.mock.calls[0]![1]?.method).toBe('POST');
  });

  it('maps errors to the catalogue, preferring the server message', async () => {
    const api = createApiClient({
      baseUrl: '/api',
      language: () => 'en-US',
      onUnauthorized: () => {},
      fetch: async () => answer(400, { error: { message: 'Enter a valid e-mail address', field: 'email' } }),
    });
    await expect(api('/login')).rejects.toMatchObject({
      type: 'VALIDATION',
      status: 400,
      message: 'Enter a valid e-mail address',
      field: 'email',
    });
  });

  it('uses the catalogue default in the current language when the server sends none', async () => {
    const api = createApiClient({
      baseUrl: '/api',
      language: () => 'zh-CN',
      onUnauthorized: () => {},
      fetch: async () => new Response('', { status: 503 }),
    });
    await expect(api('/x')).rejects.toMatchObject({ type: 'SERVER', status: 503, message: '服务不可用' });
  });

  it('calls the 401 rule', async () => {
    const onUnauthorized = vi.fn();
    const api = createApiClient({
      baseUrl: '/api',
      language: () => 'en-US',
      onUnauthorized,
      fetch: async () => answer(401, {}),
    });
    await expect(api('/user')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('turns fetch failures into NETWORK 0 and time-outs into NETWORK 408', async () => {
    const failing = createApiClient({
      baseUrl: '/api',
      language: () => 'en-US',
      onUnauthorized: () => {},
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(failing('/x')).rejects.toMatchObject({ type: 'NETWORK', status: 0 });
    const slow = createApiClient({
      baseUrl: '/api',
      language: () => 'en-US',
      onUnauthorized: () => {},
      timeoutMs: 10,
      fetch: (_u, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted'))),
        ),
    });
    await expect(slow('/x')).rejects.toMatchObject({
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
