/**
 * Durations of the history list (spec 01 §3) and response times of the stats screen (spec 01 §9).
 * Units are short and language-neutral (s, m, h, ms), as both screens show them in every language.
 */

/** What a duration that cannot be shown reads as (spec 01 §3). */
export const NO_DURATION = '-';

/**
 * spec 01 §3: under 60 s in seconds with one decimal (truncated, so 59.99 s never reads "60.0s"),
 * under an hour in minutes and seconds, otherwise hours and minutes. Negative or non-finite: '-'.
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return NO_DURATION;
  if (seconds < 60) return `${(Math.floor(seconds * 10) / 10).toFixed(1)}s`;
  const whole = Math.floor(seconds);
  if (whole < 3600) return `${Math.floor(whole / 60)}m ${whole % 60}s`;
  return `${Math.floor(whole / 3600)}h ${Math.floor((whole % 3600) / 60)}m`;
}

/** Seconds from `start` to `end` (ISO timestamps); null when either does not parse. */
export function secondsBetween(start: string, end: string): number | null {
  const from = Date.parse(start);
  const to = Date.parse(end);
  return Number.isNaN(from) || Number.isNaN(to) ? null : (to - from) / 1000;
}

/**
 * spec 01 §9: response times under 1000 ms in whole milliseconds, from 1000 ms in seconds with
 * two decimals. Negative or non-finite: '-'.
 */
export function formatResponseTime(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return NO_DURATION;
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)}s` : `${Math.round(ms)}ms`;
}
