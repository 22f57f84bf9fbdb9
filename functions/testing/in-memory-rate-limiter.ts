import type { RateLimiter } from '../domain/ports/rate-limiter';

/**
 * The rate limiter in memory, with the windows of the DynamoDB one: a subject's window opens with
 * its first request and lasts `windowSeconds`; past `max` requests in it are refused until it ends.
 */
export function inMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; windowStart: number }>();
  return {
    async take(subject, nowSeconds, { max, windowSeconds }) {
      const current = windows.get(subject);
      if (!current || current.windowStart <= nowSeconds - windowSeconds) {
        windows.set(subject, { count: 1, windowStart: nowSeconds });
        return { allowed: true };
      }
      if (current.count >= max)
        return { allowed: false, retryAfter: current.windowStart + windowSeconds - nowSeconds };
      current.count++;
      return { allowed: true };
    },
    async clear(subject) {
      windows.delete(subject);
    },
  };
}
