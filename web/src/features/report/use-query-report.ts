import { useState } from 'react';
import { QUERY_STATUS, STATUS_WAIT_MS } from '../../../../shared/rules/query-rules';
import { isRetryable, retryDelayMs } from '../../lib/api-error';
import { useApi } from '../../lib/use-api';
import { statusInput } from './report-reads';

/** spec 01 §4: the status is asked for every 2 s while the query runs. */
export const STATUS_POLL_MS = 2000;
/** The first ask after the first answer: an analysis often completes within 0.2 s. */
export const FIRST_POLL_MS = 150;

/**
 * The wait before the next ask, from how long the page has followed the query: 150 ms at first,
 * then half the time followed so far (the waits grow by about 1.5× each), reaching spec 01's
 * steady 2 s after about 4 s. A quick analysis is on screen a moment after it completes; a long
 * one costs a handful of extra asks, then the usual one every 2 s.
 */
export const nextPollMs = (followedMs: number): number =>
  Math.min(STATUS_POLL_MS, Math.max(FIRST_POLL_MS, Math.round(followedMs / 2)));

/**
 * The pause after an answer before the next ask: nextPollMs less the time the ask itself was
 * held, so a running query is still asked about every 2 s at the steady pace (spec 01 §4).
 */
export const nextAskDelayMs = (followedMs: number): number =>
  Math.max(FIRST_POLL_MS, nextPollMs(followedMs) - STATUS_WAIT_MS);

/** Still queued or running: the only states worth asking about again. */
const isRunning = (status: number) => status === QUERY_STATUS.pending || status === QUERY_STATUS.processing;

/**
 * The status of one query, each ask held until it completes (STATUS_WAIT_MS), asked again quickly
 * at first (nextAskDelayMs), then every 2 s until it is completed or failed, or anything else
 * (spec 01 §4). SWR does not refresh while the tab is hidden (refreshWhenHidden stays off), so
 * polling pauses in a background tab and goes on at the next tick after the user comes back.
 * SWR also stops polling while an error is cached, so a network or server error keeps being
 * retried (backing off to 10 s) until the status answers again; a 4xx is final.
 */
export function useQueryStatus(hash: string | undefined) {
  const [since] = useState(() => Date.now());
  return useApi('getQueryStatus', hash ? statusInput(hash) : null, {
    // Inline on purpose: SWR re-arms its poll timer when this function changes, i.e. on every
    // render, so a final status stops the polling at once (a stable function would poll once more).
    refreshInterval: (latest) =>
      latest && !isRunning(latest.status) ? 0 : nextAskDelayMs(Date.now() - since),
    onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
      if (isRetryable(error)) setTimeout(() => revalidate({ retryCount }), retryDelayMs(retryCount));
    },
    refreshWhenHidden: false,
    dedupingInterval: 0,
    // A final status never changes again: no need to ask on focus.
    revalidateOnFocus: false,
  });
}

/** The report, fetched once the status is completed and never again (spec 01 §4). */
export function useQueryResult(hash: string | undefined, status: number | undefined) {
  const ready = hash && status === QUERY_STATUS.completed;
  return useApi('getQueryResult', ready ? { path: { hash } } : null, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
