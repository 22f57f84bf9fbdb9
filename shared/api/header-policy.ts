import { bootScriptHash } from '../site/boot-script';

/**
 * One header policy for every answer of the product, read by CloudFront's response headers
 * policy (infra/lib/constructs/spa-hosting.ts), the Lambda answers (functions/platform/http) and
 * the local gateway (scripts/local/routing/security-headers.ts), so the local stack serves what
 * AWS serves and a test of one pins both.
 */

/**
 * The console's Content-Security-Policy. The SPA keeps its tokens in localStorage (spec 01 §3),
 * so stopping injected script is what keeps them: scripts only from our own origin, no eval, and
 * no inline script but the boot script, allowed by its hash (shared/site/boot-script.ts). Chakra
 * UI (emotion) writes its CSS into <style> elements at run time, so styles need 'unsafe-inline'
 * (a nonce would need a server rendering each index.html; style injection cannot run script). Everything the SPA fetches is same-origin (/api), images are our
 * own files and data: URLs (inline SVG icons), and nothing may frame the console.
 */
export const contentSecurityPolicyDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", bootScriptHash],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

export const contentSecurityPolicy = Object.entries(contentSecurityPolicyDirectives)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join('; ');

/** Referrer-Policy: other sites learn our origin at most, never a report's path and address. */
export const referrerPolicy = 'strict-origin-when-cross-origin';

/** HSTS on AWS only (CloudFront serves HTTPS; the local stack is plain http on localhost). */
export const strictTransportSecurity = {
  maxAgeSeconds: 2 * 365 * 24 * 3600,
  includeSubdomains: true,
} as const;
export const strictTransportSecurityHeader = `max-age=${strictTransportSecurity.maxAgeSeconds}; includeSubDomains`;

/** Headers of every page and file of the console (index.html, assets). */
export const documentSecurityHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': referrerPolicy,
} as const;

/**
 * Headers of every API answer: JSON is never sniffed as something else, and no answer is kept by
 * a browser or shared cache (answers carry tokens, e-mail addresses, plans and reports).
 */
export const apiSecurityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
} as const;

/**
 * The origins a browser may call the APIs from, besides the console's own (same-origin needs no
 * CORS): a comma-separated list (config CORS_ALLOW_ORIGIN), empty for none. "*" is refused.
 */
export const parseAllowedOrigins = (list: string): string[] =>
  list
    .split(',')
    .map((origin) => origin.trim().toLowerCase().replace(/\/+$/, ''))
    .filter((origin) => origin !== '' && origin !== '*');

/** Access-Control-Allow-Origin for a request's Origin: itself when allowed, else none. */
export const allowedOriginFor = (
  allowed: readonly string[],
  origin: string | undefined,
): string | undefined =>
  origin !== undefined && allowed.includes(origin.toLowerCase()) ? origin : undefined;

/** The vite dev server (npm run web:dev), allowed by the local stack only. */
export const localDevServerOrigin = 'http://localhost:5173';
