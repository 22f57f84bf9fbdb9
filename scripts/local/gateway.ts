import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyResult } from 'aws-lambda';
import type { HttpHandlers } from '../../functions/http/http-handlers';
import type { Logger } from '../../functions/platform/logger';
import { apiSecurityHeaders } from '../../shared/api/header-policy';
import { authOn, isLiveOn } from '../../shared/api/routes';
import type { RuntimeConfig } from '../../shared/contract/runtime-config.schema';
import { type ErrorDetails, errorEnvelope } from '../../shared/errors/error-envelope';
import { pickLanguage } from '../../shared/i18n/languages';
import { codeDetails, refusalDetails, usagePlanVerdict } from './routing/api-key-gateway';
import { type ApiKeyLimiter, createApiKeyLimiter } from './routing/api-key-limits';
import { authorizerEvent, runAuthorizer } from './routing/authorize';
import { asSeenByAws } from './routing/client-address';
import { createEdgeRateLimit, type EdgeRateLimit } from './routing/edge-rate-limit';
import { buildProxyEvent, type MatchedRoute, type RawRequest } from './routing/proxy-event';
import { createRouteMatcher, type RouteMatcher } from './routing/route-match';
import { gatewayAnswerHeaders, preflightHeaders } from './routing/security-headers';
import { type SiteLinks, serveSite } from './routing/static-site';
import { lambdaContext } from './support/lambda-context';

/**
 * The local stand-in for CloudFront + both API Gateway REST APIs, driven by the route table:
 * `/api/...` reaches the console API, `/v1/...` the public API, everything else the SPA. It calls
 * the same group handlers and authorizers that run on Lambda, with the events API Gateway builds,
 * and answers what API Gateway answers itself (unknown route, denied caller, crashed Lambda,
 * oversized body) with the error envelope of spec 01 §8.
 */
export interface GatewayOptions {
  readonly handlers: HttpHandlers;
  readonly log: Logger;
  /** The built SPA (web/dist); may not exist yet. */
  readonly webDist: string;
  readonly links: SiteLinks;
  /** What the SPA reads at /runtime-config.json (the deploy writes it on AWS); none configured by default. */
  readonly runtimeConfig?: RuntimeConfig;
  /** 1 MiB by default: far above any request of this API, low enough to catch mistakes. */
  readonly bodyLimitBytes?: number;
  /** API Gateway's integration time-out, 29 s; also the Lambda context's budget. */
  readonly timeoutMs?: number;
  readonly matcher?: RouteMatcher;
  /** The public API's usage plans per key (default: the constants of infra/lib/api-limits.ts). */
  readonly apiKeyLimiter?: ApiKeyLimiter;
  /** Local-only routes outside the route table (routing/ledger-injection.ts); undefined: not theirs. */
  readonly localRoutes?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<number | undefined>;
  /** The WAF's per-client request limit (shared/rules/client-limits.ts by default). */
  readonly edgeRateLimit?: EdgeRateLimit;
  /** Origins besides the gateway's own that may call the APIs (the vite dev server's, locally). */
  readonly corsAllowOrigins?: readonly string[];
}

export interface LocalGateway {
  readonly server: Server;
  /** Resolves with the bound port (useful with port 0). */
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

/** The gateway's own answers, named as API Gateway names them in x-amzn-ErrorType. */
const gatewayErrors = {
  404: 'MissingAuthenticationTokenException',
  401: 'UnauthorizedException',
  403: 'AccessDeniedException',
  413: 'RequestTooLargeException',
  429: 'TooManyRequestsException',
  500: 'AuthorizerConfigurationException',
  502: 'InternalServerErrorException',
  504: 'IntegrationTimeoutException',
} as const;
type GatewayStatus = keyof typeof gatewayErrors;

class BodyTooLargeError extends Error {}

const readBody = (req: IncomingMessage, limit: number): Promise<string | null> =>
  new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) return reject(new BodyTooLargeError());
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Keep reading (and dropping) so the client sees our 413, not a reset connection.
      if (size > limit) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) reject(new BodyTooLargeError());
      else resolve(size === 0 ? null : Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });

const socketAddress = (req: IncomingMessage): string =>
  (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');

const rawRequest = (req: IncomingMessage, url: URL, body: string | null): RawRequest => {
  const headers: [string, string][] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    headers.push([req.rawHeaders[i]!, req.rawHeaders[i + 1]!]);
  return {
    method: (req.method ?? 'GET').toUpperCase(),
    pathname: url.pathname,
    search: url.search,
    headers,
    body,
    sourceIp: socketAddress(req),
    host: req.headers.host ?? 'localhost',
  };
};

function writeResult(res: ServerResponse, result: APIGatewayProxyResult, head: boolean): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {}))
    headers[name] = values.map(String);
  const body = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
  res.writeHead(result.statusCode, { ...headers, 'Content-Length': body.length });
  res.end(head ? undefined : body);
}

const isProxyResult = (value: unknown): value is APIGatewayProxyResult =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as APIGatewayProxyResult).statusCode);

