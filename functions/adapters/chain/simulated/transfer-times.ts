import { DAY_SECONDS, HOUR_SECONDS } from '../../../../shared/rules/time';
import type { Rng } from './prng';

/**
 * When an actor transfers: sorted epoch seconds spread over its active days, each at an hour
 * drawn from its daily habit in its own time zone, so the report's hourly habit chart (spec 02
 * §3 `habit`) shows a human or a machine rhythm.
 */

/** People sleep; the weights are relative transfer rates per local hour. */
const HUMAN_HOURS = [
  0.15, 0.08, 0.05, 0.04, 0.04, 0.06, 0.2, 0.45, 0.7, 0.9, 1, 1, 0.9, 0.95, 1, 1, 0.95, 0.9, 0.9, 1, 1.1,
  1.05, 0.8, 0.45,
];

export type Rhythm = 'human' | 'business' | 'machine';

/** Cumulative weights of the 24 local hours, individual per actor. */
export function hourCdf(rhythm: Rhythm, rng: Rng): Float64Array {
  const shift = rhythm === 'machine' ? 0 : rng.between(-2, 2);
  const cdf = new Float64Array(24);
  let total = 0;
  for (let hour = 0; hour < 24; hour++) {
    const human = HUMAN_HOURS[(hour - shift + 24) % 24]!;
    const base = rhythm === 'human' ? human : rhythm === 'business' ? 0.4 + 0.6 * human : 1;
    total += base * (0.75 + 0.5 * rng.float());
    cdf[hour] = total;
  }
  for (let hour = 0; hour < 24; hour++) cdf[hour]! /= total;
  return cdf;
}

/** Hour lookup by a quantised uniform draw: one array read per transfer instead of a search. */
const HOUR_STEPS = 4096;
function hourTable(cdf: Float64Array): Uint8Array {
  const table = new Uint8Array(HOUR_STEPS);
  let hour = 0;
  for (let step = 0; step < HOUR_STEPS; step++) {
    while (hour < 23 && cdf[hour]! <= (step + 0.5) / HOUR_STEPS) hour++;
    table[step] = hour;
  }
  return table;
}

/**
 * `count` ascending epoch seconds, all before `windowEnd`, over the days from `firstDay` (days
 * after `windowEnd - days`) to the last. Sorted uniform day positions come from normalised
 * exponential spacings, so no global sort is needed; only each day's few times are sorted.
 */
export function transferTimes(
  rng: Rng,
  count: number,
  windowEnd: number,
  windowDays: number,
  firstDay: number,
  tzHours: number,
  cdf: Float64Array,
): Uint32Array {
  const times = new Uint32Array(count);
  if (count === 0) return times;
  const spacings = new Float64Array(count + 1);
  let sum = 0;
  for (let i = 0; i <= count; i++) {
    sum += -Math.log(1 - rng.float());
    spacings[i] = sum;
  }
  const activeDays = Math.max(1, windowDays - firstDay);
  // Local midnight of the first active day in UTC; for zones west of UTC one day earlier so
  // the last local evening still ends before `windowEnd`.
  const origin =
    windowEnd - activeDays * DAY_SECONDS - tzHours * HOUR_SECONDS - (tzHours < 0 ? DAY_SECONDS : 0);
  const hourOf = hourTable(cdf);
  const days = new Uint16Array(count);
  for (let i = 0; i < count; i++)
    days[i] = Math.min(activeDays - 1, Math.floor((spacings[i]! / sum) * activeDays));
  let i = 0;
  while (i < count) {
    const day = days[i]!;
    let end = i + 1;
    while (end < count && days[end] === day) end++;
    const dayStart = origin + day * DAY_SECONDS;
    for (let k = i; k < end; k++) {
      times[k] = dayStart + hourOf[rng.int(HOUR_STEPS)]! * HOUR_SECONDS + rng.int(HOUR_SECONDS);
    }
    if (end - i > 1) times.subarray(i, end).sort();
    i = end;
  }
  return times;
}
