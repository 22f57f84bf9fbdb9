import { catalogueEntry, type ErrorType, genericFailure } from '../../../shared/errors/error-catalogue';
import type { Language } from '../../../shared/i18n/languages';

/**
 * The client's error object (spec 01 §8): type, status, statusText, message, data. The message
 * is the server's when it sent one, else the catalogue default in the current language; status
 * 408 is a time-out and 0 a fetch failure.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly type: ErrorType,
    readonly status: number,
    readonly statusText: string,
    message: string,
    readonly data?: unknown,
    /** The server's stable reason (shared/errors/error-codes.ts), when it gave one. */
    readonly code?: string,
    /** The offending input on a 400, when the server named it. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export function apiErrorOf(status: number, statusText: string, body: unknown, language: Language): ApiError {
  const error = (
    body as { error?: { message?: string; code?: string; field?: string; data?: unknown } } | null
  )?.error;
  const entry = catalogueEntry(status);
  return new ApiError(
    entry.type,
    status,
    statusText,
    error?.message || entry.message[language] || genericFailure[language],
    error?.data,
    error?.code,
    error?.field,
  );
}

export const timeoutError = (language: Language): ApiError =>
  new ApiError('NETWORK', 408, 'Request Timeout', catalogueEntry(408).message[language]);

export const networkError = (language: Language): ApiError =>
  new ApiError('NETWORK', 0, '', catalogueEntry(0).message[language]);

/** spec 01 §8: data loads retry network and server errors, 408 and 429; other 4xx never. */
export const isRetryable = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.type === 'NETWORK' || error.type === 'SERVER' || error.status === 408 || error.status === 429);

/** Up to 3 attempts; the delay doubles from 1 s and is capped at 10 s. */
export const MAX_RETRIES = 3;
export const retryDelayMs = (attempt: number): number =>
  Math.min(10_000, 1000 * 2 ** Math.max(0, attempt - 1));