export function createGateway(options: GatewayOptions): LocalGateway {
  const matcher = options.matcher ?? createRouteMatcher();
  const bodyLimit = options.bodyLimitBytes ?? 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 29_000;
  const { log } = options;
  const apiKeyLimiter = options.apiKeyLimiter ?? createApiKeyLimiter();
  const corsOrigins = options.corsAllowOrigins ?? [];
  const edge = options.edgeRateLimit ?? createEdgeRateLimit();

  const handle = async (req: IncomingMessage, res: ServerResponse, requestId: string): Promise<number> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();
    const head = method === 'HEAD';
    const languageHeader = req.headers['x-language'] ?? req.headers['accept-language'];
    const language = pickLanguage(Array.isArray(languageHeader) ? languageHeader[0] : languageHeader);

    const fail = (status: GatewayStatus, message?: string | ErrorDetails, extraHeaders = {}): number => {
      const details = typeof message === 'string' ? { message } : (message ?? {});
      const body = JSON.stringify(errorEnvelope(status, language, details));
      res.writeHead(status, {
        ...extraHeaders,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        ...gatewayAnswerHeaders(corsOrigins, req),
        'x-amzn-RequestId': requestId,
        'x-amzn-ErrorType': gatewayErrors[status],
      });
      res.end(head ? undefined : body);
      return status;
    };

    const local = await options.localRoutes?.(req, res, url);
    if (local !== undefined) return local;
    const match = matcher.match(method, url.pathname);
    if (match.kind === 'not-api') {
      return method === 'GET' || head
        ? serveSite(
            options.webDist,
            options.links,
            { pathname: url.pathname, cookie: req.headers.cookie },
            res,
            head,
            options.runtimeConfig,
          )
        : fail(404);
    }
    // The WAF counts every request to an API by the socket's address, before anything else.
    if (!edge.allow(match.api, socketAddress(req))) return fail(429);
    if (method === 'OPTIONS') {
      // CDK's defaultCorsPreflightOptions adds a mock OPTIONS method to every resource.
      if (match.kind === 'unknown-path') return fail(404);
      res.writeHead(204, { ...preflightHeaders(corsOrigins, req), 'x-amzn-RequestId': requestId });
      res.end();
      return 204;
    }
    // API Gateway answers an unmatched method like an unknown path (MissingAuthenticationToken → 404).
    if (match.kind !== 'route') return fail(404);
    const handler = options.handlers.groups[match.route.group];
    if (!isLiveOn(match.route, match.api) || !handler) return fail(404);

    let body: string | null;
    try {
      body = await readBody(req, bodyLimit);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        return fail(413, `Request body is larger than ${bodyLimit} bytes`);
      throw error;
    }
    const request = asSeenByAws(rawRequest(req, url, body), match.api, req.socket.remotePort);
    const matched: MatchedRoute = match;
    const now = Date.now();

    let authorizer: Record<string, string | number | boolean> | null = null;
    let limits: ReturnType<typeof usagePlanVerdict>;
    const auth = authOn(match.api, match.route.auth);
    if (auth !== 'none') {
      const authorize =
        auth === 'user' ? options.handlers.authorizers.user : options.handlers.authorizers.apiKey;
      if (!authorize) return fail(401);
      const outcome = await runAuthorizer(authorize, authorizerEvent(request, matched, requestId, now));
      if (outcome.outcome === 'unauthorized') return fail(401, refusalDetails(outcome, language));
      if (outcome.outcome === 'forbidden') return fail(403, refusalDetails(outcome, language));
      if (outcome.outcome === 'failed') {
        log.error('authorizer failed', { requestId, auth, error: outcome.error });
        return fail(500);
      }
      authorizer = outcome.context;
      limits = outcome.outcome === 'allow' ? usagePlanVerdict(apiKeyLimiter, outcome, now) : undefined;
      if (limits && !limits.allowed) return fail(429, codeDetails(limits.code, language), limits.headers);
    }

    const event = buildProxyEvent({ request, match: matched, requestId, authorizer, now });
    const context = lambdaContext(`wallet-risk-${match.route.group}`, timeoutMs);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    let result: APIGatewayProxyResult | 'timeout';
    try {
      result = await Promise.race([handler(event, context), timedOut]);
    } catch (error) {
      log.error('handler threw', { requestId, operationId: match.route.operationId, error });
      return fail(502);
    } finally {
      clearTimeout(timer);
    }
    if (result === 'timeout') {
      log.error('handler timed out', { requestId, operationId: match.route.operationId, timeoutMs });
      return fail(504);
    }
    if (!isProxyResult(result)) {
      log.error('malformed Lambda proxy response', { requestId, operationId: match.route.operationId });
      return fail(502);
    }
    writeResult(
      res,
      limits ? { ...result, headers: { ...result.headers, ...limits.headers } } : result,
      head,
    );
    return result.statusCode;
  };

  const server = createServer((req, res) => {
    const started = performance.now();
    const requestId = randomUUID();
    const path = (req.url ?? '/').split('?')[0];
    handle(req, res, requestId)
      .catch((error: unknown) => {
        log.error('gateway error', { requestId, error });
        if (!res.headersSent) {
          res.writeHead(500, {
            'Content-Type': 'application/json; charset=utf-8',
            ...gatewayAnswerHeaders(corsOrigins, req),
          });
          res.end(JSON.stringify(errorEnvelope(500, 'en-US')));
        } else res.destroy();
        return 500;
      })
      .then((status) => {
        const ms = Math.round(performance.now() - started);
        log.info('request', { method: req.method, path, status, ms, requestId });
      });
  });

  // Requests Node refuses before any handler runs (headers past its 16 KiB, unparsable HTTP) get
  // the envelope too, where Node would answer a bare 431 or 400.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
    const body = JSON.stringify(errorEnvelope(status, 'en-US'));
    const head = Object.entries({
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      ...apiSecurityHeaders,
      Connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head.join('')}\r\n${body}`);
    log.info('request refused by the HTTP parser', { status, code: error.code });
  });

  return {
    server,
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
