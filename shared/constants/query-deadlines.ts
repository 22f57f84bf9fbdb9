/**
 * How long a query may stay open (pending or processing) before the sweeper
 * (functions/workers/query-sweeper) fails it and refunds its credits, so no query holds a credit
 * and a concurrency slot for longer than it takes to notice nothing works on it. Milliseconds. Each deadline sits well above the
 * slowest path a healthy query can take, because failing a query that would still have finished
 * throws its analysis away:
 *
 * - pending: created, waiting for the starter. A healthy query starts within seconds; the query
 *   queue gives up after maxReceiveCount (3) receives × its 60 s visibility time-out ≈ 3 min, and
 *   then the dead-letter consumer fails it at once. 15 min covers that path and its retries, and
 *   catches what no queue reports: a crash between the create transaction and the send, or a
 *   message that expired.
 * - processing: measured from the query's last recorded progress, not from its start. Every
 *   attempt of every task records progress when it starts, and Analyse after each stage and every
 *   QUERY_PROGRESS_EVERY_MS while it works, so only a query nothing works on any more (the process
 *   crashed, the table was unreachable, the local stack was stopped) goes quiet. The longest quiet
 *   stretch of a healthy query is recomputed from the synthesized definition by the infra test
 *   "bounds the longest stretch without progress": a heartbeat, an attempt's time-out and the
 *   longest retry back-off (Step Functions' own retry of Lambda service errors), about 95 s.
 *   3 min keeps a margin above that. A query failed here while its execution still ran
 *   stays failed: the late Complete finds it not processing and MarkFailed has nothing left to
 *   refund.
 *
 * The sweeper runs every minute, so a query nothing works on holds its credits 4 min at most.
 */
export const QUERY_DEADLINES_MS = {
  pending: 15 * 60_000,
  processing: 3 * 60_000,
} as const;

/** How often a running analysis records that it is alive (the processing deadline counts from it). */
export const QUERY_PROGRESS_EVERY_MS = 20_000;
