/**
 * The one rounding rule of every figure a report shows or decides on: half away from zero
 * ("half up" for the positive figures a report has) to a fixed number of decimals. The engine
 * stores shares already rounded by it, and the screen, the CSV and the print round with it
 * (`Intl.NumberFormat`'s default, `halfExpand`, is the same rule), so 0.6286% reads 0.63% everywhere
 * instead of 0.62% where it was truncated and 0.63% where it was rounded.
 */

/** Percentages (shares of the volume, policy thresholds) carry 2 decimals. */
export const PERCENT_DECIMALS = 2;

/**
 * `value` rounded half away from zero to `decimals` places. Shifted by the exponent in the
 * number's text, not multiplied, so 1.005 rounds to 1.01 (1.005 * 100 is 100.49999… in binary).
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const rounded = shift(Math.round(shift(Math.abs(value), decimals)), -decimals);
  return value < 0 ? -rounded : rounded;
}

/** `value` times 10^`places`, by its decimal text ("1e-7" included), never by a binary product. */
function shift(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** A percentage rounded to the report's 2 decimals. */
export const roundPercent = (percent: number): number => roundTo(percent, PERCENT_DECIMALS);

/**
 * `amount` over `volume` in percent, rounded half up to 2 decimals, in exact integer arithmetic
 * (base units are bigints); 100 when there is an amount without a volume, 0 without either.
 */
export function sharePercentOf(amount: bigint, volume: bigint): number {
  if (volume <= 0n) return amount > 0n ? 100 : 0;
  const scale = 10n ** BigInt(PERCENT_DECIMALS + 2);
  // floor((2 * amount * scale + volume) / (2 * volume)) is amount * scale / volume rounded half up.
  const hundredths = (2n * amount * scale + volume) / (2n * volume);
  return Number(hundredths) / 10 ** PERCENT_DECIMALS;
}
