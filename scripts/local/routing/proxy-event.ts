import { randomUUID } from 'node:crypto';
import type { APIGatewayEventIdentity, APIGatewayProxyEvent } from 'aws-lambda';
import { type ApiName, type RouteDefinition, routeAddress } from '../../../shared/api/routes';

/**
 * Builds the API Gateway REST (v1) proxy event that the route's Lambda would receive on AWS, so
 * handlers run locally on exactly the shape they parse in production.
 */
export const localStage = 'local';
export const localAccountId = '000000000000';

/** A request as read off the socket, before any API Gateway interpretation. */
export interface RawRequest {
  readonly method: string;
  /** Path without the query string, still percent-encoded. */
  readonly pathname: string;
  readonly search: string;
  /** Name/value pairs in arrival order with the client's spelling of the names. */
  readonly headers: readonly (readonly [string, string])[];
  readonly body: string | null;
  readonly sourceIp: string;
  readonly host: string;
}

export interface MatchedRoute {
  readonly api: ApiName;
  readonly route: RouteDefinition;
  readonly pathParameters: Readonly<Record<string, string>>;
}

/**
 * The API Gateway resource path: the route's template under the API's base path, as the CDK stack
 * builds the resources (`/api/user` on the console API, `/v1/query/{hash}/status` on the public one).
 */
export const resourcePath = (match: MatchedRoute): string => routeAddress(match.route, match.api);

/** API Gateway sends null, not an empty map, when the resource has no `{param}` segment. */
export const pathParametersOf = (match: MatchedRoute): Record<string, string> | null =>
  Object.keys(match.pathParameters).length > 0 ? { ...match.pathParameters } : null;

/** Single-value maps keep the last value, as API Gateway does; multi-value maps keep them all. */
function valueMaps(entries: Iterable<readonly [string, string]>) {
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [name, value] of entries) {
    single[name] = value;
    multi[name] = [...(multi[name] ?? []), value];
  }
  return { single, multi };
}

export const headerMaps = (headers: RawRequest['headers']) => valueMaps(headers);

/** API Gateway sends null maps, not empty ones, for a request without a query string. */
export function queryMaps(search: string) {
  const params = new URLSearchParams(search);
  if ([...params.keys()].length === 0) return { single: null, multi: null };
  return valueMaps(params);
}

/** Header lookup that ignores case, for the gateway's own decisions (handlers do their own). */
export const headerValue = (headers: RawRequest['headers'], name: string): string | undefined => {
  const wanted = name.toLowerCase();
  return headers.findLast(([n]) => n.toLowerCase() === wanted)?.[1];
};

/** API Gateway's `requestTime` format: 09/Apr/2015:12:34:56 +0000. */
const requestTime = (epochMs: number): string => {
  const d = new Date(epochMs);
  const month = d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${month}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`;
};

/** The caller as API Gateway describes it to authorizers and integrations alike. */
export const identityOf = (request: RawRequest): APIGatewayEventIdentity => ({
  accessKey: null,
  accountId: null,
  apiKey: null,
  apiKeyId: null,
  caller: null,
  clientCert: null,
  cognitoAuthenticationProvider: null,
  cognitoAuthenticationType: null,
  cognitoIdentityId: null,
  cognitoIdentityPoolId: null,
  principalOrgId: null,
  sourceIp: request.sourceIp,
  user: null,
  userAgent: headerValue(request.headers, 'user-agent') ?? null,
  userArn: null,
});

/** Headers API Gateway adds in front of the integration. */
const forwardedHeaders = (request: RawRequest): [string, string][] => {
  const port = request.host.split(':')[1] ?? '80';
  const added: [string, string][] = [
    ['X-Forwarded-For', request.sourceIp],
    ['X-Forwarded-Port', port],
    ['X-Forwarded-Proto', 'http'],
  ];
  return added.filter(([name]) => headerValue(request.headers, name) === undefined);
};

export interface ProxyEventInput {
  readonly request: RawRequest;
  readonly match: MatchedRoute;
  readonly requestId: string;
  /** What the authorizer put in `context` (already flattened to strings), plus principalId. */
  readonly authorizer: Record<string, string | number | boolean> | null;
  readonly now: number;
}

export function buildProxyEvent({
  request,
  match,
  requestId,
  authorizer,
  now,
}: ProxyEventInput): APIGatewayProxyEvent {
  const headers = headerMaps([...request.headers, ...forwardedHeaders(request)]);
  const query = queryMaps(request.search);
  // API Gateway sets operationName (the route's operationId); the aws-lambda types lack the field.
  const requestContext = {
    accountId: localAccountId,
    apiId: match.api,
    authorizer,
    domainName: request.host,
    domainPrefix: request.host.split('.')[0] ?? request.host,
    extendedRequestId: randomUUID(),
    httpMethod: request.method,
    identity: identityOf(request),
    operationName: match.route.operationId,
    path: request.pathname,
    protocol: 'HTTP/1.1',
    requestId,
    requestTime: requestTime(now),
    requestTimeEpoch: now,
    resourceId: match.route.operationId,
    resourcePath: resourcePath(match),
    stage: localStage,
  } satisfies APIGatewayProxyEvent['requestContext'] & { operationName: string };
  return {
    resource: resourcePath(match),
    path: request.pathname,
    httpMethod: request.method,
    headers: headers.single,
    multiValueHeaders: headers.multi,
    queryStringParameters: query.single,
    multiValueQueryStringParameters: query.multi,
    pathParameters: pathParametersOf(match),
    stageVariables: null,
    body: request.body,
    isBase64Encoded: false,
    requestContext,
  };
}
