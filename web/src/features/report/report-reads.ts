import { QUERY_STATUS, STATUS_WAIT_MS } from '../../../../shared/rules/query-rules';
import { preloadApi } from '../../lib/preloaded-reads';

/** What every status ask sends: the hook and the preload share it, so they share the SWR key. */
export const statusInput = (hash: string) => ({ path: { hash }, query: { wait_ms: STATUS_WAIT_MS } });

/**
 * The moment a query is created, or the browser opens its report (app/boot-reads.ts), asks for its status (held until it completes,
 * STATUS_WAIT_MS) and, once completed, for its result, so the report's data is on its way while
 * the browser is still opening the report page. The page's hooks take these requests in flight
 * (lib/preloaded-reads.ts) instead of starting their own after the page has rendered. Answers once the first
 * status has come back.
 *
 * The result is not asked for together with the status (the result route's wait_ms would allow
 * it): a held result ask that runs out while a long analysis still runs answers 404, which the
 * browser reports as a failed load in its console, once per ask.
 */
export function preloadQueryReport(hash: string): Promise<void> {
  const status = preloadApi('getQueryStatus', statusInput(hash));
  return Promise.resolve(status).then(
    (answer) => {
      if (answer?.status === QUERY_STATUS.completed)
        void preloadApi('getQueryResult', { path: { hash } })?.catch(() => {});
    },
    // The page's own status call hears the failure (it takes this request and its error).
    () => {},
  );
}
