import { abbreviateNumber } from '../../../../../shared/format/number-format';

/**
 * Axis ticks: short enough to fit beside a chart. From 1000 up the spec 02 §9 abbreviation
 * (K/M/B/T) with one decimal, a trailing ".0" dropped ("2M", "1.5K"); below, whole numbers as
 * they are and fractions with up to two decimals.
 */
export function formatAxisValue(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1000) return abbreviateNumber(value, { decimals: 1 }).replace(/\.0(?=[KMBT]$)/, '');
  if (Number.isInteger(value)) return String(value);
  return String(Number(value.toFixed(2)));
}

/**
 * Whole-number ticks for counts: nivo would put 0.5 and 1.5 on an axis whose largest count is 2.
 * Undefined (let nivo choose) once the counts are large enough for its ticks to be whole.
 */
export function countTicks(max: number): number[] | undefined {
  if (max >= 5) return undefined;
  return Array.from({ length: Math.max(1, Math.ceil(max)) + 1 }, (_, i) => i);
}

/**
 * Roughly how wide a label is drawn at `fontSize` px, to size a chart's margin before it is drawn
 * (nivo does not measure its axis labels). CJK characters are about square; Latin ones are taken
 * on the wide side (capitals such as M and W are common in addresses), as a cut label is worse than spare room.
 */
export function estimateTextWidth(text: string, fontSize = 12): number {
  let width = 0;
  for (const char of text)
    width += /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/.test(char) ? fontSize : fontSize * 0.68;
  return Math.ceil(width);
}
