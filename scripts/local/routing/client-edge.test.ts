import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { HttpHandlers } from '../../../functions/http/http-handlers';
import { clientAddressOf } from '../../../functions/platform/http/client-address';
import { createLogger } from '../../../functions/platform/logger';
import { requestFrom } from '../../../functions/testing/local-api';
import { createGateway, type LocalGateway } from '../gateway';
import { asSeenByAws } from './client-address';
import { createEdgeRateLimit } from './edge-rate-limit';
import type { RawRequest } from './proxy-event';

/**
 * The local gateway passes the client's address on as AWS does (socket address, never a header
 * the client set) and enforces the WAF's per-client request limit by that address.
 */
const raw = (headers: [string, string][]): RawRequest => ({
  method: 'POST',
  pathname: '/api/login',
  search: '',
  headers,
  body: null,
  sourceIp: '127.0.0.9',
  host: 'localhost:3000',
});

describe('client address through the local gateway', () => {
  it('drops every header that could claim another address and adds the viewer address on the console API', () => {
    const seen = asSeenByAws(
      raw([
        ['X-Forwarded-For', '203.0.113.1'],
        ['cloudfront-viewer-address', '203.0.113.1:443'],
        ['X-Real-IP', '203.0.113.1'],
        ['Forwarded', 'for=203.0.113.1'],
        ['Content-Type', 'application/json'],
      ]),
      'console',
      53000,
    );
    expect(seen.headers).toEqual([
      ['Content-Type', 'application/json'],
      ['CloudFront-Viewer-Address', '127.0.0.9:53000'],
    ]);
    expect(asSeenByAws(raw([['X-Forwarded-For', '203.0.113.1']]), 'public', 1).headers).toEqual([]);
  });
});

describe('edge rate limit', () => {
  it('refuses a client past the limit in its window, per API and per address, and opens a new window', () => {
    const edge = createEdgeRateLimit({
      console: { max: 2, windowSeconds: 300 },
      public: { max: 1, windowSeconds: 300 },
    });
    expect([1, 2, 3].map(() => edge.allow('console', '127.0.0.2', 1000))).toEqual([true, true, false]);
    expect(edge.allow('console', '127.0.0.3', 1000)).toBe(true);
    expect(edge.allow('public', '127.0.0.2', 1000)).toBe(true);
    expect(edge.allow('public', '127.0.0.2', 1000)).toBe(false);
    expect(edge.allow('console', '127.0.0.2', 1000 + 300_000)).toBe(true);
  });

  it('counts IPv6 clients per /64', () => {
    const edge = createEdgeRateLimit({
      console: { max: 1, windowSeconds: 300 },
      public: { max: 1, windowSeconds: 300 },
    });
    expect(edge.allow('console', '2001:db8:0:1::1', 0)).toBe(true);
    expect(edge.allow('console', '2001:db8:0:1::ffff', 0)).toBe(false);
  });
});

describe('the gateway with both', () => {
  let gateway: LocalGateway;
  let base: string;
  const seen: APIGatewayProxyEvent[] = [];
  const handlers: HttpHandlers = {
    groups: {
      accounts: async (event) => {
        seen.push(event);
        return { statusCode: 200, body: '{}' };
      },
    },
    authorizers: { user: async () => Promise.reject(new Error('Unauthorized')) },
  };

  beforeAll(async () => {
    gateway = createGateway({
      handlers,
      log: createLogger('silent'),
      webDist: '/nonexistent',
      links: { consoleApi: '/api', publicApi: '/v1', inbox: '' },
      edgeRateLimit: createEdgeRateLimit({
        console: { max: 3, windowSeconds: 300 },
        public: { max: 3, windowSeconds: 300 },
      }),
    });
    base = `http://127.0.0.1:${await gateway.listen(0)}`;
  });
  afterAll(() => gateway.close());

  const login = (from: string) =>
    requestFrom(from, `${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.5' },
      body: '{}',
    });

  it('hands the handler the socket address and answers 429 past the limit, whatever X-Forwarded-For says', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await login('127.0.0.21')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(clientAddressOf(seen[0]!)).toBe('127.0.0.21');
    expect(seen[0]!.headers['X-Forwarded-For']).toBe('127.0.0.21');
    expect((await login('127.0.0.22')).status).toBe(200);
  });
});
