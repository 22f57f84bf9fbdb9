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
 * - processing: the analysis state machine's worst case, recomputed from the synthesized
 *   definition by the infra test "bounds the slowest analysis … below the deadline": Analyse
 *   runs up to 4 × its 10 min Lambda time-out (3 retries on SourceUnavailableError), Prepare,
 *   Complete and MarkFailed up to 1, 5 and 5 × 10 s, and every retry's back-off is added: about
 *   51 min. 60 min keeps a margin above that; MarkFailed running out of retries (or an execution
 *   that never reached it) is what this deadline is for. A query failed here while its execution
 *   still ran stays failed: the late Complete finds it not processing and MarkFailed has nothing
 *   left to refund.
 *
 * The sweeper runs every 5 minutes, so a stuck query is freed at most 5 min after its deadline.
 */
export const QUERY_DEADLINES_MS = {
  pending: 15 * 60_000,
  processing: 60 * 60_000,
} as const;
