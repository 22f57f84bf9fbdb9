import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent, Statement } from 'aws-lambda';
import type { RequestAuthorizer } from '../../../functions/platform/http/types';
import { UNAUTHORIZED } from '../../../functions/platform/http/types';
import {
  headerMaps,
  identityOf,
  localAccountId,
  localStage,
  type MatchedRoute,
  pathParametersOf,
  queryMaps,
  type RawRequest,
  resourcePath,
} from './proxy-event';

/**
 * Runs a REQUEST authorizer as API Gateway does: builds its event, reads the returned IAM policy
 * against the method ARN, and hands the `context` on to the integration.
 */
export type AuthorizerOutcome =
  | {
      readonly outcome: 'allow';
      readonly context: Record<string, string | number | boolean>;
      /** What a usage plan meters the call under (the public API's authorizer sets it). */
      readonly usageIdentifierKey?: string;
    }
  /** The authorizer threw 'Unauthorized': 401 (the error's `code`, when it has one, names why). */
  | { readonly outcome: 'unauthorized'; readonly code?: string }
  /** The policy does not allow this method: 403 (a Deny's context may carry `code` and `message`). */
  | { readonly outcome: 'forbidden'; readonly context?: Record<string, unknown> }
  /** The authorizer crashed or returned something API Gateway rejects: 500 (AuthorizerConfigurationException). */
  | { readonly outcome: 'failed'; readonly error: unknown };

/** `arn:aws:execute-api:local:000000000000:console/local/GET/api/user`. */
export const methodArn = (api: string, method: string, pathname: string): string =>
  `arn:aws:execute-api:local:${localAccountId}:${api}/${localStage}/${method}/${pathname.replace(/^\//, '')}`;

export function authorizerEvent(request: RawRequest, match: MatchedRoute, requestId: string, now: number) {
  const headers = headerMaps(request.headers);
  const query = queryMaps(request.search);
  const event: APIGatewayRequestAuthorizerEvent = {
    type: 'REQUEST',
    methodArn: methodArn(match.api, request.method, request.pathname),
    resource: resourcePath(match),
    path: request.pathname,
    httpMethod: request.method,
    headers: headers.single,
    multiValueHeaders: headers.multi,
    pathParameters: pathParametersOf(match),
    queryStringParameters: query.single,
    multiValueQueryStringParameters: query.multi,
    stageVariables: null,
    requestContext: {
      accountId: localAccountId,
      apiId: match.api,
      authorizer: undefined,
      httpMethod: request.method,
      identity: identityOf(request),
      path: request.pathname,
      protocol: 'HTTP/1.1',
      requestId,
      requestTimeEpoch: now,
      resourceId: match.route.operationId,
      resourcePath: resourcePath(match),
      stage: localStage,
    },
  };
  return event;
}

/** IAM-style wildcards: `*` any run of characters, `?` one character. */
const arnPattern = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .split('')
      .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\/]/g, '\\$&')))
      .join('')}$`,
  );

const listOf = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const invokes = (statement: Statement): boolean => {
  const actions = 'Action' in statement ? listOf(statement.Action as string | string[]) : [];
  return actions.some((a) => a === '*' || a === 'execute-api:*' || a === 'execute-api:Invoke');
};

const covers = (statement: Statement, arn: string): boolean => {
  const resources = 'Resource' in statement ? listOf(statement.Resource as string | string[]) : [];
  return resources.some((r) => arnPattern(r).test(arn));
};

/** An explicit Deny wins; otherwise some Allow must cover the ARN (IAM's evaluation order). */
export function policyAllows(result: APIGatewayAuthorizerResult, arn: string): boolean {
  const statements = result.policyDocument?.Statement ?? [];
  const relevant = statements.filter((s) => invokes(s) && covers(s, arn));
  if (relevant.some((s) => s.Effect === 'Deny')) return false;
  return relevant.some((s) => s.Effect === 'Allow');
}

/**
 * API Gateway only forwards string, number and boolean context values, and the integration sees
 * them as strings: flattening here keeps handlers from depending on types they would not get on AWS.
 */
function flattenContext(result: APIGatewayAuthorizerResult): Record<string, string> | undefined {
  const flat: Record<string, string> = { principalId: String(result.principalId ?? '') };
  for (const [key, value] of Object.entries(result.context ?? {})) {
    if (value === null || value === undefined) continue;
    if (!['string', 'number', 'boolean'].includes(typeof value)) return undefined;
    flat[key] = String(value);
  }
  return flat;
}

export async function runAuthorizer(
  authorizer: RequestAuthorizer,
  event: APIGatewayRequestAuthorizerEvent,
): Promise<AuthorizerOutcome> {
  let result: APIGatewayAuthorizerResult;
  try {
    result = await authorizer(event);
  } catch (error) {
    if (error instanceof Error && error.message === UNAUTHORIZED) {
      const code = (error as { code?: unknown }).code;
      return typeof code === 'string' ? { outcome: 'unauthorized', code } : { outcome: 'unauthorized' };
    }
    return { outcome: 'failed', error };
  }
  if (!result?.policyDocument)
    return { outcome: 'failed', error: new Error('The authorizer returned no policy') };
  if (!policyAllows(result, event.methodArn))
    return result.context ? { outcome: 'forbidden', context: result.context } : { outcome: 'forbidden' };
  const context = flattenContext(result);
  if (!context)
    return { outcome: 'failed', error: new Error('Authorizer context values must be primitives') };
  return result.usageIdentifierKey
    ? { outcome: 'allow', context, usageIdentifierKey: result.usageIdentifierKey }
    : { outcome: 'allow', context };
}
