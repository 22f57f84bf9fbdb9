import { hasApiAccess, type PlanDefinition, plans } from '../../shared/constants/plans';
import type { ApiThrottle } from './constructs/route-table-api';

/**
 * Request limits of both APIs (decided here; docs/deploy.md repeats them). They guard the
 * service from floods; credits, not these numbers, are what a plan sells.
 */

/** Stage-wide ceiling of the console API: all SPA users together. */
export const consoleApiThrottle: ApiThrottle = { rateLimit: 100, burstLimit: 200 };

/** Stage-wide ceiling of the public API, above the sum any one usage plan allows. */
export const publicApiThrottle: ApiThrottle = { rateLimit: 500, burstLimit: 1000 };

export interface TierLimits {
  readonly throttle: ApiThrottle;
  /** Requests per UTC day per API key, status polls included. */
  readonly requestsPerDay: number;
}

type ApiTierKey = 'advanced' | 'professional' | 'enterprise';

/** One usage plan per plan that may hold API keys (package_type 2 and above, spec 01 §6). */
export const tierLimits: Readonly<Record<ApiTierKey, TierLimits>> = {
  advanced: { throttle: { rateLimit: 5, burstLimit: 10 }, requestsPerDay: 10_000 },
  professional: { throttle: { rateLimit: 20, burstLimit: 40 }, requestsPerDay: 50_000 },
  enterprise: { throttle: { rateLimit: 100, burstLimit: 200 }, requestsPerDay: 500_000 },
};

/** The plans with API access, each with its limits; fails if a plan gains API access without limits. */
export function apiTiers(): readonly { readonly plan: PlanDefinition; readonly limits: TierLimits }[] {
  return plans
    .filter((plan) => hasApiAccess(plan.packageType))
    .map((plan) => {
      const limits = (tierLimits as Partial<Record<string, TierLimits>>)[plan.key];
      if (!limits)
        throw new Error(`Plan "${plan.key}" has API access but no usage-plan limits in api-limits.ts`);
      return { plan, limits };
    });
}
