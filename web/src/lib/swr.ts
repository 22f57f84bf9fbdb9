import type { SWRConfiguration } from 'swr';
import { isRetryable, MAX_RETRIES, retryDelayMs } from './api-error';

/**
 * SWR cache lifetimes (spec 01 §9), as options per kind of data. "Fresh" is how long a result
 * is served without asking again (dedupingInterval); "kept" bounds how long a stale result may
 * still be shown while it revalidates (SWR keeps cache entries for the page's life, so "kept" is
 * met by revalidating on focus and mount).
 */
export const cacheLifetimes = {
  list: { dedupingInterval: 60_000 },
  user: { dedupingInterval: 5 * 60_000 },
  static: { dedupingInterval: 10 * 60_000, revalidateOnFocus: false },
  realtime: { dedupingInterval: 10_000, refreshInterval: 30_000 },
  history: { dedupingInterval: 2 * 60_000 },
} satisfies Record<string, SWRConfiguration>;

/**
 * spec 01 §8: up to 3 retries for network/server/408/429, doubling from 1 s, capped at 10 s;
 * other errors (4xx) are not retried. When a load gives up, `onGiveUp` hears the error once
 * (the app shows the error toast there, not on every failed attempt).
 */
export const retryPolicy =
  (onGiveUp: (error: unknown) => void = () => {}): NonNullable<SWRConfiguration['onErrorRetry']> =>
  (error, _key, _config, revalidate, { retryCount }) => {
    if (!isRetryable(error) || retryCount > MAX_RETRIES) {
      onGiveUp(error);
      return;
    }
    setTimeout(() => revalidate({ retryCount }), retryDelayMs(retryCount));
  };

export const onErrorRetry = retryPolicy();

/**
 * What happens when an API read gives up: the app sets it (the error toast, app/providers.tsx),
 * so the reads need no SWR provider around the page and the first page's code holds no SWR.
 */
let giveUpHandler: (error: unknown) => void = () => {};

export const onApiReadGiveUp = (handler: (error: unknown) => void): void => {
  giveUpHandler = handler;
};

/** The retry policy of every API read (lib/use-api.ts), ending in the app's give-up handler. */
export const apiReadRetry = retryPolicy((error) => giveUpHandler(error));
