import { type ErrorCode, errorCodeMessage, errorCodes } from '../../../shared/errors/error-codes';
import type { ErrorDetails } from '../../../shared/errors/error-envelope';
import type { Language } from '../../../shared/i18n/languages';
import type { ApiKeyLimiter, LimitDecision } from './api-key-limits';
import type { AuthorizerOutcome } from './authorize';

/**
 * What the local gateway adds for the public API, kept out of gateway.ts: the
 * refusal's code and message in the error envelope (API Gateway renders them from the Deny's
 * context with the public API's ACCESS_DENIED gateway response), and the usage-plan limits.
 */
export function refusalDetails(outcome: AuthorizerOutcome, language: Language): ErrorDetails {
  const code =
    outcome.outcome === 'unauthorized'
      ? outcome.code
      : outcome.outcome === 'forbidden' && typeof outcome.context?.code === 'string'
        ? outcome.context.code
        : undefined;
  return codeDetails(code, language);
}

/** The envelope details of a known error code (its translated message); nothing for others. */
export function codeDetails(code: string | undefined, language: Language): ErrorDetails {
  if (!code || !Object.hasOwn(errorCodes, code)) return {};
  return { code, message: errorCodeMessage(code as ErrorCode, language) };
}

/**
 * The usage plan's verdict on an allowed public-API call; undefined on the console API or when
 * the authorizer returned no usage-plan key (API Gateway would then refuse; ours never does).
 */
export function usagePlanVerdict(
  limiter: ApiKeyLimiter,
  outcome: Extract<AuthorizerOutcome, { outcome: 'allow' }>,
  nowMs: number,
): LimitDecision | undefined {
  if (!outcome.usageIdentifierKey) return undefined;
  return limiter.take(outcome.usageIdentifierKey, String(outcome.context.tier ?? ''), nowMs);
}
