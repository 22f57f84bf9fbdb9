/**
 * Display helpers of the report summary. spec 01 §3: risk level 0 low (green), 1 medium-low
 * (blue), 2 medium (yellow), 3 medium-high (orange), 4 high (red), else unknown (grey).
 * spec 02 §2: report addresses are shortened to the first 6 and last 6 characters.
 */
const levelPalettes = ['green', 'blue', 'yellow', 'orange', 'red'] as const;

export const riskLevelPalette = (level: number): string => levelPalettes[level] ?? 'gray';

export const riskLevelMessageId = (level: number): string =>
  level >= 0 && level < levelPalettes.length && Number.isInteger(level)
    ? `home.risk.level.${level}`
    : 'home.risk.level.unknown';

export const shortenAddress = (address: string, head = 6, tail = 6): string =>
  address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`;

/** Amounts are decimal strings (spec 02 §3); a value that does not parse is shown as sent. */
export const toNumber = (amount: string | number): number | null => {
  const n = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return Number.isFinite(n) ? n : null;
};
