import { type ErrorCode, errorCodes } from '../../shared/errors/error-codes';

/**
 * A failure the caller should see: a stable code (shared/errors/error-codes.ts) that fixes the
 * HTTP status and message, optionally the offending field. The HTTP platform turns it into the
 * catalogue envelope; anything else thrown is a bug and answers 500 without details.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly options: {
      field?: string;
      message?: string;
      data?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(options.message ?? code);
    this.status = errorCodes[code].status;
  }
}
