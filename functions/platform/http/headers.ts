import type { APIGatewayProxyEvent } from 'aws-lambda';
import { type Language, pickLanguage } from '../../../shared/i18n/languages';

/** Header lookup without regard to case (API Gateway passes names as the client sent them). */
export function header(event: Pick<APIGatewayProxyEvent, 'headers'>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted && value !== undefined) return value;
  }
  return undefined;
}

/** The language of messages: the SPA's `X-Language`, else Accept-Language (spec 01 §7). */
export const languageOf = (event: Pick<APIGatewayProxyEvent, 'headers'>): Language =>
  pickLanguage(header(event, 'x-language') ?? header(event, 'accept-language'));
