/**
 * Time units, the one form every API timestamp takes, and UTC days. Every module that turns an
 * instant into text for the API, or counts in days, reads it here, so two endpoints never write
 * the same instant two ways.
 */

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const HOUR_SECONDS = HOUR_MS / SECOND_MS;
export const DAY_SECONDS = DAY_MS / SECOND_MS;

/**
 * The API's timestamp: RFC 3339 in UTC (`Z`), milliseconds written only when they are not zero,
 * e.g. `2026-11-21T08:00:00Z` or `2026-11-21T08:00:12.340Z`. Whole seconds read like the
 * contract's examples; the milliseconds stay when an instant has them, since spec 01 §3 shows a
 * query's duration (updated_at minus created_at) to a tenth of a second.
 */
export const rfc3339 = (epochMs: number): string => new Date(epochMs).toISOString().replace('.000Z', 'Z');

/** `rfc3339` of an instant in epoch seconds. */
export const rfc3339FromSeconds = (epochSeconds: number): string => rfc3339(epochSeconds * SECOND_MS);

/** The UTC day of an instant (epoch ms) as YYYY-MM-DD. */
export const utcDayOf = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);

/** Epoch ms of the next UTC midnight after `epochMs`. */
export const nextUtcMidnight = (epochMs: number): number => (Math.floor(epochMs / DAY_MS) + 1) * DAY_MS;
