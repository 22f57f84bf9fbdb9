/**
 * Exact token amounts without a BigInt per transfer. A base-unit value (a digit string, up to
 * 10^30 − 1 on the fast path) is split into `hi` (units of 10^15) and `lo` (< 10^15), both exact
 * doubles; sums accumulate in doubles and spill into a bigint before they could lose a unit.
 * The report builder parses each transfer once and adds it to a few `UnitSum`s: one BigInt
 * conversion per ~2^52 units instead of one per transfer (the hot loop of the aim of a
 * million transfers a second).
 */

const SPLIT_DIGITS = 15;
const SPLIT = 10n ** BigInt(SPLIT_DIGITS);
/** Below 2^52, adding one part (< 10^15 < 2^50) keeps a double exact. */
const SPILL_AT = 2 ** 52;

/** The last value parsed by `parseUnits`: value = hi * 10^15 + lo, or `big` when `isBig`. */
export const parsed = { hi: 0, lo: 0, isBig: false, big: 0n };

/**
 * Parses a non-negative base-unit digit string into `parsed` (no allocation on the fast path).
 * Throws on anything but digits: a malformed value is a source bug, never silently zero.
 */
export function parseUnits(value: string): void {
  const n = value.length;
  if (n === 0) throw new Error('Empty transfer value');
  if (n > 2 * SPLIT_DIGITS) {
    if (!/^\d+$/.test(value)) throw new Error(`Transfer value is not a base-unit integer: ${value}`);
    parsed.isBig = true;
    parsed.big = BigInt(value);
    parsed.hi = 0;
    parsed.lo = 0;
    return;
  }
  const split = n - SPLIT_DIGITS;
  let hi = 0;
  let lo = 0;
  for (let i = 0; i < n; i++) {
    const d = value.charCodeAt(i) - 48;
    if (d < 0 || d > 9) throw new Error(`Transfer value is not a base-unit integer: ${value}`);
    if (i < split) hi = hi * 10 + d;
    else lo = lo * 10 + d;
  }
  parsed.isBig = false;
  parsed.hi = hi;
  parsed.lo = lo;
}

/** The parsed value as a bigint (slow path: evidence, tests). */
export const parsedToBigInt = (): bigint =>
  parsed.isBig ? parsed.big : BigInt(parsed.hi) * SPLIT + BigInt(parsed.lo);

/** True when the parsed value is zero. */
export const parsedIsZero = (): boolean =>
  parsed.isBig ? parsed.big === 0n : parsed.hi === 0 && parsed.lo === 0;

/**
 * A predicate "value < 10^decimals" (below one whole token) on the parsed value, built once per
 * report for the token's decimals.
 */
export function belowOneToken(decimals: number): () => boolean {
  const one = 10n ** BigInt(decimals);
  if (decimals < SPLIT_DIGITS) {
    const oneLo = 10 ** decimals;
    return () => (parsed.isBig ? parsed.big < one : parsed.hi === 0 && parsed.lo < oneLo);
  }
  // hi * 10^15 + lo < 10^d  ⇔  hi < 10^(d−15), because lo < 10^15.
  const oneHi = 10 ** (decimals - SPLIT_DIGITS);
  return () => (parsed.isBig ? parsed.big < one : parsed.hi < oneHi);
}

/** An exact running sum of base units. */
export class UnitSum {
  private lo = 0;
  private hi = 0;
  private big = 0n;

  /** Adds the value last parsed by `parseUnits`. */
  addParsed(): void {
    if (parsed.isBig) {
      this.big += parsed.big;
      return;
    }
    this.lo += parsed.lo;
    if (this.lo >= SPILL_AT) {
      this.big += BigInt(this.lo);
      this.lo = 0;
    }
    this.hi += parsed.hi;
    if (this.hi >= SPILL_AT) {
      this.big += BigInt(this.hi) * SPLIT;
      this.hi = 0;
    }
  }

  get value(): bigint {
    return this.big + BigInt(this.lo) + BigInt(this.hi) * SPLIT;
  }
}

/**
 * The canonical amount text of the report (spec 02 §3: decimal strings): the exact value in whole
 * tokens, shortest form: no exponent, no trailing fractional zeros, no trailing point ("0",
 * "1234.5", "0.000001"). Negative values keep a leading "-" (callers clamp before the wire,
 * whose decimalAmountSchema takes non-negative amounts only).
 */
export function formatUnits(value: bigint, decimals: number): string {
  if (value < 0n) return `-${formatUnits(-value, decimals)}`;
  const digits = value.toString();
  if (decimals === 0) return digits;
  const padded = digits.padStart(decimals + 1, '0');
  const whole = padded.slice(0, padded.length - decimals);
  const fraction = padded.slice(padded.length - decimals).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** Whole tokens → base units, for tests and fixtures ("0.1" at 18 decimals → 10^17). */
export function parseTokenAmount(amount: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) throw new Error(`Not a decimal amount: ${amount}`);
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) throw new Error(`More than ${decimals} decimals: ${amount}`);
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}
