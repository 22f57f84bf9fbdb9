import type { APIGatewayProxyEvent } from 'aws-lambda';
import { type Language, pickLanguage } from '../../../shared/i18n/languages';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_PATTERN,
} from '../../../shared/rules/idempotency-rules';
import { AppError } from '../../domain/app-error';

/** Header lookup without regard to case (API Gateway passes names as the client sent them). */
export function header(event: Pick<APIGatewayProxyEvent, 'headers'>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted && value !== undefined) return value;
  }
  return undefined;
}

/**
 * The request's cookies by name. Every `Cookie` header counts (HTTP/2 clients may split them);
 * a name seen twice keeps its first value, as browsers send the most specific cookie first.
 */
export function cookiesOf(
  event: Pick<APIGatewayProxyEvent, 'headers' | 'multiValueHeaders'>,
): Record<string, string> {
  const lines: string[] = [];
  for (const [key, values] of Object.entries(event.multiValueHeaders ?? {}))
    if (key.toLowerCase() === 'cookie' && values) lines.push(...values);
  const single = header(event, 'cookie');
  if (lines.length === 0 && single !== undefined) lines.push(single);
  const cookies: Record<string, string> = {};
  for (const pair of lines.flatMap((line) => line.split(';'))) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    if (name && !(name in cookies)) cookies[name] = pair.slice(at + 1).trim();
  }
  return cookies;
}

/** The language of messages: the SPA's `X-Language`, else Accept-Language (spec 01 §7). */
export const languageOf = (event: Pick<APIGatewayProxyEvent, 'headers'>): Language =>
  pickLanguage(header(event, 'x-language') ?? header(event, 'accept-language'));

/** The Idempotency-Key header, checked (400 naming it when malformed); undefined when absent. */
export function idempotencyKeyOf(event: Pick<APIGatewayProxyEvent, 'headers'>): string | undefined {
  const value = header(event, IDEMPOTENCY_KEY_HEADER)?.trim();
  if (value === undefined || value === '') return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(value))
    throw new AppError('invalid_parameter', {
      field: IDEMPOTENCY_KEY_HEADER,
      message: IDEMPOTENCY_KEY_MESSAGE,
    });
  return value;
}

/** Methods whose body the handlers read; each must declare it as JSON. */
const writeMethods = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Refuses a write whose Content-Type is not `application/json` (parameters such as charset
 * allowed) with 415. A foreign page can make a browser send a form, multipart or text/plain POST
 * without asking (no CORS preflight); a JSON one needs a preflight, which only listed origins pass.
 * So nothing a foreign page can send reaches a handler. Checked even when the body is empty, for
 * one simple rule.
 */
export function requireJsonContent(event: Pick<APIGatewayProxyEvent, 'headers' | 'httpMethod'>): void {
  if (!writeMethods.has(event.httpMethod?.toUpperCase())) return;
  const mediaType = header(event, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json')
    throw new AppError('unsupported_media_type', { field: 'Content-Type' });
}
