import type { IncomingMessage } from 'node:http';
import { corsAllowHeaders } from '../../../shared/api/cors';
import {
  allowedOriginFor,
  apiSecurityHeaders,
  documentSecurityHeaders,
} from '../../../shared/api/header-policy';

/**
 * The header policy of shared/api/header-policy.ts as the local gateway applies it, standing in
 * for CloudFront's response headers policy (pages and files) and API Gateway's own answers.
 * HSTS is left out: the local stack is plain http.
 */
export const siteHeaders: Readonly<Record<string, string>> = documentSecurityHeaders;

/** Access-Control-Allow-Origin (+ Vary) for an allowed request Origin, else nothing. */
export function corsAnswerHeaders(allowed: readonly string[], req: IncomingMessage): Record<string, string> {
  const origin = allowedOriginFor(allowed, req.headers.origin);
  return origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
}

/** The gateway's own API answers (errors): never cached, never sniffed, CORS as configured. */
export const gatewayAnswerHeaders = (
  allowed: readonly string[],
  req: IncomingMessage,
): Record<string, string> => ({
  ...apiSecurityHeaders,
  ...corsAnswerHeaders(allowed, req),
});

/** A CORS preflight: the allowed methods and headers, for an allowed origin only. */
export function preflightHeaders(allowed: readonly string[], req: IncomingMessage): Record<string, string> {
  const cors = corsAnswerHeaders(allowed, req);
  if (!cors['Access-Control-Allow-Origin']) return { ...apiSecurityHeaders };
  return {
    ...apiSecurityHeaders,
    ...cors,
    'Access-Control-Allow-Headers': corsAllowHeaders.join(', '),
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Max-Age': '600',
  };
}
