import { HOUR_MS } from './time';
/**
 * Usage-statistics rules shared by the stats screen and the server (spec 01 §3, §4, §5, §9).
 * Times are epoch milliseconds, as the stats query sends them.
 */

export type Granularity = 'hour' | 'day';

/**
 * spec 01 §3 names the two granularities but not the switch: ranges up to two days (today and
 * yesterday-to-now) are shown per hour, longer ones per day, so a chart never exceeds ~90 points.
 */
export const HOURLY_RANGE_MAX_MS = 48 * HOUR_MS;

export const granularityOf = (startMs: number, endMs: number): Granularity =>
  endMs - startMs <= HOURLY_RANGE_MAX_MS ? 'hour' : 'day';

/** An explicit `granularity=hour` is allowed up to 31 days (744 points a chain). */
export const HOURLY_OVERRIDE_MAX_MS = 31 * 24 * HOUR_MS;

/** spec 01 §4: presets today, 7d, 30d, 90d and custom; 30d is the default. */
export const usageRangePresets = ['today', '7d', '30d', '90d', 'custom'] as const;
export type UsageRangePreset = (typeof usageRangePresets)[number];
export const DEFAULT_USAGE_RANGE_PRESET: UsageRangePreset = '30d';

/** spec 01 §9: success-rate bands, on a percentage. */
export const successRateBand = (percent: number): 'excellent' | 'good' | 'average' | 'attention' =>
  percent >= 99 ? 'excellent' : percent >= 95 ? 'good' : percent >= 90 ? 'average' : 'attention';

/** spec 01 §9: response-time bands, in milliseconds. */
export const responseTimeBand = (ms: number): 'fast' | 'normal' | 'slow' | 'very_slow' =>
  ms <= 2000 ? 'fast' : ms <= 5000 ? 'normal' : ms <= 10_000 ? 'slow' : 'very_slow';

/** A comma-separated or repeated list parameter, e.g. `chains=bsc,eth` or `chains=bsc&chains=eth`. */
export const splitListParameter = (value: string | readonly string[]): string[] => [
  ...new Set(
    (typeof value === 'string' ? [value] : value)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim().toLowerCase())
      .filter((v) => v !== ''),
  ),
];
