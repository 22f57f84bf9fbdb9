/**
 * Display bands of the plan and usage screens (spec 01 §9): the credit quota bar and the chain
 * colours of the stats charts. The success-rate and response-time bands are rules the server uses
 * too and live in shared/rules/usage-rules.ts.
 */

export type QuotaBand = 'green' | 'yellow' | 'red';

export interface QuotaUsage {
  /** Percent of the period's credits used, 0–100 (rounded to one decimal). */
  readonly percent: number;
  readonly band: QuotaBand;
}

/** spec 01 §9: red at 90 or more, yellow at 70 or more, green otherwise. */
export const quotaBand = (percent: number): QuotaBand =>
  percent >= 90 ? 'red' : percent >= 70 ? 'yellow' : 'green';

/**
 * spec 01 §9: percent used = used / (used + remaining), capped at 100. With no credits at all
 * (0 + 0) nothing is used: 0 %.
 */
export function quotaUsage(used: number, remaining: number): QuotaUsage {
  const u = Math.max(0, used);
  const total = u + Math.max(0, remaining);
  const raw = total > 0 ? (u / total) * 100 : 0;
  const percent = Math.min(100, Math.round(raw * 10) / 10);
  return { percent, band: quotaBand(percent) };
}

export type ChainColor = 'blue' | 'orange' | 'red' | 'gray';

/**
 * spec 01 §9: ethereum blue, bitcoin orange, tron red, any other chain grey. Case-insensitive; the
 * stats filter's `eth` code (spec 01 §3) is ethereum.
 */
export function chainColor(chain: string): ChainColor {
  switch (chain.trim().toLowerCase()) {
    case 'ethereum':
    case 'eth':
      return 'blue';
    case 'bitcoin':
    case 'btc':
      return 'orange';
    case 'tron':
      return 'red';
    default:
      return 'gray';
  }
}

/**
 * spec 01 §9: the charts' palette of 8 colours (hex, as the chart library needs; Chakra's 600
 * shades, readable on the light and the dark background alike). The chain colours are its first
 * four, so a chain has one colour on every screen.
 */
export const chartPalette = [
  '#3182CE', // blue: ethereum
  '#DD6B20', // orange: bitcoin
  '#E53E3E', // red: tron
  '#718096', // grey: any other chain (bsc)
  '#805AD5', // purple
  '#38A169', // green
  '#D53F8C', // pink
  '#319795', // teal
] as const;

const chainHexes: Record<ChainColor, string> = {
  blue: chartPalette[0],
  orange: chartPalette[1],
  red: chartPalette[2],
  gray: chartPalette[3],
};

/** A chain's chart colour (spec 01 §9: ethereum blue, bitcoin orange, tron red, other grey). */
export const chainHex = (chain: string): string => chainHexes[chainColor(chain)];
