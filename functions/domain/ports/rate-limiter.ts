import type { WindowLimit } from '../../../shared/rules/client-limits';

/**
 * Counters of requests per subject (a client address, an e-mail, both) in a window that opens
 * with the first request. `take` counts before the guarded work runs, atomically, so parallel
 * requests cannot all pass a read-then-check.
 */
export type RateDecision =
  | { readonly allowed: true }
  /** `retryAfter`: seconds until the window closes. */
  | { readonly allowed: false; readonly retryAfter: number };

export interface RateLimiter {
  take(subject: string, nowSeconds: number, limit: WindowLimit): Promise<RateDecision>;
  /** Forgets the subject's count (a successful sign-in clears its failures). */
  clear(subject: string): Promise<void>;
}
