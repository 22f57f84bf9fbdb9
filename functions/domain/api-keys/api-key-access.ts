import { hasApiAccess } from '../../../shared/constants/plans';
import type { ErrorCode } from '../../../shared/errors/error-codes';
import { API_KEY_STATUS, type ApiKeyPermission, isApiKeyExpired } from '../../../shared/rules/api-key-rules';
import type { PlanState } from '../accounts/plan-credits';
import type { ApiKeyRecord } from './api-key.ports';
import { ipAllowed } from './ip-allowlist';

/**
 * Whether a presented, known key may call a route (the API-key authorizer's rules, pure). The
 * order decides which refusal a caller sees when several apply: the key's own state first
 * (disabled, expired), then where the call comes from (IP), then the account (plan), then the
 * route (permission).
 */
export type ApiKeyRefusal = Extract<
  ErrorCode,
  | 'api_key_disabled'
  | 'api_key_expired'
  | 'api_key_ip_not_allowed'
  | 'api_key_plan_required'
  | 'api_key_permission_denied'
>;

export interface AccessRequest {
  readonly key: ApiKeyRecord;
  readonly plan: PlanState | undefined;
  readonly sourceIp: string;
  readonly permission: ApiKeyPermission;
  readonly nowMs: number;
}

/** A plan grants API access while its type allows it (spec 01 §6) and it has not ended. */
export const planAllowsApi = (plan: PlanState | undefined, nowMs: number): boolean =>
  plan !== undefined && hasApiAccess(plan.packageType) && (plan.endAt === null || plan.endAt * 1000 > nowMs);

export function accessRefusal({
  key,
  plan,
  sourceIp,
  permission,
  nowMs,
}: AccessRequest): ApiKeyRefusal | undefined {
  if (key.status !== API_KEY_STATUS.active) return 'api_key_disabled';
  if (isApiKeyExpired(key.expiresAt, nowMs)) return 'api_key_expired';
  if (key.allowedIps.length > 0 && !ipAllowed(sourceIp, key.allowedIps)) return 'api_key_ip_not_allowed';
  if (!planAllowsApi(plan, nowMs)) return 'api_key_plan_required';
  if (!key.permissions.includes(permission)) return 'api_key_permission_denied';
  return undefined;
}
