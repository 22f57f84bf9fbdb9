import { clientKey } from '../../../functions/platform/http/client-address';
import type { ApiName } from '../../../shared/api/routes';
import { edgeRequestsPerClient, type WindowLimit } from '../../../shared/rules/client-limits';

/**
 * The local stand-in for the WAF rate-based rules on CloudFront and the public API: requests per
 * client address per API in a window opened by the first request, the same numbers
 * (shared/rules/client-limits.ts). In memory: the gateway is one process.
 */
export interface EdgeRateLimit {
  /** Counts the request; false when the client is over the limit. */
  allow(api: ApiName, socketAddress: string, nowMs?: number): boolean;
}

export function createEdgeRateLimit(
  limits: Readonly<Record<ApiName, WindowLimit>> = edgeRequestsPerClient,
): EdgeRateLimit {
  const windows = new Map<string, { start: number; count: number }>();
  let sweptAt = 0;
  return {
    allow(api, socketAddress, nowMs = Date.now()) {
      const { max, windowSeconds } = limits[api];
      const windowMs = windowSeconds * 1000;
      if (nowMs - sweptAt > windowMs) {
        // Forget closed windows now and then, so the map holds recent clients only.
        for (const [key, window] of windows) if (nowMs - window.start >= windowMs) windows.delete(key);
        sweptAt = nowMs;
      }
      const key = `${api}|${clientKey(socketAddress)}`;
      const window = windows.get(key);
      if (!window || nowMs - window.start >= windowMs) {
        windows.set(key, { start: nowMs, count: 1 });
        return true;
      }
      window.count++;
      return window.count <= max;
    },
  };
}
