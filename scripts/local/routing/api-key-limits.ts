import { type TierLimits, tierLimits } from '../../../infra/lib/api-limits';
import { DAY_MS } from '../../../shared/rules/time';

/**
 * The local stand-in for the public API's usage plans (infra/lib/api-limits.ts, the same
 * constants CDK gives API Gateway): per usage-plan key (what the API-key authorizer returns as
 * usageIdentifierKey, one per key and tier), a token bucket of `burstLimit` tokens refilled at
 * `rateLimit` a second, and `requestsPerDay` per UTC day. API Gateway's buckets are approximate
 * and distributed; this one is exact, which is what tests want.
 *
 * Answers carry `X-RateLimit-Limit` (the daily quota), `X-RateLimit-Remaining` (left today) and
 * `X-RateLimit-Reset` (epoch seconds of the next UTC midnight); a refusal is 429 with
 * `Retry-After` (seconds) and the code `rate_limited` or `quota_exceeded`.
 */
export type LimitDecision =
  | { readonly allowed: true; readonly headers: Record<string, string> }
  | {
      readonly allowed: false;
      readonly code: 'rate_limited' | 'quota_exceeded';
      readonly headers: Record<string, string>;
    };

export interface ApiKeyLimiter {
  /** Takes one request from the key's bucket and daily quota, or refuses it. */
  take(usageKey: string, tier: string, nowMs: number): LimitDecision;
}

interface KeyState {
  tokens: number;
  refilledAt: number;
  day: number;
  usedToday: number;
}

export function createApiKeyLimiter(
  limits: Readonly<Record<string, TierLimits>> = tierLimits,
): ApiKeyLimiter {
  const states = new Map<string, KeyState>();
  return {
    take(usageKey, tier, nowMs) {
      const limit = limits[tier];
      // An unknown tier has no usage plan: API Gateway would refuse the key (403); no key gets here without one.
      if (!limit) return { allowed: false, code: 'quota_exceeded', headers: { 'Retry-After': '86400' } };
      const { rateLimit, burstLimit } = limit.throttle;
      const day = Math.floor(nowMs / DAY_MS);
      const state = states.get(usageKey) ?? { tokens: burstLimit, refilledAt: nowMs, day, usedToday: 0 };
      states.set(usageKey, state);
      if (state.day !== day) Object.assign(state, { day, usedToday: 0 });
      state.tokens = Math.min(burstLimit, state.tokens + ((nowMs - state.refilledAt) / 1000) * rateLimit);
      state.refilledAt = nowMs;

      const resetAt = (day + 1) * DAY_MS;
      const headers = (remaining: number): Record<string, string> => ({
        'X-RateLimit-Limit': String(limit.requestsPerDay),
        'X-RateLimit-Remaining': String(Math.max(0, remaining)),
        'X-RateLimit-Reset': String(Math.floor(resetAt / 1000)),
      });
      if (state.usedToday >= limit.requestsPerDay) {
        return {
          allowed: false,
          code: 'quota_exceeded',
          headers: { ...headers(0), 'Retry-After': String(Math.ceil((resetAt - nowMs) / 1000)) },
        };
      }
      if (state.tokens < 1) {
        const wait = Math.ceil((1 - state.tokens) / rateLimit);
        return {
          allowed: false,
          code: 'rate_limited',
          headers: {
            ...headers(limit.requestsPerDay - state.usedToday),
            'Retry-After': String(Math.max(1, wait)),
          },
        };
      }
      state.tokens -= 1;
      state.usedToday += 1;
      return { allowed: true, headers: headers(limit.requestsPerDay - state.usedToday) };
    },
  };
}
