/**
 * How often monitoring reads the chains (docs/areas/monitoring-and-alerts.md). Constants both the
 * functions and the infrastructure read, so the schedule, the fan-out and the local stack agree.
 *
 * - MONITOR_POLL_PERIOD_SECONDS: the schedule's period on AWS (EventBridge's finest rate is a
 *   minute). Each run polls every shard of per-address chains once.
 * - MONITOR_SCAN_INTERVAL_SECONDS: how often a chain with a live source is scanned by block. A run
 *   of the schedule puts one scan message per interval of its period on the poll queue, each
 *   delayed by its offset (SQS per-message delay), so a transfer's alert waits for the next scan
 *   after its confirmations, ~5 s at the median, instead of ~30 s for the next minute. The local
 *   stack's poll period follows it too, so the simulated ledger is read at the same cadence.
 */
export const MONITOR_POLL_PERIOD_SECONDS = 60;
export const MONITOR_SCAN_INTERVAL_SECONDS = 10;

/**
 * The delays, in seconds, of one schedule run's scan messages: every interval within the period
 * (0, 10, … 50 on AWS); one scan at once when the period is no longer than the interval.
 */
export function scanOffsetsSeconds(
  periodSeconds: number,
  intervalSeconds: number = MONITOR_SCAN_INTERVAL_SECONDS,
): number[] {
  const offsets: number[] = [];
  for (let offset = 0; offset < periodSeconds || offsets.length === 0; offset += intervalSeconds)
    offsets.push(offset);
  return offsets;
}
