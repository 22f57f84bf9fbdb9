import { ResponseType, type RestApi } from 'aws-cdk-lib/aws-apigateway';
import { corsAllowHeaders } from '../../../shared/api/cors';
import { apiSecurityHeaders } from '../../../shared/api/header-policy';
import { catalogueEntry } from '../../../shared/errors/error-catalogue';

/** API Gateway answers these itself (before or instead of our Lambda); English, like API defaults. */
const gatewayErrors: readonly {
  readonly id: string;
  readonly type: ResponseType;
  readonly status: number;
}[] = [
  // Authorizer said no (our authorizers throw 'Unauthorized'), or the Authorization header is missing.
  { id: 'Unauthorized', type: ResponseType.UNAUTHORIZED, status: 401 },
  { id: 'AccessDenied', type: ResponseType.ACCESS_DENIED, status: 403 },
  // API Gateway's answer to an unknown path or method is "Missing Authentication Token" (403):
  // to callers it is a missing resource, so it becomes the catalogue's 404.
  { id: 'MissingAuthenticationToken', type: ResponseType.MISSING_AUTHENTICATION_TOKEN, status: 404 },
  { id: 'Throttled', type: ResponseType.THROTTLED, status: 429 },
  { id: 'QuotaExceeded', type: ResponseType.QUOTA_EXCEEDED, status: 429 },
  { id: 'BadRequestBody', type: ResponseType.BAD_REQUEST_BODY, status: 400 },
  { id: 'BadRequestParameters', type: ResponseType.BAD_REQUEST_PARAMETERS, status: 400 },
  // A body over API Gateway's 10 MB payload limit never reaches our own body bound in the Lambda.
  { id: 'RequestTooLarge', type: ResponseType.REQUEST_TOO_LARGE, status: 413 },
  { id: 'IntegrationTimeout', type: ResponseType.INTEGRATION_TIMEOUT, status: 504 },
  { id: 'Default5xx', type: ResponseType.DEFAULT_5XX, status: 500 },
];

/** Our error envelope (shared/errors/error-envelope.ts) with the catalogue's English message. */
export const gatewayErrorBody = (status: number): string => {
  const entry = catalogueEntry(status);
  return JSON.stringify({ error: { type: entry.type, status, message: entry.message['en-US'] } });
};

/**
 * Header values of a gateway response are mapping expressions: literals go in single quotes.
 * CORS only when an origin is allowed (empty: the console is same-origin behind CloudFront).
 */
export const corsResponseHeaders = (allowOrigin: string): Record<string, string> => ({
  ...(allowOrigin
    ? {
        'Access-Control-Allow-Origin': `'${allowOrigin}'`,
        'Access-Control-Allow-Headers': `'${corsAllowHeaders.join(',')}'`,
      }
    : {}),
  ...Object.fromEntries(Object.entries(apiSecurityHeaders).map(([name, value]) => [name, `'${value}'`])),
});

/**
 * Makes API Gateway's own errors speak our envelope, with CORS headers so a browser can read
 * them (without them a 401 from the authorizer looks like a network failure to fetch()).
 */
export function addGatewayErrorResponses(
  api: RestApi,
  allowOrigin: string,
  /** Bodies an API answers instead of the default envelope, by id (the public API's refusals). */
  bodies: Readonly<Record<string, string>> = {},
): void {
  for (const error of gatewayErrors) {
    api.addGatewayResponse(error.id, {
      type: error.type,
      statusCode: String(error.status),
      responseHeaders: corsResponseHeaders(allowOrigin),
      templates: { 'application/json': bodies[error.id] ?? gatewayErrorBody(error.status) },
    });
  }
}
