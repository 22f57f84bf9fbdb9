import { roundTo } from '../rules/rounding';
import { cachedFormatter } from './cached-formatter';

/**
 * Number display of the report and monitoring screens (spec 02 §9 "Display helpers"). Pure: the
 * formatting goes through `Intl` or the shared rounding rule (`rules/rounding.ts`, half away from
 * zero) only, so the server, scripts and the web app agree.
 * Amounts arrive as decimal strings (spec 02 §3), hence every helper accepts strings too.
 */

/** A finite number from a number or a decimal string (parsed as a float); null for anything else. */
export function parseNumber(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}

export interface AbbreviateOptions {
  /** Fraction digits of every form, abbreviated or not (spec 02 §9: default 2). */
  readonly decimals?: number;
  /** spec 02 §9: on by default; off gives en-US grouping with fixed decimals. */
  readonly abbreviate?: boolean;
}

/** spec 02 §9: the suffixes, largest first; a value at or above the threshold takes the suffix. */
const ABBREVIATIONS = [
  { threshold: 1e12, suffix: 'T' },
  { threshold: 1e9, suffix: 'B' },
  { threshold: 1e6, suffix: 'M' },
  { threshold: 1e3, suffix: 'K' },
] as const;

/** spec 01 §9: counts abbreviate to M and K only. */
const COUNT_ABBREVIATIONS = ABBREVIATIONS.filter(({ suffix }) => suffix === 'M' || suffix === 'K');

/** `n` over the first threshold its size reaches, with that suffix; undefined below the smallest. */
function withSuffix(
  n: number,
  abbreviations: readonly { threshold: number; suffix: string }[],
  decimals: number,
): string | undefined {
  const abs = Math.abs(n);
  const match = abbreviations.find(({ threshold }) => abs >= threshold);
  return match && `${roundTo(n / match.threshold, decimals).toFixed(decimals)}${match.suffix}`;
}

/**
 * spec 02 §9: |value| ≥ 1e12 → T, ≥ 1e9 → B, ≥ 1e6 → M, ≥ 1e3 → K, each with the chosen decimals;
 * smaller values with the chosen decimals. Non-numeric input comes back unchanged, as text.
 */
export function abbreviateNumber(value: unknown, options: AbbreviateOptions = {}): string {
  const { decimals = 2, abbreviate = true } = options;
  const n = parseNumber(value);
  if (n === null) return String(value);
  if (!abbreviate)
    return n.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return withSuffix(n, ABBREVIATIONS, decimals) ?? roundTo(n, decimals).toFixed(decimals);
}

/** spec 02 §9: amounts in monitoring show at least 2 and at most 6 decimals. */
export const AMOUNT_MIN_DECIMALS = 2;
export const AMOUNT_MAX_DECIMALS = 6;

/**
 * An amount with grouping and 2 to 6 decimals in the given locale (spec 02 §9: numbers in the
 * Chinese locale use its format, hence zh-CN by default). Non-numeric input comes back as text.
 */
export function formatAmount(value: unknown, locale = 'zh-CN'): string {
  const n = parseNumber(value);
  if (n === null) return String(value);
  return n.toLocaleString(locale, {
    minimumFractionDigits: AMOUNT_MIN_DECIMALS,
    maximumFractionDigits: AMOUNT_MAX_DECIMALS,
  });
}

/** spec 01 §9: counts use K for thousands and M for millions (one decimal); smaller counts as they are. */
export function formatCount(count: number): string {
  return withSuffix(count, COUNT_ABBREVIATIONS, 1) ?? String(count);
}

const numberFormat = cachedFormatter(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** Amounts in report tables and figures: one format for every column, exactly 2 decimals. */
export const DISPLAY_AMOUNT_DECIMALS = 2;
/** Token amounts never carry more than 18 decimals (ERC-20 maximum). */
const FULL_AMOUNT_MAX_DECIMALS = 18;

/**
 * An amount as report tables show it: grouping and exactly 2 decimals, so a column lines up;
 * a non-zero amount that would round to 0.00 reads "<0.01" rather than a false zero.
 */
export function formatDisplayAmount(value: unknown, locale = 'zh-CN'): string {
  const n = parseNumber(value);
  if (n === null) return String(value);
  const fixed: Intl.NumberFormatOptions = {
    minimumFractionDigits: DISPLAY_AMOUNT_DECIMALS,
    maximumFractionDigits: DISPLAY_AMOUNT_DECIMALS,
  };
  const smallest = 10 ** -DISPLAY_AMOUNT_DECIMALS;
  const format = numberFormat(locale, fixed);
  if (n !== 0 && Math.abs(n) < smallest / 2) return `${n < 0 ? '>-' : '<'}${format.format(smallest)}`;
  return format.format(n);
}

/** The same amount at full precision (for a hover title or a copy): every decimal the data has. */
export function formatFullAmount(value: unknown, locale = 'zh-CN'): string {
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) {
    // A decimal string keeps its own digits (a float would lose the 17th).
    const [whole = '0', fraction = ''] = value.trim().split('.');
    const plain = numberFormat(locale, {});
    const grouped = plain.format(BigInt(whole));
    const sign = whole.startsWith('-') && !grouped.startsWith('-') ? '-' : '';
    const decimals = fraction.replace(/0+$/, '').padEnd(DISPLAY_AMOUNT_DECIMALS, '0');
    const point = plain.format(1.5).charAt(1);
    return `${sign}${grouped}${point}${decimals}`;
  }
  const n = parseNumber(value);
  if (n === null) return String(value);
  return numberFormat(locale, {
    minimumFractionDigits: DISPLAY_AMOUNT_DECIMALS,
    maximumFractionDigits: FULL_AMOUNT_MAX_DECIMALS,
  }).format(n);
}
