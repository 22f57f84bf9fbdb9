/**
 * How long a query may stay open (pending or processing) before the sweeper
 * (functions/workers/query-sweeper) fails it and refunds its credits, so no query holds a credit
 * and a concurrency slot forever (issue 9 §5). Milliseconds. Each deadline sits well above the
 * slowest path a healthy query can take, because failing a query that would still have finished
 * throws its analysis away:
 *
 * - pending: created, waiting for the starter. A healthy query starts within seconds; the query
 *   queue gives up after maxReceiveCount (3) receives × its 60 s visibility time-out ≈ 3 min, and
 *   then the dead-letter consumer fails it at once. 15 min covers that path and its retries, and
 *   catches what no queue reports: a crash between the create transaction and the send, or a
 *   message that expired.
 * - processing: the analysis state machine's worst case (the infra test
 *   "bounds the analysis below the processing deadline" recomputes it from the synthesized
 *   definition): Analyse runs up to 4 × its 10 min Lambda time-out (3 retries on
 *   SourceUnavailableError), about 41 min with back-off, plus Prepare, Complete and MarkFailed
 *   with their retries, about 4 min. 60 min leaves a quarter of an hour of margin; MarkFailed
 *   running out of retries is what this deadline is for.
 *
 * The sweeper runs every 5 minutes, so a stuck query is freed at most 5 min after its deadline.
 */
export const QUERY_DEADLINES_MS = {
  pending: 15 * 60_000,
  processing: 60 * 60_000,
} as const;
